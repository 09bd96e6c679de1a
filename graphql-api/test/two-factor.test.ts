import { resetTwoFactorCommand } from '../src/cli/reset-two-factor';
import { ConfigError, loadConfig } from '../src/config';
import {
  type Client,
  commandLineEnv,
  recordingConsole,
  type TestApp,
  TestClock,
  startTestApp,
  uniqueEmail,
  useTestApp,
  signedIn,
} from './harness';
import { useStorefrontBundle } from './storefront-bundle';
import { authenticatorOn } from './two-factor.fixtures';

/**
 * Two-factor sign-in (decision 064, docs/product.md#two-factor-sign-in): enrolment, the second
 * step of sign-in over GraphQL, REST and the form without JavaScript, recovery codes, limits, the
 * staff requirement and the command line's reset. Codes are made from the secret enrolment showed,
 * as an authenticator app would. On both databases.
 */
const clock = new TestClock();
// The code form is a page of the storefront: its server bundle, built from source.
const bundle = useStorefrontBundle();
const { t, admin } = useTestApp({ clock, env: bundle.env });

const START =
  'mutation ($currentPassword: String) { startTwoFactorEnrolment(currentPassword: $currentPassword) { secret uri qrCode } }';
const CONFIRM =
  'mutation ($code: String!) { confirmTwoFactorEnrolment(code: $code) { recoveryCodes user { id email } } }';
const STATUS = '{ twoFactorStatus { enabled enabledAt recoveryCodesLeft required } }';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { id email } }';
const COMPLETE = 'mutation ($code: String!) { completeSignIn(code: $code) { id email } }';

const { codeOf, nextStep, turnOn } = authenticatorOn(clock);

/** A customer with two-factor sign-in on: the secret, the recovery codes, a signed-in browser. */
async function enrolledCustomer() {
  const email = uniqueEmail('careful');
  const password = 'careful-password-1';
  await t.client().post('/api/auth/signup', { name: 'Careful Customer', email, password });
  const browser = t.client('storefront');
  expect((await browser.post('/api/auth/login', { email, password })).status).toBe(200);
  const { secret, recoveryCodes } = await turnOn(browser, password);
  return {
    email,
    password,
    secret,
    browser,
    recoveryCodes,
  };
}

async function auditKinds(targetLabel: string): Promise<{ kind: string; actor: string }[]> {
  const { data, errors } = await admin.gql(
    '{ auditEntries(first: 100) { edges { node { kind actor targetLabel } } } }',
  );
  expect(errors).toBeUndefined();
  return data.auditEntries.edges
    .map((e: { node: { kind: string; actor: string; targetLabel: string } }) => e.node)
    .filter((n: { targetLabel: string }) => n.targetLabel === targetLabel)
    .map(({ kind, actor }: { kind: string; actor: string }) => ({ kind, actor }));
}

describe('turning it on', () => {
  test('a signed-in customer gets a secret with its QR code, confirms with a code and receives ten recovery codes once', async () => {
    const email = uniqueEmail('enrol');
    await t.client().post('/api/auth/signup', { name: 'E', email, password: 'enrol-password-1' });
    const browser = t.client('storefront');
    await browser.post('/api/auth/login', { email, password: 'enrol-password-1' });

    const started = (await browser.gql(START, { currentPassword: 'enrol-password-1' })).data
      .startTwoFactorEnrolment;
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/DevJobs:.+\?.*secret=/);
    expect(started.uri).toContain(encodeURIComponent(email));
    expect(started.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(started.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    expect((await browser.gql(STATUS)).data.twoFactorStatus).toMatchObject({ enabled: false });

    const wrong = await browser.gql(CONFIRM, { code: codeOf(started.secret, 5) });
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    const malformed = await browser.gql(CONFIRM, { code: '12ab\r\n' });
    expect(malformed.errors?.[0].extensions).toMatchObject({ field: 'code' });
    expect((await browser.gql(STATUS)).data.twoFactorStatus.enabled).toBe(false);

    const confirmed = await browser.gql(CONFIRM, { code: codeOf(started.secret) });
    const codes: string[] = confirmed.data.confirmTwoFactorEnrolment.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = (await browser.gql(STATUS)).data.twoFactorStatus;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    // Shown once: starting again is refused, and nothing reads the secret back.
    const again = await browser.gql(START, { currentPassword: 'enrol-password-1' });
    expect(again.errors?.[0].extensions).toMatchObject({ field: 'twoFactor' });
    expect(JSON.stringify(await browser.gql(STATUS))).not.toContain(started.secret);
    expect(await auditKinds(email)).toEqual([{ kind: 'two-factor.enable', actor: email }]);
  });

  test('signed out, enrolment is refused', async () => {
    const reply = await t.client('storefront').gql(START);
    expect(reply.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.client().gql(STATUS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('signing in with a code', () => {
  test('the password alone opens no session; the code does (REST)', async () => {
    const { email, password, secret } = await enrolledCustomer();
    const browser = t.client('storefront');
    const first = await browser.post('/api/auth/login', { email, password });
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect(await signedIn(browser)).toBe(false);

    const second = await browser.post('/api/auth/login/code', { code: codeOf(secret) });
    expect(second.status).toBe(200);
    expect(second.body.user.email).toBe(email);
    expect(await signedIn(browser)).toBe(true);
  });

  test('over GraphQL: login answers TWO_FACTOR_REQUIRED, completeSignIn opens the session', async () => {
    const { email, password, secret } = await enrolledCustomer();
    const browser = t.client('storefront');
    const first = await browser.gql(LOGIN, { input: { email, password } });
    expect(first.errors?.[0].extensions?.code).toBe('TWO_FACTOR_REQUIRED');
    expect(first.data).toBeNull();
    expect(await signedIn(browser)).toBe(false);
    const second = await browser.gql(COMPLETE, { code: codeOf(secret) });
    expect(second.data).toEqual({ completeSignIn: { id: expect.any(String), email } });
    expect(await signedIn(browser)).toBe(true);
  });

  test('a wrong code is refused with a clear error and opens nothing', async () => {
    const { email, password, secret } = await enrolledCustomer();
    const browser = t.client('storefront');
    await browser.post('/api/auth/login', { email, password });
    const wrong = await browser.post('/api/auth/login/code', { code: codeOf(secret, 4) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      field: 'code',
      message: expect.stringMatching(/not right/),
    });
    expect(await signedIn(browser)).toBe(false);
    for (const code of ['', '12345', 'x'.repeat(500), '123456\r\nX: y'])
      expect((await browser.post('/api/auth/login/code', { code })).body.field).toBe('code');
  });

  test('a code already used is refused in its step (replay), and the next step’s code works', async () => {
    const { email, password, secret } = await enrolledCustomer();
    const first = t.client('storefront');
    await first.post('/api/auth/login', { email, password });
    const code = codeOf(secret);
    expect((await first.post('/api/auth/login/code', { code })).status).toBe(200);

    const thief = t.client('storefront');
    await thief.post('/api/auth/login', { email, password });
    const replay = await thief.post('/api/auth/login/code', { code });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/already used/);
    expect(await signedIn(thief)).toBe(false);

    nextStep();
    expect((await thief.post('/api/auth/login/code', { code: codeOf(secret) })).status).toBe(200);
  });

  test('a code one step early or late is accepted; two steps off is not', async () => {
    const { email, password, secret } = await enrolledCustomer();
    const browser = t.client('storefront');
    await browser.post('/api/auth/login', { email, password });
    expect((await browser.post('/api/auth/login/code', { code: codeOf(secret, -2) })).status).toBe(
      400,
    );
    expect((await browser.post('/api/auth/login/code', { code: codeOf(secret, 1) })).status).toBe(
      200,
    );
  });

  test('without a pending sign-in, or after 5 minutes, the code step says to start over', async () => {
    const { email, password, secret } = await enrolledCustomer();
    const stranger = t.client('storefront');
    const none = await stranger.post('/api/auth/login/code', { code: codeOf(secret) });
    expect(none.status).toBe(401);
    expect(none.body.message).toMatch(/expired/);

    const browser = t.client('storefront');
    await browser.post('/api/auth/login', { email, password });
    clock.advance(5 * 60_000 + 1000);
    const late = await browser.post('/api/auth/login/code', { code: codeOf(secret) });
    expect(late.status).toBe(401);
    expect(await signedIn(browser)).toBe(false);
  });

  test('a pending sign-in of the storefront does not finish on the console', async () => {
    const { email, password, secret } = await enrolledCustomer();
    const browser = t.client('storefront');
    await browser.post('/api/auth/login', { email, password });
    const token = [...browser.cookies].find(([name]) => name.endsWith('_signin'));
    expect(token).toBeDefined();
    const console_ = t.client('admin');
    console_.cookies.set('devjobs_admin_signin', token![1]);
    expect((await console_.post('/api/auth/login/code', { code: codeOf(secret) })).status).toBe(
      401,
    );
  });

  test('five wrong codes end the sign-in; ten tries for the account are rate limited', async () => {
    const { email, password, secret } = await enrolledCustomer();
    const browser = t.client('storefront');
    await browser.post('/api/auth/login', { email, password });
    for (let i = 0; i < 5; i++)
      expect((await browser.post('/api/auth/login/code', { code: codeOf(secret, 5) })).status).toBe(
        400,
      );
    const ended = await browser.post('/api/auth/login/code', { code: codeOf(secret) });
    expect(ended.status).toBe(401);

    await browser.post('/api/auth/login', { email, password });
    for (let i = 0; i < 5; i++) await browser.post('/api/auth/login/code', { code: '000000' });
    await browser.post('/api/auth/login', { email, password });
    const limited = await browser.post('/api/auth/login/code', { code: codeOf(secret) });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(await signedIn(browser)).toBe(false);
  });
});

describe('recovery codes', () => {
  test('each signs in once, is recorded in the audit log, and then is refused', async () => {
    const { email, password, recoveryCodes } = await enrolledCustomer();
    const browser = t.client('storefront');
    await browser.post('/api/auth/login', { email, password });
    const used = await browser.post('/api/auth/login/code', {
      code: recoveryCodes[3].toUpperCase().replace('-', ' '),
    });
    expect(used.status).toBe(200);
    expect((await browser.gql(STATUS)).data.twoFactorStatus.recoveryCodesLeft).toBe(9);

    const again = t.client('storefront');
    await again.post('/api/auth/login', { email, password });
    const reused = await again.post('/api/auth/login/code', { code: recoveryCodes[3] });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(/already used/);
    expect((await again.post('/api/auth/login/code', { code: recoveryCodes[4] })).status).toBe(200);
    expect((await auditKinds(email)).map((e) => e.kind)).toEqual([
      'two-factor.recovery-code',
      'two-factor.recovery-code',
      'two-factor.enable',
    ]);
  });
});

describe('new recovery codes', () => {
  const RENEW = 'mutation ($input: TwoFactorCheckInput!) { newRecoveryCodes(input: $input) }';

  test('need the password and a code; ten new ones replace every old one, and the log records it', async () => {
    const { email, password, secret, browser, recoveryCodes } = await enrolledCustomer();
    const badPassword = await browser.gql(RENEW, {
      input: { currentPassword: 'not-it-at-all', code: codeOf(secret) },
    });
    expect(badPassword.errors?.[0].extensions).toMatchObject({ field: 'currentPassword' });
    const badCode = await browser.gql(RENEW, {
      input: { currentPassword: password, code: '000000' },
    });
    expect(badCode.errors?.[0].extensions).toMatchObject({ field: 'code' });
    const signedOut = await t.client('storefront').gql(RENEW, {
      input: { currentPassword: password, code: codeOf(secret) },
    });
    expect(signedOut.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const renewed = await browser.gql(RENEW, {
      input: { currentPassword: password, code: recoveryCodes[0] },
    });
    expect(renewed.errors).toBeUndefined();
    const fresh = renewed.data.newRecoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    for (const code of fresh) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(fresh.filter((c) => recoveryCodes.includes(c))).toEqual([]);
    expect((await browser.gql(STATUS)).data.twoFactorStatus.recoveryCodesLeft).toBe(10);

    const withOld = t.client('storefront');
    await withOld.post('/api/auth/login', { email, password });
    const old = await withOld.post('/api/auth/login/code', { code: recoveryCodes[1] });
    expect(old.status).toBe(400);
    expect(await signedIn(withOld)).toBe(false);
    expect((await withOld.post('/api/auth/login/code', { code: fresh[9] })).status).toBe(200);
    expect((await auditKinds(email)).map((e) => e.kind)).toEqual([
      'two-factor.recovery-code',
      'two-factor.new-recovery-codes',
      'two-factor.recovery-code',
      'two-factor.enable',
    ]);
  });

  test('with two-factor sign-in off, there are none to renew', async () => {
    const email = uniqueEmail('plain');
    const password = 'plain-password-1';
    await t.client().post('/api/auth/signup', { name: 'Plain Customer', email, password });
    const browser = t.client('storefront');
    await browser.post('/api/auth/login', { email, password });
    const refused = await browser.gql(RENEW, {
      input: { currentPassword: password, code: '123456' },
    });
    expect(refused.errors?.[0].extensions).toMatchObject({ field: 'twoFactor' });
  });
});

describe('the form without JavaScript', () => {
  const form = (browser: Client, fields: Record<string, string>) =>
    browser.request('POST', '/login', {
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: t.url.storefront,
      },
    });

  test('the password leads to the code form, and the code signs in', async () => {
    const { email, password, secret } = await enrolledCustomer();
    const browser = t.client('storefront');
    const first = await form(browser, { email, password, next: '/courses' });
    expect(first.status).toBe(200);
    expect(first.text).toContain('"form":"login-code"');
    expect(await signedIn(browser)).toBe(false);

    const wrong = await form(browser, { step: 'code', code: '000000', next: '/courses' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('not right');
    const right = await form(browser, { step: 'code', code: codeOf(secret), next: '/courses' });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/courses');
    expect(await signedIn(browser)).toBe(true);
  });
});

describe('turning it off', () => {
  test('needs the password and a current code; then sign-in asks for the password only', async () => {
    const { email, password, secret, browser } = await enrolledCustomer();
    const DISABLE =
      'mutation ($input: TwoFactorCheckInput!) { disableTwoFactor(input: $input) { enabled } }';
    const badPassword = await browser.gql(DISABLE, {
      input: { currentPassword: 'not-it-at-all', code: codeOf(secret) },
    });
    expect(badPassword.errors?.[0].extensions).toMatchObject({ field: 'currentPassword' });
    const badCode = await browser.gql(DISABLE, {
      input: { currentPassword: password, code: codeOf(secret, 3) },
    });
    expect(badCode.errors?.[0].extensions).toMatchObject({ field: 'code' });
    expect((await browser.gql(STATUS)).data.twoFactorStatus.enabled).toBe(true);

    const off = await browser.gql(DISABLE, {
      input: { currentPassword: password, code: codeOf(secret) },
    });
    expect(off.errors).toBeUndefined();
    expect(off.data).toEqual({ disableTwoFactor: { enabled: false } });
    expect((await t.client('storefront').post('/api/auth/login', { email, password })).status).toBe(
      200,
    );
    expect((await auditKinds(email)).map((e) => e.kind)).toEqual([
      'two-factor.disable',
      'two-factor.enable',
    ]);
  });
});

describe('a lost device', () => {
  test('the command line clears it, writes the audit log, and sign-in asks for the password only', async () => {
    const { email, password } = await enrolledCustomer();
    const { out, log } = recordingConsole();
    const env = commandLineEnv(t);
    expect(await resetTwoFactorCommand([email], env, out)).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(email));
    expect((await t.client('storefront').post('/api/auth/login', { email, password })).status).toBe(
      200,
    );
    // (The command line runs on the real clock, the app on the test's: compare without order.)
    const entries = await auditKinds(email);
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'two-factor.reset', actor: 'cli' },
        { kind: 'two-factor.enable', actor: email },
      ]),
    );
    // Nothing to clear, or no address: nothing changes.
    expect(await resetTwoFactorCommand([email], env, out)).toBe(1);
    expect(await resetTwoFactorCommand(['not an address'], env, out)).toBe(2);
  });
});

describe('staff when ADMIN_TOTP is required', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ env: { ADMIN_TOTP: 'required' }, clock });
  });
  afterAll(() => strict.close());

  test('an admin without it is led to set it up before entering the console, then signs in with a code', async () => {
    const email = uniqueEmail('staff');
    const password = 'staff-password-1';
    await strict.services.users.create({ name: 'Staff', email, password, isAdmin: true });
    const browser = strict.client('admin');
    const first = await browser.post('/api/auth/login', { email, password });
    expect(first.status).toBe(401);
    expect(first.body.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    expect(await signedIn(browser)).toBe(false);
    // Not a code step: a code cannot skip enrolment.
    expect((await browser.post('/api/auth/login/code', { code: '123456' })).status).toBe(401);

    const { secret } = (await browser.gql(START)).data.startTwoFactorEnrolment;
    const confirmed = await browser.gql(CONFIRM, { code: codeOf(secret) });
    expect(confirmed.data.confirmTwoFactorEnrolment.user.email).toBe(email);
    expect(confirmed.data.confirmTwoFactorEnrolment.recoveryCodes).toHaveLength(10);
    expect((await browser.get('/api/auth/me')).body.isAdmin).toBe(true);
    const status = (await browser.gql(STATUS)).data.twoFactorStatus;
    expect(status).toMatchObject({ enabled: true, required: true });
    const off = await browser.gql(
      'mutation ($input: TwoFactorCheckInput!) { disableTwoFactor(input: $input) { enabled } }',
      { input: { currentPassword: password, code: codeOf(secret) } },
    );
    expect(off.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    nextStep();
    const later = strict.client('admin');
    expect((await later.post('/api/auth/login', { email, password })).body.code).toBe(
      'TWO_FACTOR_REQUIRED',
    );
    expect((await later.post('/api/auth/login/code', { code: codeOf(secret) })).status).toBe(200);
    expect((await later.get('/api/auth/me')).body.isAdmin).toBe(true);
  });

  test('a customer signing in to the storefront is not asked to set it up', async () => {
    const email = uniqueEmail('shopper');
    await strict
      .client()
      .post('/api/auth/signup', { name: 'S', email, password: 'shop-password-1' });
    const reply = await strict
      .client('storefront')
      .post('/api/auth/login', { email, password: 'shop-password-1' });
    expect(reply.status).toBe(200);
  });
});

describe('ADMIN_TOTP', () => {
  const base = {
    DOWNLOAD_SECRET: 'x'.repeat(40),
    SECRETS_KEY: 'c2VjcmV0cy1rZXktZm9yLXRlc3RzLW5vdC1wcm9kISE=',
    MAIL: 'off',
    SEED_DEMO: '0',
  };
  test('is required by default in production and optional elsewhere; production refuses optional', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...base }).adminTotp).toBe('required');
    expect(loadConfig({ NODE_ENV: 'test' }).adminTotp).toBe('optional');
    expect(loadConfig({ NODE_ENV: 'development', ADMIN_TOTP: 'required' }).adminTotp).toBe(
      'required',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...base, ADMIN_TOTP: 'optional' })).toThrow(
      /ADMIN_TOTP=optional/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', ADMIN_TOTP: 'sometimes' })).toThrow(ConfigError);
  });
});
