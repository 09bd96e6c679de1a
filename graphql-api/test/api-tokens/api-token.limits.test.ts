import { randomBytes } from 'node:crypto';
import { Job } from '../../src/modules/jobs/job.entity';
import { QUERY_LIMITS } from '../../src/graphql/query-limits';
import { DAY_MS, MINUTE_MS, type Reply, TestClock, useTestApp } from '../harness';
import { aJob, aJobInput } from '../jobs/job.factory';
import { aToken, bearer, REVOKE_TOKEN } from './api-token.factory';

const clock = new TestClock();
// Small quotas, so a test reaches them in a few requests.
const { t, admin } = useTestApp({
  clock,
  env: { API_TOKEN_REQUESTS_PER_MINUTE: '5', API_TOKEN_COST_PER_MINUTE: '50' },
});

const JOBS = 'query Jobs { jobs(first: 2) { totalCount edges { node { id title } } } }';
const ONE_JOB = 'query One { jobs(first: 1) { totalCount } }';
const CREATE_JOB = 'mutation CreateJob($input: JobInput!) { createJob(input: $input) { id } }';
const POLICY = '"requests";q=5;w=60, "cost";q=50;qu="query-cost";w=60';
const jobCount = () => t.db.getRepository(Job).count();
const post = (client: ReturnType<typeof bearer>, query: string, variables = {}) =>
  client.request('POST', '/graphql', { json: { query, variables } });

/** Moves the clock to one second into the next minute: a test's requests then share one window. */
const startOfAMinute = () => clock.advance(MINUTE_MS - (clock.now().getTime() % MINUTE_MS) + 1000);

/** The RateLimit field's `"requests"` item: remaining and seconds to the reset. */
const standing = (reply: Reply, policy: 'requests' | 'cost') => {
  const match = new RegExp(`"${policy}";r=(\\d+);t=(\\d+)`).exec(
    reply.headers.get('ratelimit') ?? '',
  );
  return match ? { remaining: Number(match[1]), reset: Number(match[2]) } : undefined;
};

/** Seconds to the window's end, a second into it: 59, or a little less on a slow run. */
const toTheMinuteEnd = {
  asymmetricMatch: (seconds: unknown) =>
    typeof seconds === 'number' && seconds >= 50 && seconds <= 59,
  toAsymmetricMatcher: () => 'a number from 50 to 59',
};
const retryAfterOf = (reply: Reply) => Number(reply.headers.get('retry-after'));

beforeEach(startOfAMinute);

describe("a token's requests per minute (decision 105)", () => {
  test('past its quota a token gets 429 with Retry-After and the RateLimit fields, on /api and /graphql', async () => {
    const integrator = bearer(t, (await aToken(admin, ['jobs:read'])).secret);
    for (let made = 1; made <= 5; made++) {
      const reply = await integrator.get('/api/jobs?limit=1');
      expect(reply.status).toBe(200);
      expect(reply.headers.get('ratelimit-policy')).toBe(POLICY);
      expect(standing(reply, 'requests')).toEqual({ remaining: 5 - made, reset: toTheMinuteEnd });
    }
    const refused = await integrator.get('/api/jobs?limit=1');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(retryAfterOf(refused)).toBe(standing(refused, 'requests')?.reset);
    expect(refused.headers.get('ratelimit-policy')).toBe(POLICY);
    expect(standing(refused, 'requests')).toEqual({ remaining: 0, reset: toTheMinuteEnd });

    const viaGraphql = await post(integrator, ONE_JOB);
    expect(viaGraphql.status).toBe(429);
    expect(viaGraphql.body.errors[0].extensions).toEqual({
      code: 'RATE_LIMITED',
      retryAfter: toTheMinuteEnd,
    });
    expect(viaGraphql.body.data).toBeUndefined();
    expect(retryAfterOf(viaGraphql)).toEqual(toTheMinuteEnd);

    clock.advance(MINUTE_MS);
    const nextMinute = await integrator.get('/api/jobs?limit=1');
    expect(nextMinute.status).toBe(200);
    expect(standing(nextMinute, 'requests')?.remaining).toBe(4);
  });

  test('another token keeps its own quota, and anonymous callers keep theirs: no token limit, no RateLimit fields', async () => {
    const spent = bearer(t, (await aToken(admin, ['jobs:read'])).secret);
    for (let i = 0; i < 6; i++) await spent.get('/api/jobs?limit=1');
    expect((await spent.get('/api/jobs?limit=1')).status).toBe(429);

    const other = bearer(t, (await aToken(admin, ['jobs:read'])).secret);
    expect((await other.get('/api/jobs?limit=1')).status).toBe(200);

    const anonymous = t.client('api');
    for (let i = 0; i < 12; i++) {
      const reply = await post(anonymous, ONE_JOB);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('ratelimit')).toBeNull();
      expect(reply.headers.get('ratelimit-policy')).toBeNull();
    }
    // The per-request cost limit of decision 009 is unchanged for them.
    const pages = Array.from(
      { length: 15 },
      (_, i) => `p${i}: jobs(first: 100) { edges { node { id title } } }`,
    );
    const tooCostly = await post(anonymous, `{ ${pages.join(' ')} }`);
    expect(tooCostly.status).toBe(400);
    expect(tooCostly.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'query',
    });
  });
});

describe("a token's query cost per minute (decision 105)", () => {
  test('costs add up over the minute; past the quota 429 before anything runs, and the cost is given back', async () => {
    await t.services.jobs.create({ id: 'system', isAdmin: true }, aJob());
    const integrator = bearer(t, (await aToken(admin, ['jobs:read'])).secret);
    const first = await post(integrator, JOBS);
    expect(first.status).toBe(200);
    const { requested } = first.body.extensions.cost;
    // Two fit in the minute's 50, a third does not.
    expect([2 * requested <= 50, 3 * requested > 50]).toEqual([true, true]);
    expect(first.body.extensions.cost).toEqual({
      requested,
      limit: 50,
      remaining: 50 - requested,
      resetSeconds: toTheMinuteEnd,
      perRequestLimit: QUERY_LIMITS.cost,
    });
    expect(standing(first, 'cost')).toEqual({ remaining: 50 - requested, reset: toTheMinuteEnd });
    expect(standing(first, 'requests')).toEqual({ remaining: 4, reset: toTheMinuteEnd });

    const second = await post(integrator, JOBS);
    expect(second.body.extensions.cost.remaining).toBe(50 - 2 * requested);
    const third = await post(integrator, JOBS);
    expect(third.status).toBe(429);
    expect(third.body.data).toBeUndefined();
    expect(third.body.errors[0].extensions).toEqual({
      code: 'RATE_LIMITED',
      retryAfter: toTheMinuteEnd,
    });
    expect(retryAfterOf(third)).toBe(standing(third, 'cost')?.reset);
    expect(standing(third, 'cost')).toEqual({
      remaining: 50 - 2 * requested,
      reset: toTheMinuteEnd,
    });

    // The refused cost was given back: a cheaper query still fits this minute.
    const cheap = await post(integrator, '{ apiGuide { address } }');
    expect(cheap.status).toBe(200);
    expect(cheap.body.extensions.cost.remaining).toBe(
      50 - 2 * requested - cheap.body.extensions.cost.requested,
    );
  });

  test('every caller reads the cost of its operation in extensions', async () => {
    const reply = await post(t.client('api'), JOBS);
    const { requested } = reply.body.extensions.cost;
    expect(reply.body.extensions.cost).toEqual({
      requested,
      limit: QUERY_LIMITS.cost,
      remaining: QUERY_LIMITS.cost - requested,
    });
    const staff = await admin.request('POST', '/graphql', { json: { query: JOBS } });
    expect(staff.body.extensions.cost.requested).toBe(requested);
  });

  test('the limits are readable over the API, the figures the refusals use', async () => {
    const reply = await post(
      t.client('api'),
      '{ apiGuide { address explorerAddress limits { costPerRequest tokenRequestsPerMinute tokenCostPerMinute windowSeconds } } }',
    );
    expect(reply.body.data.apiGuide).toEqual({
      address: t.config.apiPublicUrl,
      explorerAddress: `${t.config.apiPublicUrl}/explorer`,
      limits: {
        costPerRequest: QUERY_LIMITS.cost,
        tokenRequestsPerMinute: 5,
        tokenCostPerMinute: 50,
        windowSeconds: 60,
      },
    });
  });
});

describe('refused tokens answer as RFC 6750 says, on /graphql and /api', () => {
  const INVALID = /^Bearer realm="devjobs", error="invalid_token", error_description="[^"]+"$/;

  const expectInvalid = async (authorization: string) => {
    const before = await jobCount();
    const client = t.client('api', { authorization });
    const rest = await client.post('/api/jobs', aJob());
    expect(rest.status).toBe(401);
    expect(rest.body.code).toBe('UNAUTHENTICATED');
    expect(rest.headers.get('www-authenticate')).toMatch(INVALID);
    const graphql = await post(client, CREATE_JOB, { input: aJobInput() });
    expect(graphql.status).toBe(401);
    expect(graphql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(graphql.body.errors[0].message).toBe(rest.body.message);
    expect(graphql.headers.get('www-authenticate')).toMatch(INVALID);
    expect(await jobCount()).toBe(before);
  };

  test.each([
    ['an empty bearer', 'Bearer '],
    ['a malformed token', 'Bearer devjobs_pat_short'],
    ['a forged token', `Bearer devjobs_pat_${randomBytes(32).toString('base64url')}`],
  ])('%s: 401 invalid_token, nothing written', async (_what, header) => {
    await expectInvalid(header);
  });

  test('a revoked token and an expired one: 401 invalid_token', async () => {
    const revoked = await aToken(admin, ['jobs:write']);
    await admin.gql(REVOKE_TOKEN, { id: revoked.id });
    await expectInvalid(`Bearer ${revoked.secret}`);
    const expiring = await aToken(admin, ['jobs:write'], { expiresInDays: 30 });
    clock.advance(30 * DAY_MS + MINUTE_MS);
    await expectInvalid(`Bearer ${expiring.secret}`);
  });

  test('no credentials on a staff route: 401 with the bare challenge', async () => {
    const reply = await t.client('api').get('/api/admin/stats');
    expect(reply.status).toBe(401);
    expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="devjobs"');
  });

  test('a scope the token lacks: 403 insufficient_scope naming it, in both shapes', async () => {
    const integrator = bearer(t, (await aToken(admin, ['jobs:read'])).secret);
    const before = await jobCount();
    const challenge = 'Bearer realm="devjobs", error="insufficient_scope", scope="jobs:write"';
    const graphql = await post(integrator, CREATE_JOB, { input: aJobInput() });
    expect(graphql.status).toBe(403);
    expect(graphql.headers.get('www-authenticate')).toBe(challenge);
    expect(graphql.body.errors[0]).toMatchObject({
      message: 'This API token lacks the jobs:write scope.',
      extensions: { code: 'FORBIDDEN', scope: 'jobs:write' },
    });
    const rest = await integrator.post('/api/jobs', aJob());
    expect(rest.status).toBe(403);
    expect(rest.body.code).toBe('FORBIDDEN');
    expect(rest.headers.get('www-authenticate')).toBe(challenge);
    expect(await jobCount()).toBe(before);
  });
});
