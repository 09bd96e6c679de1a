import { eventually, linkIn, outboxFor, startSmtpServer } from './mail.fixtures';
import {
  type Client,
  startTestApp,
  TestClock,
  uniqueEmail,
  useTestApp,
  staffFromCommandLine,
} from './harness';
import { useStorefrontBundle } from './storefront-bundle';

/**
 * Confirmed addresses and address changes (decision 063, docs/product.md#confirming-your-email-address):
 * a link mailed at signup (read here from the outbox) confirms the address once within 48 hours;
 * an address change, asked on the account page with the password, happens when the link mailed
 * to the new address is opened, and the old address is told. Through REST, GraphQL and the
 * storefront's forms, on both databases.
 */
const clock = new TestClock();
// The confirm page is a page of the storefront: its server bundle, built from source.
const bundle = useStorefrontBundle();
const { t } = useTestApp({ clock, admin: false, env: bundle.env });

const HOUR = 60 * 60_000;
const ME = 'query { me { id email emailConfirmed emailConfirmationPending } }';

/** Mails of `kind` written to `email`, newest first. */
const mails = async (email: string, kind: string) => {
  // Signup and reset requests write their mail just after the answer (decision 079).
  await t.services.mail.settled(email);
  return (await outboxFor(t.db, email)).filter((m) => m.kind === kind);
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const me = async (client: Client) => (await client.gql(ME)).data?.me;
const linkState = async (token: string) =>
  (
    await t
      .client('storefront')
      .gql('query ($token: String!) { emailLinkState(token: $token) }', { token })
  ).data?.emailLinkState;

/** A new customer signed up by REST and signed in on the storefront, with its confirmation link. */
async function customer(prefix = 'fresh') {
  const email = uniqueEmail(prefix);
  const password = 'first-password-1';
  const signup = await t
    .client('storefront')
    .post('/api/auth/signup', { name: 'Fresh Customer', email, password });
  expect(signup.status).toBe(201);
  const browser = t.client('storefront');
  expect((await browser.post('/api/auth/login', { email, password })).status).toBe(200);
  const [mail] = await mails(email, 'confirm-email');
  return { email, password, browser, link: linkIn(mail, '/confirm-email') };
}

describe('confirming the address given at signup', () => {
  test('signup mails a link; the account works unconfirmed; the link confirms it once', async () => {
    const { email, browser, link } = await customer();
    expect(link.startsWith(`${t.config.publicUrl}/confirm-email?token=`)).toBe(true);
    expect(await me(browser)).toMatchObject({
      email,
      emailConfirmed: false,
      emailConfirmationPending: true,
    });
    expect((await browser.get('/api/auth/me')).body.user.emailConfirmed).toBe(false);
    const token = tokenOf(link);
    expect(await linkState(token)).toBe('VALID');

    const confirmed = await t.client('storefront').post('/api/auth/confirm-email', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Your email address is confirmed.');
    expect(await me(browser)).toMatchObject({
      email,
      emailConfirmed: true,
      emailConfirmationPending: false,
    });
    expect(await linkState(token)).toBe('USED');

    const again = await t
      .client('storefront')
      .gql('mutation ($token: String!) { confirmEmail(token: $token) }', { token });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
    expect(again.errors?.[0].message).toMatch(/already used/);
  });

  test('signup over GraphQL mails the link too, and answers emailConfirmed false', async () => {
    const email = uniqueEmail('graphql');
    const reply = await t
      .client('storefront')
      .gql('mutation ($input: SignupInput!) { signup(input: $input) { email emailConfirmed } }', {
        input: { name: 'Graph Customer', email, password: 'graph-password-1' },
      });
    expect(reply.data?.signup).toEqual({ email, emailConfirmed: false });
    expect(await mails(email, 'confirm-email')).toHaveLength(1);
  });

  test('a taken address gets the same answer, the owner a notice and no confirmation link', async () => {
    const { email } = await customer('owner');
    const attempt = { name: 'Someone Else', email, password: 'someone-elses-1' };
    const reply = await t.client('storefront').post('/api/auth/signup', attempt);
    expect(reply.status).toBe(201);
    expect(reply.body.user.emailConfirmed).toBe(false);
    await eventually(async () => (await mails(email, 'signup-address-taken')).length === 1);
    expect(await mails(email, 'confirm-email')).toHaveLength(1);
  });

  test('an expired link says so and confirms nothing; an altered one is invalid', async () => {
    const { browser, link } = await customer();
    const token = tokenOf(link);
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await linkState(altered)).toBe('INVALID');
    expect(await linkState('short')).toBe('INVALID');
    const tampered = await t
      .client('storefront')
      .post('/api/auth/confirm-email', { token: altered });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toMatchObject({
      field: 'token',
      message: expect.stringMatching(/not valid/),
    });

    clock.advance(48 * HOUR + 1000);
    expect(await linkState(token)).toBe('EXPIRED');
    const late = await t.client('storefront').post('/api/auth/confirm-email', { token });
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/expired/);
    expect((await me(browser)).emailConfirmed).toBe(false);
  });

  test('resend mails a new link, is limited per account and per network, and answers the same when confirmed', async () => {
    const { email, browser, link } = await customer();
    const first = await browser.post('/api/auth/resend-confirmation');
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(/If your address still needs confirming/);
    const byGraphql = await browser.gql('mutation { resendEmailConfirmation }');
    expect(byGraphql.data).toEqual({ resendEmailConfirmation: true });
    expect(await mails(email, 'confirm-email')).toHaveLength(3);
    // Older links still work.
    expect(await linkState(tokenOf(link))).toBe('VALID');

    await browser.post('/api/auth/resend-confirmation');
    const fourth = await browser.post('/api/auth/resend-confirmation');
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/this account/),
    });
    expect(await mails(email, 'confirm-email')).toHaveLength(4);

    // Confirmed: the same answer, and no mail.
    clock.advance(HOUR + 1000);
    await t.client('storefront').post('/api/auth/confirm-email', { token: tokenOf(link) });
    const confirmed = await browser.post('/api/auth/resend-confirmation');
    expect(confirmed.body).toEqual(first.body);
    expect(await mails(email, 'confirm-email')).toHaveLength(4);

    // Per network: 20 an hour across accounts.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { browser: other } = await customer('network');
      const fromOne = t.client('storefront', { 'x-forwarded-for': '203.0.113.63' });
      for (const [name, value] of other.cookies) fromOne.cookies.set(name, value);
      for (let j = 0; j < 3; j++)
        statuses.push((await fromOne.post('/api/auth/resend-confirmation')).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);

    expect((await t.client('storefront').post('/api/auth/resend-confirmation')).status).toBe(401);
  });

  test('staff made by the command line and the demo accounts are confirmed', async () => {
    const { email: staffEmail } = await staffFromCommandLine(t);
    const staff = t.client('admin');
    await staff.post('/api/auth/login', { email: staffEmail, password: 'staff-password-1' });
    expect(await me(staff)).toMatchObject({ email: staffEmail, emailConfirmed: true });
    expect(await outboxFor(t.db, staffEmail)).toHaveLength(0);
  });

  test('the confirm page posted without JavaScript confirms, then shows a dead link as such', async () => {
    const { browser, link } = await customer();
    const page = t.client('storefront', { origin: t.url.storefront });
    const path = `/confirm-email?token=${tokenOf(link)}`;
    const sent = await page.request('POST', path, {
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/confirm-email');
    expect((await me(browser)).emailConfirmed).toBe(true);

    const again = await page.request('POST', path, {
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.status).toBe(400);
    expect(again.text).toContain('already used');
  });
});

describe('changing the address on the account page', () => {
  const change = (browser: Client, input: Record<string, unknown>) =>
    browser.post('/api/auth/change-email', input);

  test('a link to the new address and a notice to the old; the address changes when it is opened', async () => {
    const { email, password, browser } = await customer();
    const other = t.client('storefront');
    await other.post('/api/auth/login', { email, password });
    const newEmail = uniqueEmail('moved');

    const asked = await change(browser, { newEmail, currentPassword: password });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toMatch(/We have sent a link to the new address/);
    expect((await me(browser)).email).toBe(email);

    const [notice] = await mails(email, 'email-change-notice');
    expect(notice.text).toContain(newEmail);
    expect(linkIn(notice, '/forgot-password')).toBe(`${t.config.publicUrl}/forgot-password`);
    const [confirm] = await mails(newEmail, 'confirm-email-change');
    expect(confirm.text).not.toContain('Fresh Customer');
    const token = tokenOf(linkIn(confirm, '/confirm-email'));

    // Staff reset links mailed to the old address stop working with the change.
    await t.client('storefront').post('/api/auth/forgot-password', { email });
    const [reset] = await mails(email, 'password-reset');
    const resetToken = tokenOf(linkIn(reset, '/reset-password'));

    const confirmed = await t
      .client('storefront')
      .gql('mutation ($token: String!) { confirmEmail(token: $token) }', { token });
    expect(confirmed.data).toEqual({ confirmEmail: true });

    // Sessions go on; sign-in is with the new address only.
    expect(await me(browser)).toMatchObject({ email: newEmail, emailConfirmed: true });
    expect(await me(other)).toMatchObject({ email: newEmail });
    expect((await t.client().post('/api/auth/login', { email, password })).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { email: newEmail, password })).status).toBe(
      200,
    );
    const resetState = await t
      .client('storefront')
      .gql('query ($token: String!) { resetLinkState(token: $token) }', { token: resetToken });
    expect(resetState.data?.resetLinkState).toBe('INVALID');
    expect(await linkState(token)).toBe('USED');
  });

  test('an address with an account: the same answer and mail, and the link fails cleanly', async () => {
    const { email: taken } = await customer('taken');
    const { email, password, browser } = await customer();
    const free = uniqueEmail('free');

    const toTaken = await change(browser, { newEmail: taken, currentPassword: password });
    const takenMail = (await mails(taken, 'confirm-email-change'))[0];
    const toFree = await change(browser, { newEmail: free, currentPassword: password });
    const freeMail = (await mails(free, 'confirm-email-change'))[0];
    expect(toTaken.status).toBe(200);
    expect(toTaken.body).toEqual(toFree.body);
    // The owner of the taken address gets what anyone would: nothing names the asking account.
    const scrub = (text: string) =>
      text.replace(/token=[\w-]+/g, 'token=…').replace(/\d{1,2} \w{3} \d{4}, [^\n]+IST/g, '…');
    expect(scrub(takenMail.text)).toBe(scrub(freeMail.text));
    expect(takenMail.text).not.toContain(email);

    // Only the latest change can happen; the taken one asked again fails at confirm.
    expect(await linkState(tokenOf(linkIn(takenMail, '/confirm-email')))).toBe('INVALID');
    await change(browser, { newEmail: taken, currentPassword: password });
    const [latest] = await mails(taken, 'confirm-email-change');
    const refused = await t
      .client('storefront')
      .post('/api/auth/confirm-email', { token: tokenOf(linkIn(latest, '/confirm-email')) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      field: 'token',
      message: expect.stringMatching(/cannot be used for that account. Nothing was changed/),
    });
    expect((await me(browser)).email).toBe(email);
    const owner = t.client('storefront');
    await owner.post('/api/auth/login', { email: taken, password: 'first-password-1' });
    expect((await me(owner)).email).toBe(taken);
    expect((await me(owner)).id).not.toBe((await me(browser)).id);
  });

  test('an address taken after the ask: a clear error and nothing changed', async () => {
    const { email, password, browser } = await customer();
    const newEmail = uniqueEmail('raced');
    await change(browser, { newEmail, currentPassword: password });
    const token = tokenOf(
      linkIn((await mails(newEmail, 'confirm-email-change'))[0], '/confirm-email'),
    );
    await t
      .client('storefront')
      .post('/api/auth/signup', { name: 'Quicker', email: newEmail, password: 'quicker-pass-1' });

    const refused = await t.client('storefront').post('/api/auth/confirm-email', { token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Nothing was changed/);
    expect(await me(browser)).toMatchObject({ email, emailConfirmed: false });
  });

  test('a confirmation link of the old address stops working after a change', async () => {
    const { password, browser, link } = await customer();
    const newEmail = uniqueEmail('after');
    await change(browser, { newEmail, currentPassword: password });
    const [confirm] = await mails(newEmail, 'confirm-email-change');
    await t
      .client('storefront')
      .post('/api/auth/confirm-email', { token: tokenOf(linkIn(confirm, '/confirm-email')) });
    expect(await linkState(tokenOf(link))).toBe('INVALID');
  });

  test('bad input is a clear 400 and sends nothing, changes nothing', async () => {
    const { email, password, browser } = await customer();
    const cases: [Record<string, unknown>, string][] = [
      [{ newEmail: 'not-an-address', currentPassword: password }, 'newEmail'],
      [
        { newEmail: 'a@b.example\r\nBcc: victim@example.com', currentPassword: password },
        'newEmail',
      ],
      [{ newEmail: `${'x'.repeat(300)}@example.com`, currentPassword: password }, 'newEmail'],
      [{ newEmail: '', currentPassword: password }, 'newEmail'],
      [{ newEmail: email, currentPassword: password }, 'newEmail'],
      [{ newEmail: uniqueEmail('x'), currentPassword: '' }, 'currentPassword'],
      [{ newEmail: uniqueEmail('x'), currentPassword: 'x'.repeat(5000) }, 'currentPassword'],
      [{ newEmail: uniqueEmail('x'), currentPassword: 'wrong-password-1' }, 'currentPassword'],
    ];
    for (const [input, field] of cases) {
      const reply = await change(browser, input);
      expect({ input, status: reply.status, field: reply.body.field }).toEqual({
        input,
        status: 400,
        field,
      });
    }
    const byGraphql = await browser.gql(
      'mutation ($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) }',
      { input: { newEmail: 'Asha <asha@example.com>', currentPassword: password } },
    );
    expect(byGraphql.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'newEmail',
    });
    expect(await mails(email, 'email-change-notice')).toHaveLength(0);
    expect((await outboxFor(t.db, email)).map((m) => m.kind)).toEqual(['confirm-email']);
    expect((await me(browser)).email).toBe(email);
    expect(
      (
        await t
          .client('storefront')
          .post('/api/auth/change-email', { newEmail: uniqueEmail('a'), currentPassword: password })
      ).status,
    ).toBe(401);
  });

  test("asks are limited per account; wrong passwords share the password form's tries", async () => {
    const { email, password, browser } = await customer();
    for (let i = 0; i < 3; i++)
      expect(
        (await change(browser, { newEmail: uniqueEmail('many'), currentPassword: password }))
          .status,
      ).toBe(200);
    const fourth = await change(browser, {
      newEmail: uniqueEmail('many'),
      currentPassword: password,
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/this account/);
    expect(await mails(email, 'email-change-notice')).toHaveLength(3);

    clock.advance(HOUR + 1000);
    for (let i = 0; i < 5; i++)
      await change(browser, {
        newEmail: uniqueEmail('guess'),
        currentPassword: `wrong-${i}-password`,
      });
    const locked = await change(browser, {
      newEmail: uniqueEmail('guess'),
      currentPassword: password,
    });
    expect(locked.status).toBe(429);
    const viaPasswordForm = await browser.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'another-password-2',
    });
    expect(viaPasswordForm.status).toBe(429);
  });
});

describe('through an SMTP server', () => {
  test('the confirmation link arrives by SMTP and confirms the address', async () => {
    const smtp = await startSmtpServer();
    const app = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'DevJobs <no-reply@devjobs.test>' },
    });
    try {
      const email = uniqueEmail('smtp');
      await app
        .client('storefront')
        .post('/api/auth/signup', { name: 'Smtp Customer', email, password: 'smtp-password-1' });
      await eventually(() => smtp.arrived.some((m) => m.to === email));
      const mail = smtp.arrived.find((m) => m.to === email)!;
      expect(mail.subject).toBe('Confirm your DevJobs email address');
      const token = tokenOf(linkIn(mail, '/confirm-email'));
      const confirmed = await app.client('storefront').post('/api/auth/confirm-email', { token });
      expect(confirmed.status).toBe(200);
      const browser = app.client('storefront');
      await browser.post('/api/auth/login', { email, password: 'smtp-password-1' });
      expect((await browser.gql(ME)).data?.me.emailConfirmed).toBe(true);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe('accounts from before confirmation', () => {
  test('every account that existed when confirmation came counts as confirmed', async () => {
    const app = await startTestApp();
    try {
      const db = app.db;
      // Back to before the migration that brought confirmation (and any after it).
      while (
        (await db.query('SELECT name FROM migrations')).some(
          (row: { name: string }) => row.name === 'EmailConfirmations1765500000000',
        )
      )
        await db.undoLastMigration();
      const email = uniqueEmail('older');
      await db.query(
        'INSERT INTO users (id, name, email, passwordHash, isAdmin, createdAt) VALUES (?, ?, ?, ?, ?, ?)',
        [
          '00000000-0000-4000-8000-000000000063',
          'Older Customer',
          email,
          'x',
          0,
          '2026-01-01 00:00:00',
        ],
      );
      await db.runMigrations();
      const [row] = await db.query('SELECT emailConfirmedAt FROM users WHERE email = ?', [email]);
      expect(row.emailConfirmedAt).not.toBeNull();
    } finally {
      await app.close();
    }
  });
});
