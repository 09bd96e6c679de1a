import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { UnreadableSecretError } from '../../lib/secret-box';
import { ERASED, type OutboxBodies } from './outbox-bodies';
import { OutboxMessage } from './outbox.entity';
import { log, outsideRequests } from '../../lib/log';

/** Attempts before a message is `failed`, and the first wait: 30 s, doubling (decision 061). */
export const MAIL_MAX_ATTEMPTS = 6;
export const MAIL_FIRST_RETRY_MS = 30_000;
/** Messages one pass claims at a time, and sends at once over up to CONNECTIONS pooled connections. */
const BATCH = 10;
const CONNECTIONS = 3;
/**
 * How long a kept connection may sit idle before it is closed: a pass's messages share them, but
 * a relay that restarts (or whose machine vanishes) between passes never holds a later message on
 * a dead connection until its timeout (product.md#mail: out within 10 s of a relay restart).
 */
const IDLE_MS = 1000;
/** The slow poll: queued messages nobody woke the sender for (a retry come due, another process's). */
const POLL_MS = 15_000;

/** The wait after the `attempts`-th failed attempt: 30 s, 1 min, 2 min, 4 min, 8 min. */
export const retryDelayMs = (attempts: number) => MAIL_FIRST_RETRY_MS * 2 ** (attempts - 1);

/**
 * The outbox's sender (decision 061): one per API process, on the app's EntityManager (never a
 * unit's). A pass claims due messages with one UPDATE carrying a token of its own, reads back the
 * rows with that token, sends each over SMTP and marks it sent, or queued again after a back-off,
 * or failed after the last attempt. Several processes may run one each on one database: a row is
 * claimed by one UPDATE only, and a claim not finished in time (a process that died mid-send) is
 * due again.
 */
export class MailDelivery {
  /** nodemailer (about 12 MB) is loaded only by a process that sends mail. */
  private readonly transport: Promise<Transporter>;
  /** How long a claim holds: longer than one send may take with every SMTP timeout reached. */
  private readonly claimMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    config: Config['mail'],
    private readonly bodies: OutboxBodies,
  ) {
    const timeout = config.timeoutMs;
    this.claimMs = Math.max(120_000, timeout * 4);
    this.transport = import('nodemailer').then(({ createTransport }) =>
      createTransport(
        {
          url: config.smtpUrl,
          // Kept connections: a new one per message costs about 120 ms even on loopback
          // (8 mails/s); pooled, about 70 mails/s (bench/mail.mjs).
          pool: true,
          maxConnections: CONNECTIONS,
          idleTimeout: IDLE_MS,
          connectionTimeout: timeout,
          greetingTimeout: timeout,
          socketTimeout: timeout,
        } satisfies SMTPPool.Options,
        { from: config.from },
      ),
    );
    this.schedule(POLL_MS);
  }

  /** Starts a pass soon (after a commit that enqueued); one already running makes another after it. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** One pass over every due message, now; resolves when it is done (a running pass is waited for first). */
  async deliverDue(): Promise<void> {
    while (this.running) await this.running;
    if (this.stopped) return;
    await this.run();
  }

  /** Stops the poll and waits for a pass under way; nothing is sent after. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    while (this.running) await this.running;
    (await this.transport).close();
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    if (this.stopped) return;
    // Outside the request that woke it: each message's lines carry the id of the one that wrote it.
    this.timer = outsideRequests(() => setTimeout(() => void this.run(), ms));
    this.timer.unref();
  }

  private run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    clearTimeout(this.timer);
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.pass()) === BATCH);
        } while (this.again && !this.stopped);
      } catch (error) {
        // The database was unreachable: the next poll tries again.
        log.warn({ err: error }, 'mail: delivery pass failed');
      } finally {
        this.running = undefined;
        this.schedule(POLL_MS);
      }
    })();
    return this.running;
  }

  /** Claims up to BATCH due messages and sends them; the number claimed. */
  private async pass(): Promise<number> {
    const claimed = await this.claim();
    await Promise.all(claimed.map((message) => this.send(message)));
    return claimed.length;
  }

  private async claim(): Promise<OutboxMessage[]> {
    const now = this.clock.now();
    const token = randomUUID();
    const due = (alias?: string) => {
      const col = (name: string) => (alias ? `${alias}.${name}` : name);
      return `((${col('status')} = 'queued' AND ${col('nextAttemptAt')} <= :now) OR (${col('status')} = 'sending' AND ${col('claimedUntil')} <= :now))`;
    };
    // MySQL takes no LIMIT in an IN subquery, nor the updated table in its FROM: the ids come
    // through a derived table. The outer condition is read again under the row's lock, so of two
    // senders that picked the same ids only the first takes them.
    await this.db
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({
        status: 'sending',
        claimToken: token,
        claimedUntil: new Date(now.getTime() + this.claimMs),
        attempts: () => 'attempts + 1',
      })
      .where(
        `id IN (SELECT id FROM (SELECT m.id AS id FROM mail_outbox m WHERE ${due('m')} ORDER BY m.nextAttemptAt LIMIT ${BATCH}) picked)`,
      )
      .andWhere(due())
      .setParameters({ now: this.at(now) })
      .execute();
    return this.db.getRepository(OutboxMessage).findBy({ claimToken: token });
  }

  private async send(message: OutboxMessage): Promise<void> {
    let error: string | null = null;
    try {
      const unsubscribe = this.bodies.unsubscribeOf(message);
      await (
        await this.transport
      ).sendMail({
        to: message.recipient,
        subject: message.subject,
        ...this.bodies.asSent(message),
        // One-click unsubscribe (RFC 8058): mail apps POST `List-Unsubscribe=One-Click` to the link.
        headers: unsubscribe
          ? {
              'List-Unsubscribe': `<${unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : undefined,
        // The same Message-ID on every attempt, so a receiver can drop a repeat.
        messageId: `<${message.id}@devjobs.mail>`,
      });
    } catch (failure) {
      error = failure instanceof UnreadableSecretError ? failure.message : describe(failure);
    }
    const now = this.clock.now();
    const last = message.attempts >= MAIL_MAX_ATTEMPTS;
    const outcome: Partial<OutboxMessage> =
      error === null
        ? { status: 'sent', sentAt: now, lastError: null, ...ERASED }
        : last
          ? { status: 'failed', lastError: error, ...ERASED }
          : {
              status: 'queued',
              lastError: error,
              nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
            };
    // The request that wrote the message, so its line joins that request's (decision 108).
    if (error !== null)
      log.warn(
        { requestId: message.requestId ?? undefined, messageId: message.id },
        `mail: attempt ${message.attempts} failed: ${error}`,
      );
    // Only while the claim is still ours: one that expired and was taken again is the other's now.
    await this.db
      .getRepository(OutboxMessage)
      .update(
        { id: message.id, claimToken: message.claimToken! },
        { ...outcome, claimToken: null, claimedUntil: null },
      );
  }

  /** A date as the driver stores a datetime column, for a raw condition. */
  private at(date: Date): unknown {
    const column = this.db.connection
      .getMetadata(OutboxMessage)
      .findColumnWithPropertyName('nextAttemptAt')!;
    return this.db.connection.driver.preparePersistentValue(date, column);
  }
}

/** The SMTP server's answer or the network's error, on one line, at most 1000 characters. */
function describe(failure: unknown): string {
  const e = failure as { response?: string; code?: string; message?: string };
  const text = e?.response ?? [e?.code, e?.message].filter(Boolean).join(': ');
  return (text || String(failure)).replace(/\s+/g, ' ').trim().slice(0, 1000);
}
