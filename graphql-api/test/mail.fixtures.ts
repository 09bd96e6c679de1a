import net from 'node:net';
import type { DataSource } from 'typeorm';
import { startSmtpSink } from '../../scripts/smtp-sink.cjs';
import { localTime } from '../src/lib/local-time';
import { SecretBox } from '../src/lib/secret-box';
import { OutboxBodies } from '../src/modules/mail/outbox-bodies';
import { OutboxMessage } from '../src/modules/mail/outbox.entity';
import { TEST_SECRETS_KEY, type TestApp, type TestClock, startTestApp } from './harness';

/** A message of the outbox with its bodies as they are sent: secret links working. */
export type KeptMail = Omit<OutboxMessage, 'html' | 'text'> & { html: string; text: string };

/** Bodies sealed by a test app: under the harness's SECRETS_KEY. */
const bodies = new OutboxBodies(
  new SecretBox({ key: Buffer.from(TEST_SECRETS_KEY, 'base64'), previous: undefined }),
);

/**
 * Reading mail in tests (decision 061). Without SMTP_URL every message stays in the outbox as
 * `kept`: `outboxFor(t.db, address)` reads what was written to an address, newest first, its
 * sealed bodies opened (decision 078), and `linkIn(message, '/reset-password')` the first link in
 * its text that contains a path. With SMTP_URL, read what `startSmtpServer` received instead.
 */
export async function outboxFor(db: DataSource, to: string): Promise<KeptMail[]> {
  const rows = await db.getRepository(OutboxMessage).find({
    where: { recipient: to.toLowerCase() },
    order: { createdAt: 'DESC', id: 'DESC' },
  });
  return rows.map((row) => ({ ...row, ...bodies.asSent(row) }));
}

/** The first http(s) link in a message's plain text that contains `part`; throws when none does. */
export function linkIn(message: { text: string }, part: string): string {
  const link = message.text.match(/https?:\/\/[^\s<>)\]]+/g)?.find((url) => url.includes(part));
  if (!link) throw new Error(`no link with "${part}" in:\n${message.text}`);
  return link;
}

export type { ArrivedMail } from '../../scripts/smtp-sink.cjs';

/**
 * An SMTP server on 127.0.0.1 (a free port, or `port`) that keeps what arrives, parsed. `refuse`
 * answers that many messages with a temporary error first. The one sink of tests, e2e and benches.
 */
export function startSmtpServer(options: { port?: number; refuse?: number } = {}) {
  return startSmtpSink(options);
}

/** A listener on 127.0.0.1 that takes connections and never says a word (an SMTP server hung). */
export async function startSilentListener() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port on 127.0.0.1 nothing listens on (bound and released at once): connections are refused. */
export async function refusingPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Waits until `done()` holds, checking every 20 ms, for at most `ms`. */
export async function eventually(done: () => boolean | Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A time as mails write it in India's time zone, the test app's (`localTime`, tested in test/unit/lib). */
export const inIndia = (at: Date) => localTime(at, 'Asia/Kolkata');

/**
 * Apps a test starts itself (`appWith(env)`, sending from DevJobs <no-reply@devjobs.test>), closed
 * after each test with whatever else the test hands to `cleanups` (an SMTP server, say), last first.
 */
export function useAppsPerTest() {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function appWith(env: Record<string, string>, clock?: TestClock): Promise<TestApp> {
    const app = await startTestApp({
      env: { MAIL_FROM: 'DevJobs <no-reply@devjobs.test>', ...env },
      clock,
    });
    cleanups.push(() => app.close());
    return app;
  }
  return { cleanups, appWith };
}

/**
 * A relay on 127.0.0.1 in front of an SMTP server that can vanish the way a machine does:
 * `vanish()` stops listening and drops what flows on the connections it carried, without closing
 * them, so a sender keeping one learns nothing until its own timeouts.
 */
export async function startVanishingRelay(target: number, port = 0) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const forget = () => sockets.delete(client) && sockets.delete(upstream);
    client.on('error', forget).on('close', () => upstream.destroy());
    upstream.on('error', forget).on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as net.AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    vanish: async () => {
      for (const socket of sockets) {
        socket.unpipe();
        socket.removeAllListeners('close');
        socket.pause();
      }
      // Not waited for: close() calls back only once the connections kept open are gone.
      server.close();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
