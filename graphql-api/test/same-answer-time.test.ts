import { type ChildProcess, spawn } from 'node:child_process';
import { linkIn, outboxFor } from './mail.fixtures';
import { type Client, TestClock, uniqueEmail, useTestApp } from './harness';

/**
 * Which addresses have accounts is not readable from an answer or its time (decision 079,
 * product.md#accounts): forgot-password, signup, "email me my downloads" and the email change
 * answer before the address is looked up; what depends on it is done in the background. Each
 * request here starts an hour after the last, past every limit's window, and the background work
 * of one ends before the next is sent, so it slows neither. The timed requests come from another
 * process, as a stranger's would: in this one, the client would read its answer on the event loop
 * that does the server's background work.
 */
const clock = new TestClock();
const { t } = useTestApp({ clock, admin: false });

/** Sends each POST it is given over IPC and answers with the status, the body and the time it took. */
const STRANGER = `
process.on('message', async ({ url, json, headers }) => {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(json),
  });
  const text = await res.text();
  process.send({ status: res.status, body: JSON.parse(text), ms: performance.now() - started });
});`;
let stranger: ChildProcess;
beforeAll(() => {
  stranger = spawn(process.execPath, ['-e', STRANGER], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
});
afterAll(() => stranger.kill());

type Timed = { status: number; body: any; ms: number };
/** A POST to the storefront's origin from the other process, with `from`'s cookies. */
function post(path: string, json: unknown, from?: Client): Promise<Timed> {
  const cookie = from ? [...from.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  return new Promise((resolve) => {
    stranger.once('message', (answer) => resolve(answer as Timed));
    stranger.send({ url: t.url.storefront + path, json, headers: cookie ? { cookie } : {} });
  });
}

const PAIRS = 20;
const HOUR = 60 * 60_000;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** An account whose address the requests below name, with a password to sign in. */
async function owner() {
  const email = uniqueEmail('owner');
  const password = 'owner-password-1';
  await t.services.users.create({ name: 'Owner', email, password, emailConfirmed: true });
  return { email, password };
}

/**
 * Sends `ask(address)` for the account's address and for one without an account, alternately
 * (which goes first alternates too), after two of each not timed; the medians of the answer times
 * in ms, and every answer's status and body, which must be the same for both.
 */
async function timedPairs(
  label: string,
  known: string,
  ask: (address: string) => Promise<Timed>,
  /** More where a password is hashed or checked: its time varies most. */
  pairs = PAIRS,
) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = new Set<string>();
  for (let i = -2; i < pairs; i++) {
    const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const which of order) {
      const address = which === 'known' ? known : uniqueEmail('nobody');
      clock.advance(HOUR + 1000);
      const reply = await ask(address);
      // The background work (lookup, unit of work, mail) ends before the next request.
      await t.services.mail.settled(address);
      answers.add(JSON.stringify({ status: reply.status, body: reply.body }));
      if (i >= 0) times[which].push(reply.ms);
    }
  }
  const medians = { known: median(times.known), unknown: median(times.unknown) };
  process.stdout.write(
    `${label}: median ${medians.known.toFixed(1)} ms with an account, ${medians.unknown.toFixed(1)} ms without (${pairs} pairs)\n`,
  );
  return { medians, answers: [...answers] };
}

describe('an answer and its time are the same whether or not the address has an account', () => {
  test('forgot-password answers in the same time for an address with an account and one without', async () => {
    const { email } = await owner();
    const { medians, answers } = await timedPairs('forgot-password', email, (address) =>
      post('/api/auth/forgot-password', { email: address }),
    );
    expect(answers).toHaveLength(1);
    expect(JSON.parse(answers[0]).status).toBe(200);
    expect(Math.abs(medians.known - medians.unknown)).toBeLessThan(5);
    // The owner was mailed a link each time: the work was done, after the answer.
    const links = (await outboxFor(t.db, email)).filter((m) => m.kind === 'password-reset');
    expect(links).toHaveLength(PAIRS + 2);
  }, 120_000);

  test('signup answers in the same time, with the same answer, for a taken address and a new one', async () => {
    const { email } = await owner();
    const { medians, answers } = await timedPairs(
      'signup',
      email,
      async (address) => {
        const reply = await post('/api/auth/signup', {
          name: 'Same Name',
          email: address,
          password: 'signup-password-1',
        });
        // The account object differs by its id, address and time only; the rest must be the same.
        const { id, _id, email: given, createdAt, ...user } = reply.body.user;
        expect([id === _id, given === address, Boolean(createdAt)]).toEqual([true, true, true]);
        return { ...reply, body: { ...reply.body, user } };
      },
      40,
    );
    expect(answers).toHaveLength(1);
    expect(JSON.parse(answers[0]).status).toBe(201);
    expect(Math.abs(medians.known - medians.unknown)).toBeLessThan(5);
    expect((await outboxFor(t.db, email)).map((m) => m.kind)).toContain('signup-address-taken');
  }, 180_000);

  test('"email me my downloads" answers in the same time for an account\'s address and an unknown one', async () => {
    const { email } = await owner();
    const { medians, answers } = await timedPairs('email-downloads', email, (address) =>
      post('/api/pdfs/email-downloads', { email: address }),
    );
    expect(answers).toHaveLength(1);
    expect(JSON.parse(answers[0]).status).toBe(200);
    expect(Math.abs(medians.known - medians.unknown)).toBeLessThan(5);
  }, 120_000);

  test('asking to change to an address another account has answers in the same time as to a free one', async () => {
    const { email } = await owner();
    const mover = await owner();
    const browser: Client = t.client('storefront');
    expect((await browser.post('/api/auth/login', mover)).status).toBe(200);
    const { medians, answers } = await timedPairs(
      'change-email',
      email,
      (address) =>
        post(
          '/api/auth/change-email',
          { newEmail: address, currentPassword: mover.password },
          browser,
        ),
      40,
    );
    expect(answers).toHaveLength(1);
    expect(JSON.parse(answers[0]).status).toBe(200);
    expect(Math.abs(medians.known - medians.unknown)).toBeLessThan(5);
  }, 180_000);
});

describe('mail to an address no one has confirmed names no one', () => {
  test('the confirmation mail holds neither the name typed at signup nor a greeting by name', async () => {
    const email = uniqueEmail('stranger');
    const name = 'Visit evil.example to claim your prize';
    const reply = await t
      .client('storefront')
      .post('/api/auth/signup', { name, email, password: 'stranger-password-1' });
    expect(reply.status).toBe(201);
    await t.services.mail.settled(email);
    const [mail] = await outboxFor(t.db, email);
    expect(mail.kind).toBe('confirm-email');
    expect(linkIn(mail, '/confirm-email')).toContain(t.config.publicUrl);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Visit');
    }
    expect(mail.text).toContain('Hello,');
  });

  test('a reset link asked for an unconfirmed account greets no one; a confirmed one by name', async () => {
    const unconfirmed = uniqueEmail('unconfirmed');
    await t.client().post('/api/auth/signup', {
      name: 'Typed By Anyone',
      email: unconfirmed,
      password: 'typed-password-1',
    });
    const { email: confirmed } = await owner();
    for (const email of [unconfirmed, confirmed]) {
      clock.advance(HOUR + 1000);
      expect((await t.client().post('/api/auth/forgot-password', { email })).status).toBe(200);
      await t.services.mail.settled(email);
    }
    const [reset] = (await outboxFor(t.db, unconfirmed)).filter((m) => m.kind === 'password-reset');
    expect(reset.text).not.toContain('Typed By Anyone');
    expect(reset.text).toContain('Hello,');
    const [named] = (await outboxFor(t.db, confirmed)).filter((m) => m.kind === 'password-reset');
    expect(named.text).toContain('Hi Owner,');
  });
});

describe('bad input', () => {
  test('a signup with a short password is refused naming the field, and writes nothing', async () => {
    const { email } = await owner();
    const fresh = uniqueEmail('short');
    for (const address of [email, fresh]) {
      const reply = await t
        .client()
        .post('/api/auth/signup', { name: 'Short', email: address, password: 'short' });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
      await t.services.mail.settled(address);
    }
    expect(await t.services.users.findByEmail(fresh)).toBeNull();
    expect(await outboxFor(t.db, email)).toEqual([]);
    expect(await outboxFor(t.db, fresh)).toEqual([]);
  });

  test('a forgot-password with a malformed address is refused naming the field', async () => {
    const reply = await t.client().post('/api/auth/forgot-password', { email: 'not-an-address' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });
});

describe('work done after the answer', () => {
  test('a signup whose account cannot be written is logged without the address, name or password', async () => {
    const logged = jest.mocked(console.error).mockImplementation(() => undefined);
    const email = uniqueEmail('lost');
    const typed = { name: 'Lost Name', email, password: 'lost-password-1' };
    // The unit of work fails at its second write: the account is not kept without its link.
    await t.db.query('ALTER TABLE email_confirmations RENAME TO email_confirmations_away');
    try {
      const reply = await t.client().post('/api/auth/signup', typed);
      expect(reply.status).toBe(201);
      await t.services.mail.settled(email);
    } finally {
      await t.db.query('ALTER TABLE email_confirmations_away RENAME TO email_confirmations');
    }
    expect(await t.services.users.findByEmail(email)).toBeNull();
    const lines = logged.mock.calls.map((call) => call.map(String).join(' '));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^mail: signup failed in the background: \w+/);
    for (const secret of [email, 'lost', typed.name, typed.password])
      expect(lines[0]).not.toContain(secret);
  });
});
