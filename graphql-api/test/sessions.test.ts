import { randomBytes, scryptSync } from 'node:crypto';
import { createAdminCommand } from '../src/cli/create-admin';
import { prepareData } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { User } from '../src/modules/users/user.entity';
import {
  commandLineEnv,
  recordingConsole,
  slowPasswordHash,
  TestClock,
  uniqueEmail,
  useTestApp,
  signedIn,
  staffFromCommandLine,
} from './harness';

/**
 * Sessions that end when they should, and the admin console's own cookie (decision 055): through
 * REST, GraphQL, the command line and start-up, on the app's three origins.
 */
const clock = new TestClock();
const { t } = useTestApp({ clock, admin: false });

const ADMIN_QUERY = '{ suggestions(first: 1) { edges { node { id } } } }';
const MINUTE = 60_000;

async function customer(site: 'api' | 'storefront' = 'storefront') {
  const email = uniqueEmail('customer');
  const password = 'customer-password';
  // Signup signs the browser in (decision 095): its one session.
  const browser = t.client(site);
  const signup = await browser.post('/api/auth/signup', { name: 'Customer', email, password });
  expect(signup.status).toBe(201);
  expect((await browser.get('/api/auth/me')).status).toBe(200);
  return { browser, email, password };
}

async function staff() {
  const { email, password } = await staffFromCommandLine(t, 'staff-password');
  const console = t.client('admin');
  const login = await console.post('/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return { console, email, password, login };
}

describe('promotion, demotion and new passwords end sessions', () => {
  test('a customer account is promoted only on purpose, and its old sessions end then', async () => {
    const { browser, email } = await customer();
    const { out, error } = recordingConsole();

    expect(await createAdminCommand([email, 'admin-password-1'], commandLineEnv(t), out)).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/--promote-existing/));
    expect((await t.services.users.findByEmail(email))!.isAdmin).toBe(false);
    expect(await signedIn(browser)).toBe(true);

    expect(
      await createAdminCommand(
        [email, 'admin-password-1', '--promote-existing'],
        commandLineEnv(t),
        out,
      ),
    ).toBe(0);
    expect((await t.services.users.findByEmail(email))!.isAdmin).toBe(true);
    // The cookie held from before the promotion is worth nothing now, on either origin.
    expect(await signedIn(browser)).toBe(false);
    const replayed = t.client('admin');
    replayed.cookies.set('devjobs_admin', browser.cookies.get('devjobs_session') ?? 'gone');
    expect((await replayed.gql(ADMIN_QUERY)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // The promotion is in the audit log, as the command line's (decision 056).
    const { console: auditor } = await staff();
    const log = await auditor.gql(
      `{ auditEntries(filter: { kind: "admin.promote" }, first: 50) { edges { node { actor targetLabel ip } } } }`,
    );
    expect(log.data.auditEntries.edges.map((e: { node: unknown }) => e.node)).toContainEqual({
      actor: 'cli',
      targetLabel: email,
      ip: null,
    });
  });

  test("start-up refuses to make ADMIN_EMAIL's customer account an admin, with one line", async () => {
    const { email, browser } = await customer();
    const config = loadConfig({
      ...commandLineEnv(t),
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: 'admin-pass-2',
    });
    await expect(prepareData({ config, services: t.services })).rejects.toThrow(
      new RegExp(`^ADMIN_EMAIL ${email} is an existing customer account: .*--promote-existing`),
    );
    expect((await t.services.users.findByEmail(email))!.isAdmin).toBe(false);
    expect(await signedIn(browser)).toBe(true);
  });

  test("a new ADMIN_PASSWORD ends that admin's sessions; the same one at the next start keeps them", async () => {
    const { console: admin, email, password } = await staff();
    const config = (pw: string) =>
      loadConfig({ ...commandLineEnv(t), ADMIN_EMAIL: email, ADMIN_PASSWORD: pw });

    await prepareData({ config: config(password), services: t.services });
    expect(await signedIn(admin)).toBe(true);

    await prepareData({ config: config('rotated-password'), services: t.services });
    expect(await signedIn(admin)).toBe(false);
    const again = t.client('admin');
    expect((await again.post('/api/auth/login', { email, password })).status).toBe(401);
    expect(
      (await again.post('/api/auth/login', { email, password: 'rotated-password' })).status,
    ).toBe(200);
  });

  test("while an admin's old password is being checked for a new one, the site's other writes go on", async () => {
    const { console: admin, email } = await staff();
    const user = (await t.services.users.findByEmail(email))!;
    await t.services.users.update(user, { passwordHash: slowPasswordHash(64) });
    const { browser } = await customer();
    const done: string[] = [];

    const upsert = t.services.auth
      .upsertAdmin({ email, password: 'rotated-password', by: 'cli' })
      .finally(() => done.push('admin'));
    const logout = browser.post('/api/auth/logout').finally(() => done.push('logout'));
    expect((await logout).status).toBe(200);
    expect((await upsert).change).toBe('password');
    // The sign-out was written while the check ran, not held until the admin's unit of work ended
    // (on SQLite every write takes its turn with the units, decision 060).
    expect(done).toEqual(['logout', 'admin']);
    expect(await signedIn(browser)).toBe(false);
    expect(await signedIn(admin)).toBe(false);
  });

  test('an admin demoted (another ADMIN_EMAIL set) is signed out of the console and the storefront', async () => {
    const { console: admin, email, password } = await staff();
    const shop = t.client('storefront');
    expect((await shop.post('/api/auth/login', { email, password })).status).toBe(200);

    expect(await t.services.auth.revokeAdmin(email, 'start-up')).toBe(true);
    expect(await signedIn(admin)).toBe(false);
    expect(await signedIn(shop)).toBe(false);
    expect((await t.services.users.findByEmail(email))!.isAdmin).toBe(false);
  });

  test('"Sign out everywhere" ends every session of the user, this one included', async () => {
    const { browser, email, password } = await customer();
    const phone = t.client('storefront');
    expect((await phone.post('/api/auth/login', { email, password })).status).toBe(200);
    const other = await customer();

    const reply = await phone.gql('mutation { signOutEverywhere }');
    expect(reply.data.signOutEverywhere).toBe(2);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(browser)).toBe(false);
    expect(await signedIn(other.browser)).toBe(true);

    expect((await t.client().post('/api/auth/logout-everywhere')).status).toBe(401);
    const rest = await other.browser.post('/api/auth/logout-everywhere');
    expect(rest.body).toEqual({ message: 'Signed out everywhere', sessionsEnded: 1 });
    expect(await signedIn(other.browser)).toBe(false);
  });
});

describe("the admin console's own session", () => {
  test('is a host-only, SameSite=Strict, HttpOnly cookie of the console, and the storefront does not read it', async () => {
    const { console: admin, login } = await staff();
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('devjobs_admin='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(login.headers.getSetCookie().some((c) => c.startsWith('devjobs_session='))).toBe(false);
    expect((await admin.gql(ADMIN_QUERY)).errors).toBeUndefined();

    const shop = t.client('storefront');
    shop.cookies.set('devjobs_admin', admin.cookies.get('devjobs_admin')!);
    expect((await shop.gql('{ me { id } }')).data.me).toBeNull();
  });

  test("a storefront session, even an admin's, grants no admin operation on any origin", async () => {
    const { email, password } = await staff();
    // The storefront's cookie, scoped to the parent domain in production, reaches every subdomain.
    const shop = t.client('storefront');
    expect((await shop.post('/api/auth/login', { email, password })).status).toBe(200);
    const me = await shop.gql('{ me { email isAdmin } }');
    expect(me.data.me).toEqual({ email, isAdmin: true }); // the storefront shows its Dashboard link
    expect((await shop.gql(ADMIN_QUERY)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await shop.delete('/api/jobs/no-such-job')).status).toBe(403);
    expect((await shop.get('/api/admin/stats')).status).toBe(403);

    const api = t.client('api');
    api.cookies.set('devjobs_session', shop.cookies.get('devjobs_session')!);
    expect((await api.gql(ADMIN_QUERY)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const consoleOrigin = t.client('admin');
    consoleOrigin.cookies.set('devjobs_session', shop.cookies.get('devjobs_session')!);
    expect((await consoleOrigin.gql(ADMIN_QUERY)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await consoleOrigin.gql('{ me { id } }')).data.me).toBeNull();
  });

  test('a customer cannot sign in to the console', async () => {
    const { email, password } = await customer();
    const reply = await t.client('admin').post('/api/auth/login', { email, password });
    expect(reply.status).toBe(403);
    expect(reply.headers.getSetCookie()).toEqual([]);
  });

  test('ends after 30 minutes idle, and the console can say so', async () => {
    const { console: admin } = await staff();
    clock.advance(20 * MINUTE);
    expect((await admin.gql(ADMIN_QUERY)).errors).toBeUndefined(); // a request keeps it alive
    clock.advance(20 * MINUTE);
    expect((await admin.gql(ADMIN_QUERY)).errors).toBeUndefined();
    clock.advance(31 * MINUTE);
    const reply = await admin.request('POST', '/graphql', { json: { query: ADMIN_QUERY } });
    expect(reply.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const set = reply.headers.getSetCookie();
    expect(set.find((c) => c.startsWith('devjobs_admin_ended='))).toMatch(
      /^devjobs_admin_ended=idle;/,
    );
    expect(set.find((c) => c.startsWith('devjobs_admin_ended='))).not.toMatch(/HttpOnly/i);
    expect(admin.cookies.has('devjobs_admin')).toBe(false);
  });

  test('ends 12 hours after sign-in however busy', async () => {
    const { console: admin } = await staff();
    for (let i = 0; i < 24; i++) {
      clock.advance(29 * MINUTE);
      expect((await admin.gql(ADMIN_QUERY)).errors).toBeUndefined();
    }
    clock.advance(29 * MINUTE); // 12 h 25 min after sign-in, 29 min after the last request
    const reply = await admin.request('POST', '/graphql', { json: { query: ADMIN_QUERY } });
    expect(reply.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(reply.headers.getSetCookie().join()).toMatch(/devjobs_admin_ended=expired/);
  });

  test('in production the cookie is __Host- prefixed and Secure', async () => {
    const { sessionCookieNames } = await import('../src/http/session');
    const production = loadConfig({
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'long-enough-password',
      SEED_DEMO: '0',
      DOWNLOAD_SECRET: 'x'.repeat(48),
      SECRETS_KEY: 'c2VjcmV0cy1rZXktZm9yLXRlc3RzLW5vdC1wcm9kISE=',
      MAIL: 'off',
    });
    expect(sessionCookieNames('admin', production).session).toBe('__Host-devjobs_admin');
    expect(sessionCookieNames('customer', production).session).toBe('devjobs_session');
  });

  test('two session cookies of one name (one planted by another host of the domain) sign no one in', async () => {
    const { browser } = await customer();
    const planted = await customer();
    const both = t.client('storefront', {
      cookie: `devjobs_session=${planted.browser.cookies.get('devjobs_session')}; devjobs_session=${browser.cookies.get('devjobs_session')}`,
    });
    expect((await both.gql('{ me { email } }')).data.me).toBeNull();
  });
});

describe('login attempts per account', () => {
  const from = (ip: string) => t.client('storefront', { 'x-forwarded-for': ip });

  test('failures from many addresses slow that account down, never lock out a browser that signed in before', async () => {
    const { email, password, browser: owner } = await customer();
    for (let i = 1; i <= 5; i++) {
      const reply = await from(`203.0.113.${i}`).post('/api/auth/login', {
        email,
        password: 'wrong-guess',
      });
      expect(reply.status).toBe(401);
    }
    // The sixth waits a second after the fifth, the seventh two after the sixth, and so on.
    const held = await from('203.0.113.7').post('/api/auth/login', { email, password });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(held.body.code).toBe('RATE_LIMITED');

    // The owner's browser holds the device cookie of its earlier sign-in: not held back.
    expect((await owner.post('/api/auth/login', { email, password })).status).toBe(200);
    // That success starts the count over for everyone.
    expect((await from('203.0.113.8').post('/api/auth/login', { email, password })).status).toBe(
      200,
    );
  });

  test('the wait doubles and is over after it', async () => {
    const { email, password } = await customer();
    for (let i = 1; i <= 7; i++) {
      clock.advance(5 * MINUTE);
      await from(`198.51.100.${i}`).post('/api/auth/login', { email, password: 'wrong-guess' });
    }
    const held = await from('198.51.100.50').post('/api/auth/login', { email, password });
    expect(held.status).toBe(429);
    // 1 s × 2^(7 − 5); on MySQL up to a second more, as its datetime holds whole seconds.
    const wait = Number(held.headers.get('retry-after'));
    expect(t.config.databaseUrl ? [4, 5] : [4]).toContain(wait);
    clock.advance(wait * 1000);
    expect((await from('198.51.100.51').post('/api/auth/login', { email, password })).status).toBe(
      200,
    );
  });

  test('an address with no account is slowed down the same way', async () => {
    const email = uniqueEmail('nobody');
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++)
      statuses.push(
        (await from(`192.0.2.${i}`).post('/api/auth/login', { email, password: 'wrong-guess' }))
          .status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    clock.advance(2000); // the wait is 1 s (on MySQL up to 2 s: whole seconds)
    expect(
      (await from('192.0.2.9').post('/api/auth/login', { email, password: 'wrong-guess' })).status,
    ).toBe(401);
  });
});

describe('addresses with an account are not told apart', () => {
  test('signing up with a taken address answers as a new one does, and changes nothing', async () => {
    const { email } = await customer();
    const before = await t.db.getRepository(User).count();
    const fresh = await t.client().post('/api/auth/signup', {
      name: 'Someone',
      email: uniqueEmail('fresh'),
      password: 'some-password',
    });
    const taken = await t.client().post('/api/auth/signup', {
      name: 'Someone',
      email: email.toUpperCase(),
      password: 'some-password',
    });
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(Object.keys(taken.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    expect(taken.body.user).toMatchObject({ email, name: 'Someone', isAdmin: false });
    expect(await t.db.getRepository(User).count()).toBe(before + 1);
    // The account's own password still signs in; the signup's does not.
    expect(
      (await t.client().post('/api/auth/login', { email, password: 'some-password' })).status,
    ).toBe(401);
  });
});

describe('password hashes', () => {
  test('are Argon2id at 19 MiB, 2 passes; a scrypt hash from before is made again at the next login', async () => {
    const email = uniqueEmail('hashes');
    const signup = await t
      .client()
      .post('/api/auth/signup', { name: 'Hash', email, password: 'long-password' });
    expect(signup.status).toBe(201);
    await t.services.mail.settled(email); // the account is written just after the answer
    const stored = async () => (await t.services.users.findByEmail(email))!.passwordHash;
    expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // A hash as the API made them before (scrypt, N = 2^14) still signs in, and is replaced.
    const salt = randomBytes(16);
    const key = scryptSync('older-password', salt, 64, { N: 16384, r: 8, p: 1 });
    const old = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    const user = (await t.services.users.findByEmail(email))!;
    await t.services.users.update(user, { passwordHash: old });
    const browser = t.client('storefront');
    expect(
      (await browser.post('/api/auth/login', { email, password: 'older-password' })).status,
    ).toBe(200);
    expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await signedIn(browser)).toBe(true); // the upgrade ends no session
    expect(
      (await t.client().post('/api/auth/login', { email, password: 'older-password' })).status,
    ).toBe(200);
    expect(
      (await t.client().post('/api/auth/login', { email, password: 'long-password' })).status,
    ).toBe(401);
  });
});
