import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { API_EXAMPLES, curlOf, pretty } from '../../src/contract/integrator-guide';
import type { ApiScope } from '../../src/contract/api-tokens';
import { useTestApp } from '../harness';
import { aToken } from './api-token.factory';

const run = promisify(execFile);
const { t, admin } = useTestApp();

/**
 * The "For integrators" page's examples (product.md#for-integrators) work as printed: each curl
 * command, run by a shell against the API with a token of the example's scope, answers data and no
 * errors; the query as the page lays it out is the same operation.
 */
describe('the examples on the "For integrators" page', () => {
  test.each(API_EXAMPLES.map((example) => [example.title, example] as const))(
    '%s: its curl command answers data without errors',
    async (_title, example) => {
      const token = example.scope ? (await aToken(admin, [example.scope as ApiScope])).secret : '';
      const { stdout } = await run('sh', ['-c', curlOf(example, t.url.api)], {
        env: { ...process.env, DEVJOBS_TOKEN: token },
      });
      const reply = JSON.parse(stdout);
      expect(reply.errors).toBeUndefined();
      expect(Object.keys(reply.data)).toHaveLength(1);
      const laidOut = await t
        .client('api', example.scope ? { authorization: `Bearer ${token}` } : {})
        .gql(pretty(example.query), example.variables);
      expect(laidOut.errors).toBeUndefined();
    },
  );
});
