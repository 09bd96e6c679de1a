import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { DataSource } from 'typeorm';
import { resealSecretsCommand } from '../src/cli/reseal-secrets';
import { createServices } from '../src/services';
import { UserTotp } from '../src/modules/auth/two-factor.entity';
import { type SignedIn, type TestApp, TestClock, uniqueEmail } from './harness';
import {
  eventually,
  linkIn,
  outboxFor,
  refusingPort,
  startSmtpServer,
  useAppsPerTest,
} from './mail.fixtures';

const OUTBOX =
  '{ mailOutbox(first: 100) { edges { node { id recipient html text bodyErased status lastError } } } }';
const MESSAGE =
  'query ($id: ID!) { outboxMessage(id: $id) { id html text bodyErased status attempts lastError } }';
const aKey = () => randomBytes(32).toString('base64');

/** Every row of every table, as one string: what someone reading the database would see. */
async function everyRow(db: DataSource): Promise<string> {
  const runner = db.createQueryRunner();
  try {
    // Tables of this database only (on MySQL, those of others come as `db.table`).
    const tables = (await runner.getTables())
      .map((table) => table.name)
      .filter((name) => !name.includes('.'));
    expect(tables).toContain('mail_outbox');
    const rows = [];
    for (const table of tables)
      rows.push(await db.query(`SELECT * FROM ${db.driver.escape(table)}`));
    return JSON.stringify(rows);
  } finally {
    await runner.release();
  }
}

/** What staff can read of the outbox over GraphQL: the list, and each message of `to`. */
async function staffView(admin: SignedIn, to: string) {
  const list = await admin.gql(OUTBOX);
  expect(list.errors).toBeUndefined();
  const mine = list.data.mailOutbox.edges
    .map((e: { node: { id: string; recipient: string } }) => e.node)
    .filter((n: { recipient: string }) => n.recipient === to);
  const one = await Promise.all(mine.map((n: { id: string }) => admin.gql(MESSAGE, { id: n.id })));
  for (const answer of one) expect(answer.errors).toBeUndefined();
  return { list: mine, messages: one.map((answer) => answer.data.outboxMessage) };
}

const { cleanups, appWith } = useAppsPerTest();
// Failed attempts are reported with console.warn; some tests cause them on purpose.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => (console.warn as jest.Mock).mockRestore());

/** Asks a password reset for a new account; the address. */
async function askReset(app: TestApp): Promise<string> {
  const email = uniqueEmail('victim');
  await app.services.users.create({ name: 'Victim', email, password: 'victim-password-1' });
  const asked = await app.client().post('/api/auth/forgot-password', { email });
  expect(asked.status).toBe(200);
  return email;
}

const reset = (to: string, token: string) => ({
  to,
  idempotencyKey: `reset:${token}`,
  template: {
    kind: 'password-reset' as const,
    name: 'Asha',
    link: `https://devjobs.example/reset-password?token=${token}`,
    expiresAt: new Date('2026-11-27T14:45:00Z'),
  },
});

describe('mail with secret links, sent over SMTP', () => {
  test('after a reset mail is delivered, no staff query and no table holds its token, and its body is erased', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const app = await appWith({ SMTP_URL: smtp.url });
    const admin = await app.signIn('admin');
    const email = await askReset(app);
    await eventually(() => smtp.arrived.some((m) => m.to === email));
    await app.services.mail.deliverDue();
    const link = linkIn(
      smtp.arrived.find((m) => m.to === email)!,
      '/reset-password',
    );
    const token = new URL(link).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(20);

    const { list, messages } = await staffView(admin, email);
    expect(list).toHaveLength(1);
    expect(messages[0]).toMatchObject({ status: 'sent', bodyErased: true, html: null, text: null });
    expect(JSON.stringify({ list, messages })).not.toContain(token);
    expect(await everyRow(app.db)).not.toContain(token);
    // The link works for its reader.
    const used = await app.client().post('/api/auth/reset-password', {
      token,
      password: 'a-new-password-2',
    });
    expect(used.status).toBe(200);
  });

  test('while a reset mail waits for an SMTP server that refuses, staff read it with its token hidden and no table holds the token', async () => {
    const app = await appWith({ SMTP_URL: `smtp://127.0.0.1:${await refusingPort()}` });
    const admin = await app.signIn('admin');
    const email = await askReset(app);
    await eventually(async () => (await outboxFor(app.db, email))[0]?.attempts === 1);
    const [waiting] = await outboxFor(app.db, email);
    const token = new URL(linkIn(waiting, '/reset-password')).searchParams.get('token')!;

    const { messages } = await staffView(admin, email);
    expect(messages[0]).toMatchObject({ status: 'queued', bodyErased: false });
    expect(messages[0].text).toContain(`${app.config.publicUrl}/reset-password?token=hidden`);
    expect(messages[0].html).toContain('reset-password?token=hidden');
    expect(JSON.stringify(messages)).not.toContain(token);
    expect(await everyRow(app.db)).not.toContain(token);
    expect((await admin.gql('{ mailStatus { delivery } }')).data.mailStatus.delivery).toBe('smtp');
  });

  test('a message sealed under SECRETS_KEY_PREVIOUS is still delivered after the key is rotated', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const [oldKey, newKey] = [aKey(), aKey()];
    const app = await appWith({
      SMTP_URL: smtp.url,
      SECRETS_KEY: newKey,
      SECRETS_KEY_PREVIOUS: oldKey,
    });
    // A process still on the old key enqueued it and stopped before sending.
    const before = createServices({
      db: app.db,
      config: {
        ...app.config,
        secrets: { key: Buffer.from(oldKey, 'base64'), previous: undefined },
      },
      clock: new TestClock(),
    });
    await before.mail.stop();
    const to = uniqueEmail('rotated');
    await before.mail.enqueue(reset(to, 'sealed-under-the-old-key'));
    expect(smtp.arrived).toHaveLength(0);

    await app.services.mail.deliverDue();
    expect(smtp.arrived.map((m) => [m.to, linkIn(m, '/reset-password')])).toEqual([
      [to, 'https://devjobs.example/reset-password?token=sealed-under-the-old-key'],
    ]);
  });

  test('a message sealed under a key the server does not have is not sent, says why, and staff still read it with its link hidden', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const app = await appWith({ SMTP_URL: smtp.url, SECRETS_KEY: aKey() });
    const admin = await app.signIn('admin');
    const foreign = createServices({
      db: app.db,
      config: { ...app.config, secrets: { key: randomBytes(32), previous: undefined } },
      clock: new TestClock(),
    });
    await foreign.mail.stop();
    const to = uniqueEmail('foreign');
    await foreign.mail.enqueue(reset(to, 'under-a-foreign-key'));

    await app.services.mail.deliverDue();
    expect(smtp.arrived).toHaveLength(0);
    const { messages } = await staffView(admin, to);
    expect(messages[0]).toMatchObject({ status: 'queued', attempts: 1, bodyErased: false });
    expect(messages[0].lastError).toMatch(
      /^A stored secret could not be opened: it is sealed under key [0-9a-f]{8}, which is neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS, or it was altered\.$/,
    );
    expect(messages[0].text).toContain('reset-password?token=hidden');
    expect(JSON.stringify(messages)).not.toContain('under-a-foreign-key');
  });
});

describe('authenticator secrets', () => {
  const clock = new TestClock();
  const codeOf = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now().getTime() });
  /** A step's code is taken once: the next sign-in needs the next step's. */
  const nextStep = () => clock.advance(30_000);

  /** Signs in with the password and a current code; whether a session opened. */
  async function signsIn(app: TestApp, email: string, password: string, secret: string) {
    const browser = app.client('storefront');
    const first = await browser.post('/api/auth/login', { email, password });
    expect(first.body).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    const second = await browser.post('/api/auth/login/code', { code: codeOf(secret) });
    return second.status === 200;
  }

  async function enrolled(app: TestApp) {
    const email = uniqueEmail('careful');
    const password = 'careful-password-1';
    const user = await app.services.users.create({ name: 'Careful', email, password });
    const { secret } = await app.services.twoFactor.startFor(user);
    await app.services.twoFactor.confirmFor(user, codeOf(secret));
    nextStep();
    return { email, password, secret, user };
  }

  test('a secret is kept sealed: no table holds it in the clear, and its codes sign in', async () => {
    const app = await appWith({}, clock);
    const { email, password, secret } = await enrolled(app);
    expect(await everyRow(app.db)).not.toContain(secret);
    expect(await signsIn(app, email, password, secret)).toBe(true);
  });

  test('a secret stored plain before sealing still signs in, and secrets:reseal seals it', async () => {
    const app = await appWith({}, clock);
    const { email, password, secret, user } = await enrolled(app);
    await app.db.getRepository(UserTotp).update({ userId: user.id }, { secret });
    expect(await everyRow(app.db)).toContain(secret);
    expect(await signsIn(app, email, password, secret)).toBe(true);

    const said: string[] = [];
    const out = { ...console, log: (line: string) => said.push(line) } as Console;
    const env = {
      SECRETS_KEY: app.config.secrets.key.toString('base64'),
      ...(app.config.databaseUrl
        ? { DATABASE_URL: app.config.databaseUrl }
        : { DATA_DIR: app.config.dataDir }),
    };
    expect(await resealSecretsCommand(env, out)).toBe(0);
    expect(said[0]).toMatch(
      /^Re-sealed with SECRETS_KEY: 1 two-factor secrets, 0 waiting messages\./,
    );
    expect(await everyRow(app.db)).not.toContain(secret);
    nextStep();
    expect(await signsIn(app, email, password, secret)).toBe(true);
  });
});
