import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The apps' GraphQL types and typed documents (decision 014), their persisted ids and the API's manifest
 * of them (decision 106) are generated and committed. Generating
 * them again, in memory, from the same codegen.ts, schema.graphql and *.graphql documents must give
 * the committed files byte for byte: a schema or document changed without `npm run codegen` fails here.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');
const GENERATED_DIRS = ['web-shared', 'storefront', 'admin-console', 'graphql-api'].map((dir) =>
  path.join(dir, 'src', 'graphql', 'generated'),
);

/**
 * What `npm run codegen` would write, without writing it. In a Node process of its own: the codegen CLI
 * loads ES modules (yargs) that jest's module system cannot require.
 */
function generateInMemory(): { filename: string; content: string }[] {
  const script = `
    import { generate, loadContext } from '@graphql-codegen/cli';
    const context = await loadContext('codegen.ts');
    context.updateConfig({ silent: true });
    const outputs = await generate(context, false);
    process.stdout.write(JSON.stringify(outputs.map(({ filename, content }) => ({ filename, content }))));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (run.status !== 0) throw new Error(`GraphQL Code Generator failed:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

let outputs: { file: string; content: string }[];
beforeAll(() => {
  outputs = generateInMemory().map(({ filename, content }) => ({
    file: path.relative(ROOT, path.resolve(ROOT, filename)),
    content,
  }));
}, 60_000);

test('the committed generated GraphQL files match schema.graphql and the *.graphql documents (run `npm run codegen`)', () => {
  expect(outputs.length).toBeGreaterThanOrEqual(7);
  for (const { file, content } of outputs) {
    const committed = fs.existsSync(path.join(ROOT, file))
      ? fs.readFileSync(path.join(ROOT, file), 'utf8')
      : '(missing)';
    expect({ file, content: committed }).toEqual({ file, content });
  }
});

test('the generated folders hold only what codegen writes (no file left from a removed output)', () => {
  const present = GENERATED_DIRS.flatMap((dir) =>
    fs.readdirSync(path.join(ROOT, dir)).map((name) => path.join(dir, name)),
  );
  expect(present.sort()).toEqual(outputs.map(({ file }) => file).sort());
});
