import {
  type Client,
  TestClock,
  uniqueEmail,
  useTestApp,
  signedIn,
  staffFromCommandLine,
} from './harness';

/**
 * Forgotten passwords (decision 062, docs/product.md#password-reset): asked on either app's login
 * page, a link by mail (read here from the outbox, as staff see it), used once within 60 minutes,
 * ending every session of the account. Through REST and GraphQL, on both databases.
 */
const clock = new TestClock();
const { t, admin } = useTestApp({ clock });

const MINUTE = 60_000;
const ASKED = /If an account uses that address, we have sent it a link/;

/** The reset links mailed to `email`, newest first, from the outbox as staff read it. */
async function resetLinks(email: string): Promise<string[]> {
  // Asking answers first and writes the link just after (decision 079).
  await t.services.mail.settled(email);
  const { data, errors } = await admin.gql(
    `query ($kind: String) { mailOutbox(filter: { kind: $kind }, first: 50) { edges { node { recipient text } } } }`,
    { kind: 'password-reset' },
  );
  expect(errors).toBeUndefined();
  return data.mailOutbox.edges
    .map((e: { node: { recipient: string; text: string } }) => e.node)
    .filter((m: { recipient: string }) => m.recipient === email)
    .map(
      (m: { text: string }) => /(https?:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(m.text)![1],
    );
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function customer() {
  const email = uniqueEmail('forgetful');
  const password = 'old-password-1';
  await t.client().post('/api/auth/signup', { name: 'Forgetful Customer', email, password });
  const browser = t.client('storefront');
  expect((await browser.post('/api/auth/login', { email, password })).status).toBe(200);
  return { email, password, browser };
}

const linkState = async (client: Client, token: string) =>
  (await client.gql('query ($token: String!) { resetLinkState(token: $token) }', { token })).data
    ?.resetLinkState;

describe('asking for a link', () => {
  test('the answer is the same whether or not the address has an account; only an account gets mail', async () => {
    const { email } = await customer();
    const nobody = uniqueEmail('nobody');
    const visitor = t.client('storefront');

    const known = await visitor.post('/api/auth/forgot-password', { email });
    const unknown = await visitor.post('/api/auth/forgot-password', { email: nobody });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toMatch(ASKED);

    const byGraphql = await visitor.gql(
      'mutation ($email: String!) { requestPasswordReset(email: $email) }',
      { email: nobody.toUpperCase() },
    );
    expect(byGraphql.data).toEqual({ requestPasswordReset: true });

    expect(await resetLinks(email)).toHaveLength(1);
    expect(await resetLinks(nobody)).toHaveLength(0);
    const [link] = await resetLinks(email);
    expect(link.startsWith(`${t.config.publicUrl}/reset-password?token=`)).toBe(true);
  });

  test('a malformed address is a clear 400 and sends nothing', async () => {
    for (const email of ['', 'not-an-address', 'a@b.c\r\nBcc: x@evil.example', 'x'.repeat(300)]) {
      const reply = await t.client().post('/api/auth/forgot-password', { email });
      expect(reply.status).toBe(400);
      expect(reply.body.field).toBe('email');
    }
  });

  test('asks are limited per address (3 an hour) and per network (20 an hour)', async () => {
    const { email } = await customer();
    for (let i = 0; i < 3; i++) {
      const from = t.client('storefront', { 'x-forwarded-for': `198.51.100.${i + 1}` });
      expect((await from.post('/api/auth/forgot-password', { email })).status).toBe(200);
    }
    const fourth = await t
      .client('storefront', { 'x-forwarded-for': '198.51.100.9' })
      .post('/api/auth/forgot-password', { email });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/this address/),
    });
    expect(await resetLinks(email)).toHaveLength(3);

    const network = t.client('storefront', { 'x-forwarded-for': '203.0.113.77' });
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push(
        (await network.post('/api/auth/forgot-password', { email: uniqueEmail('n') })).status,
      );
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);

    clock.advance(61 * MINUTE);
    expect(
      (
        await t
          .client('storefront', { 'x-forwarded-for': '198.51.100.10' })
          .post('/api/auth/forgot-password', { email })
      ).status,
    ).toBe(200);
  });
});

describe('setting a new password with the link', () => {
  test('the link sets a new password once, and every session of the account ends', async () => {
    const { email, password, browser } = await customer();
    const other = t.client('storefront');
    await other.post('/api/auth/login', { email, password });
    await t.client('storefront').post('/api/auth/forgot-password', { email });
    const token = tokenOf((await resetLinks(email))[0]);
    const visitor = t.client('storefront');
    expect(await linkState(visitor, token)).toBe('VALID');

    const reset = await visitor.post('/api/auth/reset-password', {
      token,
      password: 'new-password-2',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password changed. Log in with your new password.');

    expect(await signedIn(browser)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect((await t.client().post('/api/auth/login', { email, password })).status).toBe(401);
    expect(
      (await t.client().post('/api/auth/login', { email, password: 'new-password-2' })).status,
    ).toBe(200);

    // Used: it says so, and a second try changes nothing.
    expect(await linkState(visitor, token)).toBe('USED');
    const again = await visitor.gql(
      'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }',
      { input: { token, password: 'third-password-3' } },
    );
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
    expect(again.errors?.[0].message).toMatch(/already used/);
    expect(
      (await t.client().post('/api/auth/login', { email, password: 'new-password-2' })).status,
    ).toBe(200);
  });

  test('two resets with one link at once: one sets its password, the other changes nothing', async () => {
    const { email } = await customer();
    await t.client('storefront').post('/api/auth/forgot-password', { email });
    const token = tokenOf((await resetLinks(email))[0]);
    const [a, b] = await Promise.all([
      t.client('storefront').post('/api/auth/reset-password', { token, password: 'parallel-a-1' }),
      t.client('storefront').post('/api/auth/reset-password', { token, password: 'parallel-b-2' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const won = a.status === 200 ? 'parallel-a-1' : 'parallel-b-2';
    const lost = a.status === 200 ? 'parallel-b-2' : 'parallel-a-1';
    expect((await t.client().post('/api/auth/login', { email, password: won })).status).toBe(200);
    expect((await t.client().post('/api/auth/login', { email, password: lost })).status).toBe(401);
  });

  test('an expired or altered link says so and changes nothing', async () => {
    const { email, password } = await customer();
    await t.client('storefront').post('/api/auth/forgot-password', { email });
    const token = tokenOf((await resetLinks(email))[0]);
    const visitor = t.client('storefront');

    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await linkState(visitor, altered)).toBe('INVALID');
    expect(await linkState(visitor, 'short')).toBe('INVALID');
    const tampered = await visitor.post('/api/auth/reset-password', {
      token: altered,
      password: 'altered-pass-1',
    });
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toMatch(/not valid/);

    clock.advance(61 * MINUTE);
    expect(await linkState(visitor, token)).toBe('EXPIRED');
    const late = await visitor.post('/api/auth/reset-password', {
      token,
      password: 'too-late-pass-1',
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/expired/);
    expect((await t.client().post('/api/auth/login', { email, password })).status).toBe(200);
  });

  test('a new password is checked like a signup password', async () => {
    const { email } = await customer();
    await t.client('storefront').post('/api/auth/forgot-password', { email });
    const token = tokenOf((await resetLinks(email))[0]);
    const short = await t
      .client('storefront')
      .post('/api/auth/reset-password', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('password');
    expect(await linkState(t.client('storefront'), token)).toBe('VALID');
  });
});

describe('on the admin console', () => {
  test("staff get a link to the console's reset page; a customer's address asked there gets nothing", async () => {
    const { email: staffEmail } = await staffFromCommandLine(t);
    const { email: customerEmail } = await customer();
    const console = t.client('admin');

    const forStaff = await console.post('/api/auth/forgot-password', { email: staffEmail });
    const forCustomer = await console.post('/api/auth/forgot-password', { email: customerEmail });
    expect(forStaff.body).toEqual(forCustomer.body);
    expect(await resetLinks(customerEmail)).toHaveLength(0);
    const [link] = await resetLinks(staffEmail);
    expect(link.startsWith(`${t.config.adminUrl}/admin/reset-password?token=`)).toBe(true);

    // A console link works on the console only.
    expect(await linkState(t.client('storefront'), tokenOf(link))).toBe('INVALID');
    const reset = await console.post('/api/auth/reset-password', {
      token: tokenOf(link),
      password: 'staff-password-2',
    });
    expect(reset.status).toBe(200);
    expect(
      (
        await t
          .client('admin')
          .post('/api/auth/login', { email: staffEmail, password: 'staff-password-2' })
      ).status,
    ).toBe(200);
  });
});

describe('a signup with an address that has an account', () => {
  /** The mails of `kind` to `email`, waited for a moment: they are enqueued after the answer. */
  async function mailsTo(email: string, kind: string, expected: number) {
    let found: { recipient: string; text: string }[] = [];
    for (let i = 0; i < 50 && found.length < expected; i++) {
      const { data } = await admin.gql(
        `query ($kind: String) { mailOutbox(filter: { kind: $kind }, first: 50) { edges { node { recipient text } } } }`,
        { kind },
      );
      found = data.mailOutbox.edges
        .map((e: { node: { recipient: string; text: string } }) => e.node)
        .filter((m: { recipient: string }) => m.recipient === email);
      if (found.length < expected) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return found;
  }

  test('answers as for a new one, and tells the owner by mail, once a day', async () => {
    const { email } = await customer();
    const attempt = { name: 'Someone Else', email, password: 'someone-elses-1' };
    const taken = await t.client().post('/api/auth/signup', attempt);
    const fresh = await t
      .client()
      .post('/api/auth/signup', { ...attempt, email: uniqueEmail('fresh') });
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());

    const [notice] = await mailsTo(email, 'signup-address-taken', 1);
    expect(notice.text).toContain(`${t.config.publicUrl}/forgot-password`);
    await t.client().post('/api/auth/signup', attempt);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(email, 'signup-address-taken', 2)).toHaveLength(1);
    // Only the account's owner is written to: the new address got nothing.
    expect(await mailsTo(fresh.body.user.email, 'signup-address-taken', 0)).toHaveLength(0);
  });
});
