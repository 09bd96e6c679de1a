import { UserTotp } from '../src/modules/auth/two-factor.entity';
import { type Client, TestClock, uniqueEmail, useTestApp, signedIn } from './harness';
import { linkIn, outboxFor } from './mail.fixtures';
import { authenticatorOn, START_ENROLMENT } from './two-factor.fixtures';

/**
 * Changing how an account signs in needs its password (decision 080,
 * docs/product.md#two-factor-sign-in): turning two-factor sign-in on, off and new recovery codes
 * ask for the current password, counted as a login's; turning it on ends the account's other
 * sessions; every change is mailed to the owner. Through GraphQL, on both databases.
 */
const clock = new TestClock();
const { t } = useTestApp({ clock, admin: false });

const DISABLE =
  'mutation ($input: TwoFactorCheckInput!) { disableTwoFactor(input: $input) { enabled } }';
const RENEW = 'mutation ($input: TwoFactorCheckInput!) { newRecoveryCodes(input: $input) }';
const STATUS = '{ twoFactorStatus { enabled recoveryCodesLeft } }';

const { codeOf, nextStep, turnOn } = authenticatorOn(clock);
/** The two-factor notices mailed to `email`, oldest first. */
const notices = async (email: string) =>
  (await outboxFor(t.db, email)).filter((m) => m.kind === 'two-factor-change').reverse();

/** A customer signed in to the storefront in `browsers` browsers. */
async function customer(browsers = 1) {
  const email = uniqueEmail('owner');
  const password = 'owner-password-1';
  await t.client().post('/api/auth/signup', { name: 'Owner', email, password });
  const sessions: Client[] = [];
  for (let i = 0; i < browsers; i++) {
    const browser = t.client('storefront');
    expect((await browser.post('/api/auth/login', { email, password })).status).toBe(200);
    sessions.push(browser);
  }
  return { email, password, sessions };
}

describe('a signed-in session without the password', () => {
  test('cannot start two-factor sign-in: a wrong or missing password names currentPassword and nothing changes', async () => {
    const { email, sessions } = await customer();
    const [thief] = sessions;
    const missing = await thief.gql(START_ENROLMENT);
    expect(missing.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'currentPassword',
    });
    const wrong = await thief.gql(START_ENROLMENT, { currentPassword: 'a-good-guess-1' });
    expect(wrong.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'currentPassword',
    });
    expect(wrong.errors?.[0].message).toBe('That is not your current password.');
    expect(wrong.data).toBeNull();

    const user = await t.services.users.findByEmail(email);
    expect(await t.db.getRepository(UserTotp).countBy({ userId: user!.id })).toBe(0);
    expect((await thief.gql(STATUS)).data.twoFactorStatus.enabled).toBe(false);
    expect(await notices(email)).toEqual([]);
  });

  test('guesses no faster than at sign-in: wrong passwords here count as failed logins', async () => {
    const { email, password, sessions } = await customer();
    const [thief] = sessions;
    // The login's limit per address and email is 10 a minute (LOGIN_LIMIT).
    for (let i = 0; i < 10; i++) {
      const wrong = await thief.gql(START_ENROLMENT, { currentPassword: `guess-number-${i}` });
      expect(wrong.errors?.[0].extensions?.field).toBe('currentPassword');
    }
    const eleventh = await thief.gql(START_ENROLMENT, { currentPassword: password });
    expect(eleventh.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    // The same count holds the login door shut for this address, even with the right password.
    const login = await t.client('storefront').post('/api/auth/login', { email, password });
    expect(login.status).toBe(429);
    expect((await thief.gql(STATUS)).data.twoFactorStatus.enabled).toBe(false);

    clock.advance(60_000);
    // A minute later the owner's password works again here and at sign-in.
    expect(
      (await thief.gql(START_ENROLMENT, { currentPassword: password })).errors,
    ).toBeUndefined();
    expect((await t.client('storefront').post('/api/auth/login', { email, password })).status).toBe(
      200,
    );
  });

  test('cannot turn it off or make new recovery codes: a wrong password changes nothing and mails nothing more', async () => {
    const { email, password, sessions } = await customer();
    const [browser] = sessions;
    const { secret } = await turnOn(browser, password);
    for (const doc of [DISABLE, RENEW]) {
      const refused = await browser.gql(doc, {
        input: { currentPassword: 'not-my-password', code: codeOf(secret) },
      });
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'currentPassword',
      });
    }
    expect((await browser.gql(STATUS)).data.twoFactorStatus).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await notices(email)).map((m) => m.subject)).toEqual([
      'Two-factor sign-in was turned on for your DevJobs account',
    ]);
  });
});

describe('with the password', () => {
  test("turning it on ends the customer's other sessions, keeps this one, and mails the owner", async () => {
    const { email, password, sessions } = await customer(3);
    const [here, ...others] = sessions;
    await turnOn(here, password);

    expect(await signedIn(here)).toBe(true);
    for (const other of others) expect(await signedIn(other)).toBe(false);
    const [notice] = await notices(email);
    expect(notice.subject).toBe('Two-factor sign-in was turned on for your DevJobs account');
    expect(notice.text).toContain('Every other session of the account was signed out');
    expect(notice.text).toContain('If it was not you');
    // The storefront's (PUBLIC_URL) reset page and account page.
    expect(new URL(linkIn(notice, '/forgot-password')).pathname).toBe('/forgot-password');
    expect(new URL(linkIn(notice, '/account')).pathname).toBe('/account');
  });

  test("turning it on from the console ends staff's storefront and other console sessions", async () => {
    const email = uniqueEmail('staff');
    const password = 'staff-password-1';
    await t.services.users.create({ name: 'Staff', email, password, isAdmin: true });
    const [console1, console2, shop] = [
      t.client('admin'),
      t.client('admin'),
      t.client('storefront'),
    ];
    for (const browser of [console1, console2, shop])
      expect((await browser.post('/api/auth/login', { email, password })).status).toBe(200);

    await turnOn(console1, password);
    expect(await signedIn(console1)).toBe(true);
    expect(await signedIn(console2)).toBe(false);
    expect(await signedIn(shop)).toBe(false);
    const [notice] = await notices(email);
    // The console's (ADMIN_URL) pages: where staff see their two-factor sign-in and reset.
    expect(linkIn(notice, '/security')).toBe(`${t.config.adminUrl}/admin/security`);
    expect(linkIn(notice, '/forgot-password')).toBe(`${t.config.adminUrl}/admin/forgot-password`);
  });

  test('new recovery codes and turning it off each mail the owner what changed', async () => {
    const { email, password, sessions } = await customer(2);
    const [here, other] = sessions;
    const { secret } = await turnOn(here, password);

    const renewed = await here.gql(RENEW, {
      input: { currentPassword: password, code: codeOf(secret) },
    });
    expect(renewed.data.newRecoveryCodes).toHaveLength(10);
    nextStep();
    const off = await here.gql(DISABLE, {
      input: { currentPassword: password, code: codeOf(secret) },
    });
    expect(off.data).toEqual({ disableTwoFactor: { enabled: false } });

    const mailed = await notices(email);
    expect(mailed.map((m) => m.subject)).toEqual([
      'Two-factor sign-in was turned on for your DevJobs account',
      'New recovery codes were made for your DevJobs account',
      'Two-factor sign-in was turned off for your DevJobs account',
    ]);
    expect(mailed[1].text).toContain('the old ones no longer work');
    expect(mailed[2].text).toContain('asks for the password only');
    for (const m of mailed) expect(m.text).toContain('/forgot-password');
    // Only turning it on ends sessions: this one stays through all three.
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(other)).toBe(false);
  });
});
