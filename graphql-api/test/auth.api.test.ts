import { User } from '../src/modules/users/user.entity';
import { TestClock, uniqueEmail, useTestApp } from './harness';

const clock = new TestClock();
const { t } = useTestApp({ clock, admin: false });

const userCount = () => t.db.getRepository(User).count();
const HASH_MARKERS = /passwordHash|scrypt\$/;

describe('signing up, in and out over REST', () => {
  test('a visitor signs up signed in, logs out, logs in, stays signed in, and logs out', async () => {
    const browser = t.client();
    const email = uniqueEmail();
    const signup = await browser.post('/api/auth/signup', {
      name: 'Asha Rao',
      email,
      password: 'correct-horse',
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({
      message: 'Account created',
      user: { name: 'Asha Rao', email, isAdmin: false },
    });
    // Signed in at once, as login does (decision 095): the next request is the new account's.
    expect(signup.headers.get('set-cookie')).toMatch(/devjobs_session=.+; .*HttpOnly/i);
    expect((await browser.get('/api/auth/me')).body.user.email).toBe(email);
    expect((await browser.post('/api/auth/logout')).status).toBe(200);

    const login = await browser.post('/api/auth/login', {
      email: email.toUpperCase(),
      password: 'correct-horse',
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ isAdmin: false, user: { email } });
    expect(login.headers.get('set-cookie')).toMatch(/devjobs_session=.+; .*HttpOnly/i);
    expect(login.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);

    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);

    const oldCookies = new Map(browser.cookies);
    expect((await browser.post('/api/auth/logout')).status).toBe(200);
    expect((await browser.get('/api/auth/me')).status).toBe(401);

    // The old cookie, replayed, is refused: the session was deleted on the server.
    const replay = t.client();
    for (const [k, v] of oldCookies) replay.cookies.set(k, v);
    const refused = await replay.get('/api/auth/me');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBeTruthy();
  });

  test('no response ever contains a password hash', async () => {
    const browser = t.client();
    const email = uniqueEmail();
    const replies = [
      await browser.post('/api/auth/signup', { name: 'N', email, password: 'password-1' }),
      await browser.post('/api/auth/login', { email, password: 'password-1' }),
      await browser.get('/api/auth/me'),
    ];
    const gql = await browser.gql('{ me { id name email isAdmin createdAt } }');
    // Each reply carries the user (an error reply would hold no hash either).
    expect(replies.map((r) => r.status)).toEqual([201, 200, 200]);
    for (const reply of replies)
      expect(reply.body.user).toMatchObject({ email, name: 'N', isAdmin: false });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.me).toMatchObject({ email, name: 'N', isAdmin: false });
    for (const reply of replies) expect(reply.text).not.toMatch(HASH_MARKERS);
    expect(JSON.stringify(gql)).not.toMatch(HASH_MARKERS);
    const introspection = await browser.gql('{ __type(name: "User") { fields { name } } }');
    expect(introspection.data.__type.fields.map((f: { name: string }) => f.name)).not.toContain(
      'passwordHash',
    );
  });
});

describe('bad signups are refused and create nothing', () => {
  const good = () => ({ name: 'Dev', email: uniqueEmail('bad'), password: 'long-enough' });
  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a missing email', { email: undefined }, 'email'],
    ['a blank email', { email: ' ' }, 'email'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['a missing password', { password: undefined }, 'password'],
    ['a password under 8 characters', { password: 'short12' }, 'password'],
  ];
  test.each(cases)('%s: 400 naming the field', async (_name, change, field) => {
    const before = await userCount();
    const reply = await t.client().post('/api/auth/signup', { ...good(), ...change });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field, code: 'BAD_USER_INPUT' });
    expect(reply.body.message).toEqual(expect.any(String));
    expect(await userCount()).toBe(before);
  });

  test('malformed JSON is a 400, not a crash', async () => {
    const before = await userCount();
    const reply = await t.client().request('POST', '/api/auth/signup', {
      body: '{"name": "x", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('The request body is not valid JSON.');
    expect(await userCount()).toBe(before);
  });

  test('a body over 1 MB is a 413', async () => {
    const before = await userCount();
    const reply = await t
      .client()
      .post('/api/auth/signup', { ...good(), name: 'x'.repeat(1_100_000) });
    expect(reply.status).toBe(413);
    expect(reply.body.message).toMatch(/too large/);
    expect(await userCount()).toBe(before);
  });

  test('a body that is not JSON is refused', async () => {
    const reply = await t.client().request('POST', '/api/auth/signup', {
      body: 'name=x&email=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBe(400);
  });

  test('a write from another site is refused (CSRF)', async () => {
    const before = await userCount();
    const reply = await t.client().request('POST', '/api/auth/signup', {
      json: good(),
      headers: { origin: 'https://evil.example' },
    });
    expect(reply.status).toBe(403);
    expect(await userCount()).toBe(before);
  });
});

describe('logging in', () => {
  test('a wrong password and an unknown email get the same 401 "Invalid credentials"', async () => {
    const user = await t.signIn('user');
    const wrong = await t
      .client()
      .post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await t
      .client()
      .post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'whatever-pw' });
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(401);
      expect(reply.body.message).toBe('Invalid credentials');
      expect(reply.headers.get('set-cookie')).toBeNull();
    }
  });

  test('more than 10 failed logins a minute from one IP for one email are rate limited (429), then allowed again', async () => {
    // A browser that signed in before: the account's own back-off leaves it alone (sessions.test.ts).
    const user = await t.signIn('user');
    const browser = user;
    for (let i = 0; i < 10; i++) {
      expect(
        (await browser.post('/api/auth/login', { email: user.email, password: `wrong-${i}` }))
          .status,
      ).toBe(401);
    }
    const limited = await browser.post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many attempts/);
    expect(limited.headers.get('set-cookie')).toBeNull();

    // Another email from the same IP is not affected.
    const other = await t.signIn('user');
    expect(other.cookies.has('devjobs_session')).toBe(true);

    clock.advance(61_000);
    expect(
      (await browser.post('/api/auth/login', { email: user.email, password: user.password }))
        .status,
    ).toBe(200);
  });

  test('an expired session is refused', async () => {
    const user = await t.signIn('user');
    expect((await user.get('/api/auth/me')).status).toBe(200);
    clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await user.get('/api/auth/me')).status).toBe(401);
  });
});

describe('the same accounts over GraphQL', () => {
  const SIGNUP =
    'mutation Signup($input: SignupInput!) { signup(input: $input) { id email isAdmin } }';
  const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { id email isAdmin } }';

  test('signup signs in; logout, login, me and logout', async () => {
    const browser = t.client();
    const email = uniqueEmail('gql');
    const signup = await browser.gql(SIGNUP, {
      input: { name: 'G', email, password: 'gql-password' },
    });
    expect(signup.data.signup).toMatchObject({ email, isAdmin: false });
    const me = await browser.gql('{ me { email emailConfirmed emailConfirmationPending } }');
    expect(me.data.me).toEqual({ email, emailConfirmed: false, emailConfirmationPending: true });
    expect((await browser.gql('mutation { logout }')).data.logout).toBe(true);
    const login = await browser.gql(LOGIN, { input: { email, password: 'gql-password' } });
    expect(login.data.login.email).toBe(email);
    expect((await browser.gql('{ me { email } }')).data.me.email).toBe(email);
    expect((await browser.gql('mutation { logout }')).data.logout).toBe(true);
    expect((await browser.gql('{ me { email } }')).data.me).toBeNull();
  });

  test('a signup with a taken address answers as a new one does, and its cookie signs no one in', async () => {
    const owner = await t.signIn('user');
    const stranger = t.client();
    const reply = await stranger.gql(SIGNUP, {
      input: { name: 'Not Them', email: owner.email, password: 'stranger-password' },
    });
    expect(reply.data.signup).toMatchObject({ email: owner.email, isAdmin: false });
    expect(stranger.cookies.size).toBeGreaterThan(0);
    expect((await stranger.gql('{ me { email } }')).data.me).toBeNull();
  });

  test("a signup on the admin console's origin makes the account but signs no one in there", async () => {
    const email = uniqueEmail('console');
    const browser = t.client('admin');
    const reply = await browser.gql(SIGNUP, {
      input: { name: 'C', email, password: 'console-password' },
    });
    expect(reply.data.signup).toMatchObject({ email });
    expect((await browser.gql('{ me { id } }')).data.me).toBeNull();
    const login = await t.client().gql(LOGIN, { input: { email, password: 'console-password' } });
    expect(login.data.login.email).toBe(email);
  });

  test('errors carry extensions.code and the field, and no stack trace', async () => {
    const bad = await t
      .client()
      .gql(SIGNUP, { input: { name: 'G', email: 'nope', password: 'gql-password' } });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Email must be a valid email address.',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    expect(JSON.stringify(bad)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
    const wrong = await t
      .client()
      .gql(LOGIN, { input: { email: uniqueEmail(), password: 'x-password' } });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Invalid credentials',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  test('the admin console login refuses a customer with FORBIDDEN and opens no session', async () => {
    const user = await t.signIn('user');
    const browser = t.client('admin');
    const reply = await browser.gql(LOGIN, {
      input: { email: user.email, password: user.password, adminOnly: true },
    });
    expect(reply.errors?.[0]).toMatchObject({
      message: 'Access Denied: Not an admin account.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(browser.cookies.size).toBe(0);
    expect((await browser.gql('{ me { id } }')).data.me).toBeNull();
  });

  test('an admin signs in on the console; the storefront does not take its session (decision 055)', async () => {
    const { email, password } = await t.signIn('admin');
    const adminConsole = t.client('admin');
    const reply = await adminConsole.gql(LOGIN, { input: { email, password, adminOnly: true } });
    expect(reply.data.login.isAdmin).toBe(true);
    // On localhost cookies ignore the port: the storefront receives the console's cookie, and reads none of it.
    const storefront = t.client('storefront');
    for (const [k, v] of adminConsole.cookies) storefront.cookies.set(k, v);
    expect((await storefront.gql('{ me { email isAdmin } }')).data.me).toBeNull();
  });
});
