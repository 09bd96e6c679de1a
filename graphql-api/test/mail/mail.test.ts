import { randomUUID } from 'node:crypto';
import { type TestApp, TestClock, uniqueEmail, useTestApp } from '../harness';
import { createServices } from '../../src/services';
import { MAIL_MAX_ATTEMPTS, retryDelayMs } from '../../src/modules/mail/mail-delivery';
import type { MailMessage, MailTemplate } from '../../src/modules/mail/mail.service';
import {
  eventually,
  linkIn,
  outboxFor,
  refusingPort,
  startSilentListener,
  startSmtpServer,
  useAppsPerTest,
} from '../mail.fixtures';
import { OutboxMessage } from '../../src/modules/mail/outbox.entity';

const OUTBOX = `query MailOutbox($filter: OutboxFilter, $first: Int, $after: String) {
  mailOutbox(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id kind recipient subject status attempts lastError createdAt sentAt } }
  }
}`;
const MESSAGE = `query OutboxMessage($id: ID!) {
  outboxMessage(id: $id) { id kind recipient subject html text status attempts lastError }
}`;
const KINDS = 'query MailKinds { mailKinds }';

const reset = (
  to: string,
  key: string = randomUUID(),
): MailMessage & { template: Extract<MailTemplate, { kind: 'password-reset' }> } => ({
  to,
  idempotencyKey: `reset:${key}`,
  template: {
    kind: 'password-reset',
    name: 'Asha',
    link: `https://devjobs.example/reset-password?token=${key}`,
    // 27 Nov 2026, 8:15 pm in India.
    expiresAt: new Date('2026-11-27T14:45:00Z'),
  },
});

// Failed attempts are reported with console.warn; these tests cause them on purpose.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => (console.warn as jest.Mock).mockRestore());

describe('without SMTP_URL every message is kept, and staff read it', () => {
  const { t, admin } = useTestApp();

  test('a password reset is stored rendered, as kept, and staff see its HTML and text', async () => {
    const to = uniqueEmail('reset');
    await t.services.mail.enqueue(reset(to, 'abc'));
    const [kept] = await outboxFor(t.db, to);
    expect(kept).toMatchObject({ kind: 'password-reset', status: 'kept', attempts: 0 });
    expect(linkIn(kept, '/reset-password')).toBe(
      'https://devjobs.example/reset-password?token=abc',
    );

    const list = await admin.gql(OUTBOX, { filter: { kind: 'password-reset', status: 'kept' } });
    expect(list.errors).toBeUndefined();
    const node = list.data.mailOutbox.edges[0].node;
    expect(node).toMatchObject({
      id: kept.id,
      recipient: to,
      subject: 'Reset your DevJobs password',
      status: 'kept',
      sentAt: null,
    });
    const one = (await admin.gql(MESSAGE, { id: kept.id })).data.outboxMessage;
    expect(one.html).toContain('href="https://devjobs.example/reset-password?token=abc"');
    expect(one.html).toContain('prefers-color-scheme: dark');
    expect(one.html).toContain(t.config.mail.postalAddress);
    expect(one.text).toContain('Hi Asha,');
    // The link's end, in India time.
    expect(one.text).toMatch(/27 Nov 2026, 8:15\s?pm IST/i);
  });

  test('someone signing up with a taken address is told how to log in or reset', async () => {
    const to = uniqueEmail('taken');
    await t.services.mail.enqueue({
      to,
      idempotencyKey: `taken:${to}`,
      template: {
        kind: 'signup-address-taken',
        name: 'Ravi',
        loginLink: 'https://devjobs.example/login',
        resetLink: 'https://devjobs.example/forgot-password',
      },
    });
    const [kept] = await outboxFor(t.db, to);
    expect(kept.subject).toBe('Someone tried to sign up to DevJobs with your address');
    expect(kept.text).toMatch(/Someone tried to sign up to DevJobs with your email address/);
    expect(linkIn(kept, '/login')).toBe('https://devjobs.example/login');
    expect(linkIn(kept, '/forgot-password')).toBe('https://devjobs.example/forgot-password');
  });

  test("a name with markup is shown as text, never as the message's HTML", async () => {
    const to = uniqueEmail('markup');
    const message = reset(to);
    await t.services.mail.enqueue({
      ...message,
      template: {
        ...message.template,
        name: '<img src=x onerror=alert(1)>',
      },
    });
    const [kept] = await outboxFor(t.db, to);
    expect(kept.html).not.toContain('<img src=x');
    expect(kept.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(kept.text).toContain('Hi <img src=x onerror=alert(1)>,');
  });

  test('a unit of work that rolls back leaves no message', async () => {
    const to = uniqueEmail('rolled-back');
    await expect(
      t.services.inTransaction(async (tx) => {
        await tx.mail.enqueue(reset(to));
        throw new Error('the reset failed after the mail was enqueued');
      }),
    ).rejects.toThrow('the reset failed');
    expect(await outboxFor(t.db, to)).toEqual([]);
    await t.services.inTransaction((tx) => tx.mail.enqueue(reset(to)));
    expect(await outboxFor(t.db, to)).toHaveLength(1);
  });

  test('a second message with the same idempotency key is not stored, in a unit or not', async () => {
    const to = uniqueEmail('twice');
    const message = reset(to, 'same-key');
    await t.services.mail.enqueue(message);
    await t.services.inTransaction(async (tx) => {
      await tx.mail.enqueue(message);
      await tx.mail.enqueue({ ...message, to: uniqueEmail('other') });
    });
    await t.services.mail.enqueue(message);
    expect(await outboxFor(t.db, to)).toHaveLength(1);
    expect(
      await t.db.getRepository(OutboxMessage).countBy({ idempotencyKey: 'reset:same-key' }),
    ).toBe(1);
  });

  test('a recipient, name or link that could add a header or a recipient is refused, and nothing is stored', async () => {
    const before = await t.db.getRepository(OutboxMessage).count();
    const to = uniqueEmail('inject');
    const refused: [MailMessage, string][] = [
      [{ ...reset(to), to: `${to}\r\nBcc: victim@example.com` }, 'to'],
      [{ ...reset(to), to: `${to}\nBcc: victim@example.com` }, 'to'],
      [{ ...reset(to), to: `${to}, victim@example.com` }, 'to'],
      [{ ...reset(to), to: `Asha <${to}>` }, 'to'],
      [{ ...reset(to), to: 'not-an-address' }, 'to'],
      [{ ...reset(to), to: '' }, 'to'],
      [{ ...reset(to), idempotencyKey: 'key\r\nX-Evil: 1' }, 'idempotencyKey'],
      [
        {
          ...reset(to),
          template: { ...reset(to).template, name: 'Asha\r\nBcc: victim@example.com' },
        },
        'name',
      ],
      [
        {
          ...reset(to),
          template: { ...reset(to).template, link: 'javascript:alert(1)' },
        },
        'link',
      ],
      [
        {
          ...reset(to),
          template: { ...reset(to).template, expiresAt: new Date('nonsense') },
        },
        'expiresAt',
      ],
      [{ ...reset(to), template: { kind: 'nope' } } as unknown as MailMessage, 'kind'],
    ];
    for (const [message, field] of refused) {
      await expect(t.services.mail.enqueue(message)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    expect(await t.db.getRepository(OutboxMessage).count()).toBe(before);
  });

  test('staff page through the outbox newest first and filter it; a bad filter names its field', async () => {
    const to = uniqueEmail('paged');
    for (let i = 0; i < 3; i++) await t.services.mail.enqueue(reset(to));
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const reply: { data?: any } = await admin.gql(OUTBOX, { first: 2, after });
      seen.push(...reply.data.mailOutbox.edges.map((e: { node: { id: string } }) => e.node.id));
      after = reply.data.mailOutbox.pageInfo.hasNextPage
        ? reply.data.mailOutbox.pageInfo.endCursor
        : null;
    } while (after);
    const all = await t.db.getRepository(OutboxMessage).find();
    expect(new Set(seen).size).toBe(all.length);
    const newest = [...all].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : 1),
    );
    expect(seen).toEqual(newest.map((m) => m.id));

    const taken = await admin.gql(OUTBOX, { filter: { kind: 'signup-address-taken' } });
    expect(
      taken.data.mailOutbox.edges.every(
        (e: { node: { kind: string } }) => e.node.kind === 'signup-address-taken',
      ),
    ).toBe(true);
    expect((await admin.gql(OUTBOX, { filter: { status: 'sent' } })).data.mailOutbox).toMatchObject(
      { totalCount: 0, edges: [] },
    );
    const code = async (variables: Record<string, unknown>) =>
      (await admin.gql(OUTBOX, variables)).errors?.[0].extensions;
    expect(await code({ filter: { kind: 'spam' } })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'kind',
    });
    expect(await code({ filter: { status: 'lost' } })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'status',
    });
    expect(await code({ after: 'forged' })).toEqual({ code: 'BAD_USER_INPUT', field: 'after' });
    expect((await admin.gql(KINDS)).data.mailKinds).toEqual([
      'password-reset',
      'signup-address-taken',
      'confirm-email',
      'confirm-email-change',
      'email-change-notice',
      'receipt',
      'pdf-downloads',
      'course-ending',
      'refund',
      'refund-declined',
      'refund-requested',
      'two-factor-change',
      'job-alert',
      'confirm-alert',
      'webhook-disabled',
    ]);
    expect((await admin.gql(MESSAGE, { id: randomUUID() })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  test('anonymous visitors get UNAUTHENTICATED and customers FORBIDDEN, and no query answers them', async () => {
    const to = uniqueEmail('private');
    await t.services.mail.enqueue(reset(to));
    const [kept] = await outboxFor(t.db, to);
    const customer = await t.signIn('user');
    for (const [query, variables] of [
      [OUTBOX, {}],
      [MESSAGE, { id: kept.id }],
      [KINDS, {}],
    ] as const) {
      const anonymous = await t.client().gql(query, variables);
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(anonymous.data).toBeNull();
      const refused = await customer.gql(query, variables);
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(refused)).not.toContain(to);
    }
  });
});

describe('with SMTP_URL the sender delivers each message once, after the commit', () => {
  const { cleanups, appWith } = useAppsPerTest();

  const statusOf = async (app: TestApp, to: string) => {
    const [row] = await outboxFor(app.db, to);
    return row;
  };

  test('a committed message arrives once without anyone asking; one rolled back never does', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const app = await appWith({ SMTP_URL: smtp.url });
    const sent = uniqueEmail('sent');
    const dropped = uniqueEmail('dropped');
    await expect(
      app.services.inTransaction(async (tx) => {
        await tx.mail.enqueue(reset(dropped));
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    await app.services.inTransaction((tx) => tx.mail.enqueue(reset(sent, 'delivered')));
    // Woken by the commit: nobody calls the sender here.
    await eventually(async () => (await statusOf(app, sent))?.status === 'sent');
    await app.services.mail.deliverDue();

    expect(smtp.arrived).toHaveLength(1);
    const [mail] = smtp.arrived;
    expect(mail).toMatchObject({
      to: sent,
      from: '"DevJobs" <no-reply@devjobs.test>',
      subject: 'Reset your DevJobs password',
    });
    expect(mail.html).toContain('https://devjobs.example/reset-password?token=delivered');
    expect(linkIn(mail, '/reset-password')).toBe(
      'https://devjobs.example/reset-password?token=delivered',
    );
    const row = await statusOf(app, sent);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, claimToken: null });
    expect(row.sentAt).not.toBeNull();
    expect(await outboxFor(app.db, dropped)).toEqual([]);
  });

  test('two senders on one database deliver every message exactly once', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const app = await appWith({ SMTP_URL: smtp.url });
    // A second API process: its own services and sender, on the same database.
    const other = createServices({ db: app.db, config: app.config, clock: new TestClock() });
    cleanups.push(() => other.mail.stop());
    const recipients = Array.from({ length: 24 }, () => uniqueEmail('pair'));
    await app.services.inTransaction(async (tx) => {
      for (const to of recipients) await tx.mail.enqueue(reset(to));
    });
    await Promise.all([
      app.services.mail.deliverDue(),
      other.mail.deliverDue(),
      other.mail.deliverDue(),
      app.services.mail.deliverDue(),
    ]);
    await eventually(() => smtp.arrived.length >= recipients.length);
    // A message reaches the SMTP server a moment before its sender records it as sent.
    await eventually(async () =>
      (await Promise.all(recipients.map((to) => statusOf(app, to)))).every(
        (row) => row.status === 'sent',
      ),
    );
    await Promise.all([app.services.mail.deliverDue(), other.mail.deliverDue()]);
    expect(smtp.arrived.map((m) => m.to).sort()).toEqual([...recipients].sort());
    for (const to of recipients)
      expect(await statusOf(app, to)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  test('an SMTP server that refuses connections is tried again after 30 s, then 60 s, and the message arrives once it is up', async () => {
    const clock = new TestClock();
    const port = await refusingPort();
    const app = await appWith({ SMTP_URL: `smtp://127.0.0.1:${port}` }, clock);
    const to = uniqueEmail('retried');
    await app.services.mail.enqueue(reset(to));
    await app.services.mail.deliverDue();
    let row = await statusOf(app, to);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBeGreaterThan(28_000);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBeLessThanOrEqual(30_000);

    // Not due yet: nothing is tried.
    await app.services.mail.deliverDue();
    expect((await statusOf(app, to)).attempts).toBe(1);
    clock.advance(retryDelayMs(1));
    await app.services.mail.deliverDue();
    row = await statusOf(app, to);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBeGreaterThan(58_000);

    const smtp = await startSmtpServer({ port, refuse: 1 });
    cleanups.push(smtp.close);
    clock.advance(retryDelayMs(2));
    await app.services.mail.deliverDue();
    // The server answered 451 to the third attempt: a temporary refusal is retried too.
    row = await statusOf(app, to);
    expect(row).toMatchObject({ status: 'queued', attempts: 3 });
    expect(row.lastError).toMatch(/451/);
    clock.advance(retryDelayMs(3));
    await app.services.mail.deliverDue();
    clock.advance(retryDelayMs(4));
    await app.services.mail.deliverDue();
    expect(smtp.arrived.map((m) => m.to)).toEqual([to]);
    expect(await statusOf(app, to)).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
  });

  test('a server that never answers fails each attempt at the timeout; after the last the message is failed, with the error staff read', async () => {
    const clock = new TestClock();
    const silent = await startSilentListener();
    cleanups.push(silent.close);
    const app = await appWith({ SMTP_URL: silent.url, SMTP_TIMEOUT_MS: '200' }, clock);
    const admin = await app.signIn('admin');
    const to = uniqueEmail('given-up');
    await app.services.mail.enqueue(reset(to));
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await app.services.mail.deliverDue();
      const row = await statusOf(app, to);
      expect(row.attempts).toBe(attempt);
      expect(row.status).toBe(attempt < MAIL_MAX_ATTEMPTS ? 'queued' : 'failed');
      clock.advance(retryDelayMs(attempt));
    }
    clock.advance(3_600_000);
    await app.services.mail.deliverDue();
    const [row] = await outboxFor(app.db, to);
    const reply = await admin.gql(OUTBOX, { filter: { status: 'failed' } });
    expect(reply.data.mailOutbox.edges.map((e: { node: unknown }) => e.node)).toEqual([
      expect.objectContaining({
        id: row.id,
        recipient: to,
        status: 'failed',
        attempts: MAIL_MAX_ATTEMPTS,
        lastError: expect.stringMatching(/^ETIMEDOUT: /),
        sentAt: null,
      }),
    ]);
  });

  test('a message claimed by a sender that died is taken again once its claim runs out', async () => {
    const clock = new TestClock();
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const app = await appWith({ SMTP_URL: smtp.url }, clock);
    const to = uniqueEmail('orphan');
    await app.services.mail.enqueue(reset(to));
    // As a process leaves it that claimed the message and died before sending.
    const [row] = await outboxFor(app.db, to);
    await app.db.getRepository(OutboxMessage).update(row.id, {
      status: 'sending',
      attempts: 1,
      claimToken: randomUUID(),
      claimedUntil: new Date(clock.now().getTime() + 120_000),
    });
    await app.services.mail.deliverDue();
    expect(smtp.arrived).toHaveLength(0);
    clock.advance(120_000);
    await app.services.mail.deliverDue();
    await app.services.mail.deliverDue();
    expect(smtp.arrived.map((m) => m.to)).toEqual([to]);
    expect(await statusOf(app, to)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
