import { createHash, randomBytes } from 'node:crypto';
import { ApiToken } from '../../src/modules/api-tokens/api-token.entity';
import { AuditEntry } from '../../src/modules/audit/audit.entity';
import { Session } from '../../src/modules/auth/session.entity';
import { Job } from '../../src/modules/jobs/job.entity';
import { DAY_MS, MINUTE_MS, TestClock, useTestApp } from '../harness';
import { aJob, aJobInput } from '../jobs/job.factory';
import { aToken, bearer, CREATE_TOKEN, LIST_TOKENS, REVOKE_TOKEN } from './api-token.factory';

const clock = new TestClock();
const { t, admin } = useTestApp({ clock });

const CREATE_JOB =
  'mutation CreateJob($input: JobInput!) { createJob(input: $input) { id title } }';
const SAVE_JOB = 'mutation Save($jobId: ID!) { saveJob(jobId: $jobId) { id } }';
const STATS = 'query Stats { adminStats { totalUsers } }';
const jobCount = () => t.db.getRepository(Job).count();
const tokenCount = () => t.db.getRepository(ApiToken).count();
const listed = async (id: string) =>
  (await admin.gql(LIST_TOKENS)).data.apiTokens.edges
    .map((e: { node: { id: string } }) => e.node)
    .find((n: { id: string }) => n.id === id);

describe('staff make API tokens on the console', () => {
  test('a token is shown once with its prefix, listed without its secret and stored as a hash', async () => {
    const reply = await admin.gql(CREATE_TOKEN, {
      input: { name: '  Jobs sync ', scopes: ['jobs:write', 'jobs:read'], expiresInDays: 90 },
    });
    expect(reply.errors).toBeUndefined();
    const { secret, token } = reply.data.createApiToken;
    expect(secret).toMatch(/^devjobs_pat_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'Jobs sync',
      scopes: ['jobs:read', 'jobs:write'],
      state: 'ACTIVE',
      lastUsedAt: null,
      revokedAt: null,
    });
    const days = (Date.parse(token.expiresAt) - Date.parse(token.createdAt)) / DAY_MS;
    expect(days).toBe(90);
    const row = await t.db.getRepository(ApiToken).findOneByOrFail({ id: token.id });
    expect(row.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(await admin.gql(LIST_TOKENS))).not.toContain(secret);
    expect(await listed(token.id)).toMatchObject({ name: 'Jobs sync', state: 'ACTIVE' });
    const entry = await t.db.getRepository(AuditEntry).findOneByOrFail({ targetId: token.id });
    expect(entry).toMatchObject({ kind: 'api-token.create', actor: admin.email });
  });

  test.each([
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(81) }],
    ['scopes', { scopes: [] }],
    ['scopes', { scopes: ['jobs:read', 'admin:all'] }],
    ['expiresInDays', { expiresInDays: 7 }],
  ])('a bad %s is refused naming it, and no token is made', async (field, bad) => {
    const before = await tokenCount();
    const input = { name: 'Bad token', scopes: ['jobs:read'], expiresInDays: 30, ...bad };
    const reply = await admin.gql(CREATE_TOKEN, { input });
    expect(reply.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await tokenCount()).toBe(before);
  });

  test('a customer cannot make, list or revoke tokens, and neither can a token', async () => {
    const customer = await t.signIn('user');
    const input = { name: 'Mine', scopes: ['jobs:read'], expiresInDays: 30 };
    expect((await customer.gql(CREATE_TOKEN, { input })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    const all = await aToken(admin, ['jobs:read', 'jobs:write', 'stats:read']);
    const integrator = bearer(t, all.secret);
    const before = await tokenCount();
    for (const [doc, vars] of [
      [CREATE_TOKEN, { input }],
      [LIST_TOKENS, {}],
      [REVOKE_TOKEN, { id: all.id }],
    ] as const) {
      const reply = await integrator.gql(doc, vars);
      expect(reply.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await tokenCount()).toBe(before);
    expect((await listed(all.id)).state).toBe('ACTIVE');
  });
});

describe('a token on the API', () => {
  test('it writes jobs over GraphQL and REST, audited under its name, with no cookie set', async () => {
    const { name, secret } = await aToken(admin, ['jobs:write']);
    const integrator = bearer(t, secret);
    const viaGraphql = await integrator.request('POST', '/graphql', {
      json: { query: CREATE_JOB, variables: { input: aJobInput({ title: 'Token Job' }) } },
    });
    expect(viaGraphql.body.errors).toBeUndefined();
    expect(viaGraphql.headers.get('set-cookie')).toBeNull();
    const viaRest = await integrator.post('/api/jobs', aJob({ title: 'Token REST Job' }));
    expect(viaRest.status).toBe(201);
    expect(viaRest.headers.get('set-cookie')).toBeNull();
    const entries = await t.db.getRepository(AuditEntry).findBy({ actor: `API token: ${name}` });
    expect(entries.map((e) => [e.kind, e.targetLabel]).sort()).toEqual([
      ['job.create', 'Token Job'],
      ['job.create', 'Token REST Job'],
    ]);
    expect(entries[0].ip).toMatch(/127\.0\.0\.1/);
  });

  test('a jobs:read token cannot write: FORBIDDEN naming the scope, nothing written', async () => {
    const integrator = bearer(t, (await aToken(admin, ['jobs:read'])).secret);
    const before = await jobCount();
    const reply = await integrator.gql(CREATE_JOB, { input: aJobInput() });
    expect(reply.errors?.[0]).toMatchObject({
      message: 'This API token lacks the jobs:write scope.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await integrator.post('/api/jobs', aJob())).status).toBe(403);
    expect(await jobCount()).toBe(before);
    expect(
      (await integrator.gql('query { jobs(first: 1) { totalCount } }')).errors,
    ).toBeUndefined();
  });

  test('a token is no account: saving a job, buying and account changes are refused', async () => {
    const integrator = bearer(t, (await aToken(admin, ['jobs:read', 'jobs:write'])).secret);
    const job = await t.services.jobs.create(
      { id: 'system', isAdmin: true },
      aJob({ title: 'Not Saved' }),
    );
    expect((await integrator.gql(SAVE_JOB, { jobId: job.id })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    const order = await integrator.post('/api/create-razorpay-order', {
      amount: 4000,
      currency: 'INR',
      receipt: 'token',
      pdfId: 'react-handwritten-notes',
    });
    expect(order.status).toBe(403);
    expect((await integrator.post('/api/auth/logout-everywhere')).status).toBe(403);
    expect((await integrator.get('/api/auth/me')).status).toBe(401);
  });

  test('a token cannot sign in: refused before the password is checked, no session, no cookie', async () => {
    const integrator = bearer(t, (await aToken(admin, ['stats:read'])).secret);
    const sessions = () => t.db.getRepository(Session).count();
    const before = await sessions();
    const login = await integrator.request('POST', '/graphql', {
      json: {
        query: 'mutation L($input: LoginInput!) { login(input: $input) { id } }',
        variables: { input: { email: admin.email, password: admin.password } },
      },
    });
    expect(login.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(login.headers.get('set-cookie')).toBeNull();
    const rest = await integrator.post('/api/auth/login', {
      email: admin.email,
      password: admin.password,
    });
    expect(rest.status).toBe(403);
    expect(rest.headers.get('set-cookie')).toBeNull();
    expect(await sessions()).toBe(before);
  });

  test('a revoked token is refused at once, and an expired one as soon as it expires', async () => {
    const revoked = await aToken(admin, ['stats:read']);
    const integrator = bearer(t, revoked.secret);
    expect((await integrator.gql(STATS)).errors).toBeUndefined();
    const revoke = await admin.gql(REVOKE_TOKEN, { id: revoked.id });
    expect(revoke.data.revokeApiToken.state).toBe('REVOKED');
    const refused = await integrator.gql(STATS);
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await integrator.get('/api/admin/stats')).status).toBe(401);

    const expiring = await aToken(admin, ['stats:read'], { expiresInDays: 30 });
    const later = bearer(t, expiring.secret);
    expect((await later.get('/api/admin/stats')).status).toBe(200);
    clock.advance(30 * DAY_MS + MINUTE_MS);
    expect((await later.get('/api/admin/stats')).status).toBe(401);
    expect((await listed(expiring.id)).state).toBe('EXPIRED');
  });

  test.each([
    ['a malformed token', 'Bearer devjobs_pat_short'],
    ['a forged token', `Bearer devjobs_pat_${randomBytes(32).toString('base64url')}`],
    ['no token', 'Bearer '],
  ])('%s is refused with 401 and nothing changes', async (_what, header) => {
    const before = await jobCount();
    const client = t.client('api', { authorization: header });
    const reply = await client.post('/api/jobs', aJob());
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('UNAUTHENTICATED');
    expect(reply.headers.get('set-cookie')).toBeNull();
    expect((await client.gql(CREATE_JOB, { input: aJobInput() })).status).toBe(401);
    expect(await jobCount()).toBe(before);
  });

  test('a token on the storefront or the console origin is refused', async () => {
    const { secret } = await aToken(admin, ['stats:read']);
    for (const site of ['storefront', 'admin'] as const)
      expect((await bearer(t, secret, site).get('/api/admin/stats')).status).toBe(401);
  });

  test("another scheme's header (a proxy's Basic sign-in) is no token: the cookie decides", async () => {
    const basic = { authorization: 'Basic dXNlcjpwYXNz' };
    expect((await admin.request('GET', '/api/admin/stats', { headers: basic })).status).toBe(200);
    const before = await jobCount();
    const anonymous = t.client('api', basic);
    expect((await anonymous.post('/api/jobs', aJob())).status).toBe(401);
    const reply = await anonymous.gql(CREATE_JOB, { input: aJobInput() });
    expect(reply.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await jobCount()).toBe(before);
  });

  test('last use is listed with its address, written at most once a minute', async () => {
    const token = await aToken(admin, ['stats:read']);
    const integrator = bearer(t, token.secret);
    expect((await listed(token.id)).lastUsedAt).toBeNull();
    await integrator.get('/api/admin/stats');
    const first = await listed(token.id);
    expect(first.lastUsedIp).toMatch(/127\.0\.0\.1/);
    expect(first.lastUsedAt).not.toBeNull();
    clock.advance(30_000);
    await integrator.get('/api/admin/stats');
    expect((await listed(token.id)).lastUsedAt).toBe(first.lastUsedAt);
    clock.advance(31_000);
    await integrator.get('/api/admin/stats');
    expect(Date.parse((await listed(token.id)).lastUsedAt)).toBeGreaterThan(
      Date.parse(first.lastUsedAt),
    );
  });
});
