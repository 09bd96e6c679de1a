import fs from 'node:fs';
import path from 'node:path';
import {
  getIntrospectionQuery,
  Kind,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type TypeNode,
} from 'graphql';
import { buildAppSchema } from '../src/graphql/schema';
import { QUERY_LIMITS, queryCost, queryValidationRules } from '../src/graphql/query-limits';
import { aJob, aJobInput } from './jobs/job.factory';
import { aCourse } from './courses/course.factory';
import { JSON_DEPTH_MAX } from '../src/http/security';
import { useTestApp } from './harness';
import { SYSTEM } from '../src/modules/auth/auth.service';

/** No single GraphQL request may stall the API (decision 009). */

const { t, admin } = useTestApp();
beforeAll(async () => {
  // A full page: 100 open jobs with a realistic description, so a page of them is real work.
  for (let i = 0; i < 100; i++) {
    await t.services.jobs.create(
      SYSTEM,
      aJob({ title: `Limits job ${i}`, description: 'We build tools for developers. '.repeat(40) }),
    );
  }
}, 120_000);

const EVERY_JOB_FIELD =
  'id slug title company description externalLink responsibilities requirements skills benefits salary salaryMin experienceYears startDate deadline jobLocation jobType thumbnail views isOpen createdAt updatedAt';

/** A request that once stalled the API: `count` aliases of a full page of 100 jobs (1,000 aliases ≈ 265 KB). */
const aliasedPages = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `page${i}: jobs(first: 100) { totalCount edges { cursor node { ${EVERY_JOB_FIELD} } } pageInfo { hasNextPage } }`).join('\n')} }`;

/** POSTs a GraphQL body with fetch (bounded by a timeout), as any client would. */
async function postGraphql(body: string) {
  const started = performance.now();
  const res = await fetch(`${t.url.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(25_000),
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text), ms: performance.now() - started };
}

describe('one request cannot stall the API', () => {
  test('1,000 aliased pages of 100 jobs (265 KB) are refused at once, with a 400 naming the limit', async () => {
    const query = aliasedPages(1000);
    expect(query.length).toBeGreaterThan(260_000);
    const reply = await postGraphql(JSON.stringify({ query }));
    expect(reply.status).toBe(400);
    expect(reply.json.errors[0]).toMatchObject({
      message:
        'The query is too long: it has more than 1,000 tokens (names, numbers, punctuation); the limit is 1,000.',
      extensions: { code: 'BAD_USER_INPUT', field: 'query' },
    });
    expect(reply.json.data).toBeUndefined();
    expect(reply.ms).toBeLessThan(1_000);
  });

  test('while four such requests are in flight, /healthz still answers quickly', async () => {
    const body = JSON.stringify({ query: aliasedPages(1000) });
    const health: number[] = [];
    const probe = async () => {
      // Ten probes, 20 ms apart, the first as soon as the four requests are on their way.
      for (let i = 0; i < 10; i++) {
        const started = performance.now();
        const res = await fetch(`${t.url.api}/healthz`, { signal: AbortSignal.timeout(25_000) });
        expect(res.status).toBe(200);
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const [floods] = await Promise.all([
      Promise.all([1, 2, 3, 4].map(() => postGraphql(body))),
      probe(),
    ]);
    expect(floods.map((f) => f.status)).toEqual([400, 400, 400, 400]);
    // Loose for a shared machine: before the limits, the probes waited behind the four requests.
    expect(Math.max(...health)).toBeLessThan(250);
  }, 60_000);

  test('a query nested 100,000 levels deep gets a 400 naming the limit, not a stack overflow', async () => {
    const query = `{${'a{'.repeat(100_000)}b${'}'.repeat(100_000)}}`;
    const reply = await postGraphql(JSON.stringify({ query }));
    expect(reply.status).toBe(400);
    expect(reply.json.errors[0].message).toMatch(/limit is 1,000/);
    expect(reply.json.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(reply.text).not.toMatch(/call stack|RangeError|stacktrace/i);
  });

  test('a GraphQL body over 512 KB gets a 413 naming the limit, before it is read', async () => {
    const reply = await t
      .client()
      .post('/graphql', { query: '{ me { id } }', variables: { pad: 'x'.repeat(600_000) } });
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large (512 KB at most).',
    });
  });

  test('variables nested 50,000 levels deep get a 400 naming the limit, not a stack overflow; the next request is answered', async () => {
    const nested = (depth: number) => '['.repeat(depth) + '"REMOTE"' + ']'.repeat(depth);
    const query = 'query($filter: JobFilter) { jobs(filter: $filter) { totalCount } }';
    for (const variables of [
      `{"filter":{"locations":${nested(50_000)}}}`,
      `{"unused":${nested(50_000)}}`,
    ]) {
      const reply = await postGraphql(
        `{"query":${JSON.stringify(query)},"variables":${variables}}`,
      );
      expect(reply.status).toBe(400);
      expect(reply.json).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'body',
        message: `The request body is nested too deeply: at most ${JSON_DEPTH_MAX} levels of arrays and objects.`,
      });
      expect(reply.text).not.toMatch(/call stack|RangeError|stacktrace/i);
    }
    const normal = await postGraphql(
      JSON.stringify({ query, variables: { filter: { locations: ['REMOTE'] } } }),
    );
    expect(normal.status).toBe(200);
    expect(normal.json.data.jobs.totalCount).toEqual(expect.any(Number));
  });

  test(`a REST body nested past ${JSON_DEPTH_MAX} levels gets the same 400; one at the limit is read as usual`, async () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    const deep = await fetch(`${t.url.api}/api/create-razorpay-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"pdfId":${nested(50_000)}}`,
    });
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'body' });
    // At the limit (the object itself is one level): the order's own rules answer.
    const atLimit = await fetch(`${t.url.api}/api/create-razorpay-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"pdfId":${nested(JSON_DEPTH_MAX - 1)}}`,
    });
    expect(atLimit.status).toBe(400);
    expect(await atLimit.json()).toMatchObject({ field: 'pdfId' });
  });

  test('the largest job the rules allow still fits in one GraphQL request', async () => {
    const row = '₹'.repeat(400); // 1,200 bytes
    const list = Array.from({ length: 49 }, (_, i) => `${i} ${row}`);
    const input = aJobInput({
      description: '₹'.repeat(15_000),
      responsibilities: list,
      requirements: list,
      skills: list,
      benefits: list,
    });
    const body = JSON.stringify({
      query: 'mutation($input: JobInput!) { createJob(input: $input) { id } }',
      variables: { input },
    });
    expect(Buffer.byteLength(body)).toBeGreaterThan(280_000);
    const reply = await admin.gql(
      'mutation($input: JobInput!) { createJob(input: $input) { id } }',
      { input },
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data.createJob.id).toBeTruthy();
    await t.services.jobs.delete(SYSTEM, reply.data.createJob.id);
  });
});

describe('query limits', () => {
  /** The query is refused before it runs: 400, BAD_USER_INPUT naming the query, with `message`. */
  async function expectRefused(query: string, message: string) {
    const reply = await t.client().gql(query);
    expect(reply.status).toBe(400);
    expect(reply.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field: 'query' },
    });
  }

  test('more than 20 aliases are refused, naming the count and the limit', async () => {
    await expectRefused(
      `{ ${Array.from({ length: 21 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
      'The query has 21 aliases; the limit is 20.',
    );
  });

  test('several full pages of 100 jobs in one request cost too much and are refused, naming the cost and the limit', async () => {
    const reply = await t.client().gql(aliasedPages(5));
    expect(reply.status).toBe(400);
    expect(reply.errors?.[0].message).toMatch(/^The query costs [\d,]+; the limit is 5,000\. /);
    expect(reply.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'query' });
    expect(reply.data).toBeUndefined();
  });

  test('a full page of 100 jobs with every field still works', async () => {
    const reply = await t.client().gql(aliasedPages(1));
    expect(reply.errors).toBeUndefined();
    expect(reply.data.page0.edges).toHaveLength(100);
    expect(reply.data.page0.totalCount).toBeGreaterThanOrEqual(100);
  });

  test('a page size of the wrong type is still refused as bad input, not by the cost limit', async () => {
    const reply = await t
      .client()
      .gql('query($first: Int) { jobs(first: $first) { totalCount } }', { first: 'many' });
    expect(reply.status).toBe(400);
    expect(reply.errors?.[0].message).toMatch(/^Variable "\$first" got invalid value "many"/);
    expect(reply.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('a subscription is a 400 saying the API has none', async () => {
    await expectRefused(
      'subscription { x }',
      'This API has no subscriptions: send a query or a mutation.',
    );
  });

  test('a query nested past the depth limit is refused, naming the depth and the limit', async () => {
    // Only introspection nests this deep: __type, then 15 levels of ofType.
    const deep = `{ __type(name: "Job") { ${'ofType { '.repeat(15)}name ${'} '.repeat(15)}} }`;
    await expectRefused(deep, 'The query is nested too deeply: 16 levels; the limit is 15.');
  });

  test('integrators can run the standard introspection query', async () => {
    const reply = await t.client().gql(
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        inputValueDeprecation: true,
      }),
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data.__schema.types.map((type: { name: string }) => type.name)).toContain('Job');
  });
});

describe('what the apps send stays well under the limits', () => {
  const ROOT = path.resolve(__dirname, '..', '..');
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildAppSchema();
  });

  /** Every *.graphql document of an app's source (codegen builds the app's typed documents from them, decision 014). */
  function graphqlDocuments(dir: string): string[] {
    const files = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.graphql'));
    return files.map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
  }

  /**
   * Each operation of an app with the fragments it spreads (followed through fragments), as the app sends it.
   * An app's documents are its own and those of the shared web package it builds in (web-shared).
   */
  function appOperations(app: string): { name: string; document: DocumentNode }[] {
    const definitions = [app, 'web-shared']
      .flatMap((dir) => graphqlDocuments(path.join(ROOT, dir, 'src')))
      .flatMap((text) => parse(text).definitions);
    const fragments = new Map(
      definitions.flatMap((d) =>
        d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
      ),
    );
    const spreads = (node: ASTNode) => {
      const names: string[] = [];
      visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
      return names;
    };
    return definitions.flatMap((operation) => {
      if (operation.kind !== Kind.OPERATION_DEFINITION) return [];
      const used = new Set<string>();
      const queue = spreads(operation);
      while (queue.length) {
        const name = queue.pop()!;
        if (used.has(name) || !fragments.has(name)) continue;
        used.add(name);
        queue.push(...spreads(fragments.get(name)!));
      }
      const document: DocumentNode = {
        kind: Kind.DOCUMENT,
        definitions: [operation, ...[...used].map((name) => fragments.get(name)!)],
      };
      return [{ name: `${app} ${operation.name?.value ?? '(anonymous)'}`, document }];
    });
  }

  const namedType = (type: TypeNode): string =>
    type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);

  /** Realistic values for each variable the apps use: the biggest page a page size allows. */
  const SAMPLES: Record<string, unknown> = {
    first: 100,
    after: 'eyJhdCI6IjIwMjYtMDEtMDFUMDA6MDA6MDAuMDAwWiJ9',
    'filter:JobFilter': {
      q: 'react',
      types: ['FULL_TIME'],
      locations: ['REMOTE'],
      includeClosed: true,
    },
    'filter:AdminOrderFilter': {
      status: 'PAID',
      kind: 'COURSE',
      refund: 'REFUNDED',
      q: 'pay_0123456789abcd',
    },
    'filter:AuditFilter': { actor: 'cli', kind: 'job.update' },
    'filter:OutboxFilter': { kind: 'password-reset', status: 'failed' },
    slug: 'react-developer',
    q: 'react',
    id: '00000000-0000-4000-8000-000000000000',
    moduleId: '00000000-0000-4000-8000-000000000000',
    courseId: '00000000-0000-4000-8000-000000000000',
    completed: true,
    jobId: '00000000-0000-4000-8000-000000000000',
    jobIds: Array.from({ length: 100 }, () => '00000000-0000-4000-8000-000000000000'),
    applied: true,
    note: 'Follow up on Friday.',
    'input:RefundOrderInput': {
      orderId: '00000000-0000-4000-8000-000000000000',
      amount: 10.5,
      reason: 'Bought by mistake',
    },
    'input:DeclineRefundInput': {
      orderId: '00000000-0000-4000-8000-000000000000',
      reason: 'Most of the course was read',
    },
    'input:RefundRequestInput': {
      courseId: '00000000-0000-4000-8000-000000000000',
      reason: 'Not what I expected',
    },
    'input:LoginInput': { email: 'a@example.com', password: 'secret-password', adminOnly: true },
    'input:ApiTokenInput': { name: 'Jobs sync', scopes: ['jobs:read'], expiresInDays: 30 },
    endpointId: '00000000-0000-4000-8000-000000000000',
    'input:WebhookEndpointInput': {
      url: 'https://hooks.example.com/devjobs',
      description: 'Jobs aggregator',
      events: ['job.created', 'job.closed'],
    },
    'patch:WebhookEndpointPatch': { enabled: false },
    'input:JobAlertInput': {
      filter: { q: 'react', types: ['FULL_TIME'], cities: ['PUNE'], regions: ['INDIA'] },
      frequency: 'INSTANT',
      email: 'a@example.com',
    },
    frequency: 'DAILY',
    'input:SignupInput': { name: 'A', email: 'a@example.com', password: 'secret-password' },
    'input:ChangePasswordInput': {
      currentPassword: 'secret-password',
      newPassword: 'new-password',
    },
    'input:ResetPasswordInput': { token: 'x'.repeat(43), password: 'new-password' },
    'input:RequestEmailChangeInput': {
      newEmail: 'b@example.com',
      currentPassword: 'secret-password',
    },
    'input:TwoFactorCheckInput': { currentPassword: 'secret-password', code: '123456' },
    code: '123456',
    currentPassword: 'secret-password',
    name: 'A',
    email: 'a@example.com',
    token: 'x'.repeat(43),
    'input:JobInput': aJobInput(),
    'input:CourseInput': aCourse(),
    'input:SuggestionInput': {
      suggestion: 'More remote jobs, please.',
      jobId: '00000000-0000-4000-8000-000000000000',
    },
  };

  test('every operation of the storefront and the admin console (shared ones included) passes validation and costs under half the limit with first: 100', () => {
    const operations = [...appOperations('storefront'), ...appOperations('admin-console')];
    expect(operations.length).toBeGreaterThanOrEqual(15);
    const costs: Record<string, number> = {};
    for (const { name, document } of operations) {
      parse(print(document), { maxTokens: QUERY_LIMITS.tokens });
      const errors = validate(schema, document, [...specifiedRules, ...queryValidationRules]);
      expect({ name, errors: errors.map((e) => e.message) }).toEqual({ name, errors: [] });
      const operation = document.definitions[0] as OperationDefinitionNode;
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((v) => {
          const key = v.variable.name.value;
          const sample = key in SAMPLES ? SAMPLES[key] : SAMPLES[`${key}:${namedType(v.type)}`];
          if (sample === undefined)
            throw new Error(`No sample value for $${key} of ${name}: add one to SAMPLES.`);
          return [key, sample];
        }),
      );
      costs[name] = queryCost(schema, document, variables);
    }
    const tooDear = Object.entries(costs).filter(([, cost]) => cost > QUERY_LIMITS.cost / 2);
    expect(tooDear).toEqual([]);
  });

  test('the standard introspection query costs under the limit', () => {
    const document = parse(
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        inputValueDeprecation: true,
      }),
      { maxTokens: QUERY_LIMITS.tokens },
    );
    expect(validate(schema, document, [...specifiedRules, ...queryValidationRules])).toEqual([]);
    expect(queryCost(schema, document, {})).toBeLessThan(QUERY_LIMITS.cost / 2);
  });
});
