import { TestClock, uniqueEmail, useTestApp, type Client, type Reply } from '../harness';
import { JobViewDaily } from '../../src/modules/jobs/job-view-daily.entity';
import { aJob } from '../jobs/job.factory';
import { User } from '../../src/modules/users/user.entity';

/**
 * Limits hold when a client sends everything at once (docs/decisions/008-rate-limits-under-parallel-requests.md):
 * each request counts itself in one atomic statement before the work it guards, so no burst gets past a limit,
 * nothing refused is stored, and nothing stored is answered as refused.
 */
jest.setTimeout(60_000); // bursts of password hashes on a shared, busy machine

const clock = new TestClock();
const { t, admin } = useTestApp({ clock });

/** A visitor's browser behind the proxy, at this client address. */
const from = (ip: string) => t.client('api', { 'x-forwarded-for': ip });
/** The status of one sign-in with these credentials. */
const loginStatus = (client: Client, email: string, password: string) =>
  client.post('/api/auth/login', { email, password }).then((r) => r.status);
const statuses = (replies: Reply[]) => {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
};

/**
 * A browser at `ip` that has signed in to the user's account before: it holds the device cookie,
 * so the account's back-off (sessions.test.ts) leaves it alone and the per-address limits show.
 */
async function signedInBefore(ip: string, user: { email: string; password: string }) {
  const browser = from(ip);
  const reply = await browser.post('/api/auth/login', {
    email: user.email,
    password: user.password,
  });
  expect(reply.status).toBe(200);
  return browser;
}

describe('logging in', () => {
  test('100 parallel wrong passwords for one account from one address get at most 10 password checks; the right password then waits a minute', async () => {
    const user = await t.signIn('user');
    const ip = '203.0.113.10';
    const replies = await Promise.all([
      ...Array.from({ length: 100 }, (_, i) =>
        from(ip).post('/api/auth/login', { email: user.email, password: `wrong-${i}` }),
      ),
      from(ip).post('/api/auth/login', { email: user.email, password: user.password }),
    ]);
    const counts = statuses(replies);
    expect(counts[500]).toBeUndefined();
    expect(Object.keys(counts).every((s) => ['200', '401', '429'].includes(s))).toBe(true);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(10);
    expect(counts[429]).toBeGreaterThanOrEqual(90);
    for (const r of replies.filter((r) => r.status === 401))
      expect(r.body.message).toBe('Invalid credentials');

    // The limit is used up: even the right password is refused, and no session is opened.
    const refused = await from(ip).post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(refused.status).toBe(429);
    // Refused by the address's limit for this email, or by the account's back-off (decision 055):
    // which of the two the burst used up first depends on the race.
    expect(refused.body).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^(Too many attempts\. Please wait a minute|Too many failed sign-ins for this account\. Please wait a moment) and try again\.$/,
      ),
    });
    expect(refused.headers.get('set-cookie')).toBeNull();

    clock.advance(61_000);
    expect(await loginStatus(from(ip), user.email, user.password)).toBe(200);
  });

  test('a signed-in user’s successful logins do not use up the failed-login allowance', async () => {
    const user = await t.signIn('user');
    const browser = await signedInBefore('203.0.113.11', user);
    for (let i = 0; i < 9; i++)
      expect(await loginStatus(browser, user.email, `typo-${i}`)).toBe(401);
    for (let i = 0; i < 5; i++)
      expect(await loginStatus(browser, user.email, user.password)).toBe(200);
    expect(await loginStatus(browser, user.email, 'one-more-typo')).toBe(401);
    expect(await loginStatus(browser, user.email, user.password)).toBe(429);
  });

  test('a successful sign-in gives back exactly its own hit on both counters: the email’s 10 and the address’s 30 failures stay available', async () => {
    clock.advance(61_000);
    const user = await t.signIn('user');
    const browser = await signedInBefore('203.0.113.14', user);
    const login = (email: string, password: string) => loginStatus(browser, email, password);
    for (let i = 0; i < 9; i++) expect(await login(user.email, `typo-${i}`)).toBe(401);
    for (let i = 0; i < 3; i++) expect(await login(user.email, user.password)).toBe(200);
    // Per email: 9 failures so far, so exactly one more is checked.
    expect(await login(user.email, 'typo-9')).toBe(401);
    expect(await login(user.email, 'typo-10')).toBe(429);
    // Per address: 10 failures so far (the refused one was not counted there), so exactly 20 more are checked.
    for (let i = 0; i < 20; i++)
      expect(await login(uniqueEmail('nobody'), 'whatever-pw')).toBe(401);
    expect(await login(uniqueEmail('nobody'), 'whatever-pw')).toBe(429);
  });

  test('a login refused by the address limit gives its email’s hit back: that email still gets 10 checks once the address’s window is over', async () => {
    clock.advance(61_000);
    const ip = '203.0.113.15';
    const user = await t.signIn('user');
    const browser = await signedInBefore(ip, user);
    for (let i = 0; i < 30; i++)
      expect(await loginStatus(browser, uniqueEmail('nobody'), 'whatever-pw')).toBe(401);
    clock.advance(30_000); // the address's window has 30 s left; the email's window starts now
    for (let i = 0; i < 10; i++)
      expect(await loginStatus(browser, user.email, `typo-${i}`)).toBe(429);
    clock.advance(31_000); // the address's window is over; the email's still runs
    for (let i = 0; i < 10; i++)
      expect(await loginStatus(browser, user.email, `typo-${i}`)).toBe(401);
    expect(await loginStatus(browser, user.email, user.password)).toBe(429);
  });

  test('parallel logins with random emails from one address are limited to 30 a minute before any password check; another address still signs in', async () => {
    clock.advance(61_000);
    const ip = '203.0.113.12';
    const replies = await Promise.all(
      Array.from({ length: 40 }, () =>
        from(ip).post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'whatever-pw' }),
      ),
    );
    expect(statuses(replies)).toEqual({ 401: 30, 429: 10 });

    const user = await t.signIn('user');
    expect(await loginStatus(from('198.51.100.12'), user.email, user.password)).toBe(200);
    expect(await loginStatus(from(ip), user.email, user.password)).toBe(429);
  });

  test('an email as long as allowed (254 characters) is counted like any other: 401, then 429, never a 500', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    const browser = from('203.0.113.13');
    // No account: the account's back-off (5 free failures) refuses first, as for any address.
    for (let i = 0; i < 5; i++) expect(await loginStatus(browser, email, `guess-${i}`)).toBe(401);
    expect(await loginStatus(browser, email, 'guess-10')).toBe(429);
  });
});

describe('signing up', () => {
  /** Accounts, once every signup answered so far has written its own (decision 079). */
  const userCount = async () => {
    await t.services.mail.settled();
    return t.db.getRepository(User).count();
  };
  const SIGNUP = (n: number) =>
    `mutation Flood { ${Array.from({ length: n }, (_, i) => `a${i}: signup(input: { name: "Bot ${i}", email: "${uniqueEmail('bot')}", password: "password-${i}" }) { id }`).join(' ')} }`;

  test('one address creates at most 20 accounts an hour, even in parallel; another address still signs up', async () => {
    const ip = '203.0.113.20';
    const before = await userCount();
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        from(ip).post('/api/auth/signup', {
          name: `Flood ${i}`,
          email: uniqueEmail('flood'),
          password: 'long-enough',
        }),
      ),
    );
    expect(statuses(replies)).toEqual({ 201: 20, 429: 10 });
    const refused = replies.find((r) => r.status === 429)!;
    expect(refused.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many accounts were created from this network. Please try again in an hour.',
    });
    expect(await userCount()).toBe(before + 20);

    expect(
      (
        await from('198.51.100.20').post('/api/auth/signup', {
          name: 'Neighbour',
          email: uniqueEmail(),
          password: 'long-enough',
        })
      ).status,
    ).toBe(201);
    clock.advance(60 * 60_000 + 1);
    expect(
      (
        await from(ip).post('/api/auth/signup', {
          name: 'Next hour',
          email: uniqueEmail(),
          password: 'long-enough',
        })
      ).status,
    ).toBe(201);
  });

  test('aliased signups in GraphQL requests count one by one: 15, then 5 of the next 10, then RATE_LIMITED', async () => {
    const before = await userCount();
    const first = await from('203.0.113.21').gql(SIGNUP(15));
    expect(first.errors).toBeUndefined();
    const second = await from('203.0.113.21').gql(SIGNUP(10));
    // Mutations run in order; the 21st signup of the hour is refused, and a refused non-null field ends the request.
    expect(second.errors).toEqual([
      expect.objectContaining({ path: ['a5'], extensions: { code: 'RATE_LIMITED' } }),
    ]);
    expect(await userCount()).toBe(before + 20);
  });
});

describe('sending feedback', () => {
  test('60 parallel suggestions from one address: exactly 20 stored and answered 201, 40 refused with 429, and the admin list shows the 20', async () => {
    const marker = `burst-${Date.now()}`;
    const ip = '203.0.113.30';
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        from(ip).post('/api/suggestions', { suggestion: `${marker} idea ${i}` }),
      ),
    );
    expect(statuses(replies)).toEqual({ 201: 20, 429: 40 });

    const listed = await admin.get('/api/suggestions');
    const mine = listed.body.filter((s: { suggestion: string }) => s.suggestion.startsWith(marker));
    expect(mine).toHaveLength(20);
    const acknowledged = replies.filter((r) => r.status === 201).map((r) => r.body.id);
    expect(mine.map((s: { id: string }) => s.id).sort()).toEqual(acknowledged.sort());
  });
});

describe('counting job views', () => {
  const VIEW = 'mutation RecordJobView($id: ID!) { recordJobView(id: $id) { id views } }';
  const dailyViews = async (jobId: string) =>
    (await t.db.getRepository(JobViewDaily).findBy({ jobId })).reduce(
      (sum, row) => sum + row.count,
      0,
    );
  const viewsOf = async (job: { id: string; title: string }) =>
    (await t.client().get(`/api/jobs?q=${encodeURIComponent(job.title)}`)).body.find(
      (j: { id: string }) => j.id === job.id,
    )?.views;

  test('a loop of views from one address stops counting at 60 a minute; the job and the daily stats show exactly what was acknowledged; another address still counts', async () => {
    clock.advance(61_000);
    const job = (await admin.post('/api/jobs', aJob())).body;
    const ip = '203.0.113.40';
    const replies = await Promise.all(
      Array.from({ length: 80 }, () => from(ip).post(`/api/jobs/${job.id}/view`)),
    );
    expect(statuses(replies)).toEqual({ 200: 60, 429: 20 });
    expect(replies.find((r) => r.status === 429)!.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many job views from this network. Please try again in a minute.',
    });
    // Each acknowledged view answered the count its own write made.
    expect(
      replies
        .filter((r) => r.status === 200)
        .map((r) => r.body.views)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(await viewsOf(job)).toBe(60);
    expect(await dailyViews(job.id)).toBe(60);

    const overGraphql = await from(ip).gql(VIEW, { id: job.id });
    expect(overGraphql.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    const elsewhere = await from('198.51.100.40').gql(VIEW, { id: job.id });
    expect(elsewhere.data.recordJobView).toEqual({ id: job.id, views: 61 });
    clock.advance(61_000);
    expect((await from(ip).post(`/api/jobs/${job.id}/view`)).body).toEqual({
      id: job.id,
      views: 62,
    });
    expect(await dailyViews(job.id)).toBe(62);
  });

  test('views racing the job’s deletion are answered 200 exactly when they were counted', async () => {
    const job = (await admin.post('/api/jobs', aJob())).body;
    const views = Array.from({ length: 30 }, (_, i) =>
      from(`192.0.2.${i + 1}`).post(`/api/jobs/${job.id}/view`),
    );
    const deleted = admin.delete(`/api/jobs/${job.id}`);
    const replies = await Promise.all(views);
    expect((await deleted).status).toBe(200);
    expect(replies.every((r) => r.status === 200 || r.status === 404)).toBe(true);
    expect(await dailyViews(job.id)).toBe(replies.filter((r) => r.status === 200).length);
  });
});
