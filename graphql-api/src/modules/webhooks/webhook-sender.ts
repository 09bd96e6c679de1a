import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { type EntityManager, In } from 'typeorm';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity';
import { postSigned, WEBHOOK_TIMEOUT_MS } from './webhook-post';

/** A delivery is retried for a day from when it was queued (or resent), then FAILED (decision 104). */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** An endpoint whose deliveries fail for this long is switched off and staff are mailed. */
export const SWITCH_OFF_AFTER_MS = 3 * RETRY_WINDOW_MS;
/** The wait after the n-th failed attempt: 30 s doubling, at most 4 h. */
export const retryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** (attempts - 1), 4 * 60 * 60_000);
/** Deliveries one pass claims and posts at once. */
const BATCH = 50;
/** The slow poll: retries come due, and deliveries another process queued. */
const POLL_MS = 15_000;
/** A claim outlives any attempt: past it, another sender takes the delivery. */
const CLAIM_MS = WEBHOOK_TIMEOUT_MS * 6;

/** The sealed secret's context: its row. */
export const secretContext = (endpointId: string) => `webhook_endpoints:${endpointId}`;

/**
 * The webhooks' sender (decision 104), one per API process on the app's EntityManager, as the
 * outbox's (decision 061): a pass claims due deliveries with one UPDATE carrying its own token,
 * posts each, and writes the outcome only while the claim is still its own. Two processes on one
 * database each claim different rows; a claim of a process that died is due again after CLAIM_MS.
 */
export class WebhookSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly box: SecretBox,
    private readonly production: boolean,
    /** Switches an endpoint off after SWITCH_OFF_AFTER_MS of failures and mails staff. */
    private readonly switchOff: (endpoint: WebhookEndpoint, failingSince: Date) => Promise<void>,
  ) {}

  /** The API process's sender: polls from now on, and is woken by commits (createApp starts it). */
  start(): void {
    this.started = true;
    this.schedule(POLL_MS);
  }

  /** Starts a pass now (after a commit that queued deliveries); one running makes another after it. */
  wake(): void {
    if (this.stopped || !this.started) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** One pass over every due delivery, now; resolves when done (tests, the bench). */
  async deliverDue(): Promise<void> {
    while (this.running) await this.running;
    if (!this.stopped) await this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    while (this.running) await this.running;
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    if (this.stopped || !this.started) return;
    this.timer = setTimeout(() => void this.run(), ms);
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
        console.warn('webhooks: pass failed:', error instanceof Error ? error.message : error);
      } finally {
        this.running = undefined;
        this.schedule(POLL_MS);
      }
    })();
    return this.running;
  }

  private async pass(): Promise<number> {
    const claimed = await this.claim();
    if (!claimed.length) return 0;
    const ids = [...new Set(claimed.map((d) => d.endpointId))];
    const endpoints = new Map(
      (await this.db.getRepository(WebhookEndpoint).findBy({ id: In(ids) })).map((e) => [e.id, e]),
    );
    await Promise.all(claimed.map((d) => this.send(d, endpoints.get(d.endpointId))));
    return claimed.length;
  }

  private async claim(): Promise<WebhookDelivery[]> {
    const now = this.clock.now();
    const token = randomUUID();
    const due = (alias?: string) => {
      const col = (name: string) => (alias ? `${alias}.${name}` : name);
      return `((${col('state')} = 'PENDING' AND ${col('nextAttemptAt')} <= :now) OR (${col('state')} = 'SENDING' AND ${col('claimedUntil')} <= :now))`;
    };
    // As the outbox's claim: the ids through a derived table (MySQL), the condition read again
    // under each row's lock, so of two senders only the first takes a row.
    await this.db
      .createQueryBuilder()
      .update(WebhookDelivery)
      .set({
        state: 'SENDING',
        claimToken: token,
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
        attempts: () => 'attempts + 1',
      })
      .where(
        `id IN (SELECT id FROM (SELECT d.id AS id FROM webhook_deliveries d WHERE ${due('d')} ORDER BY d.nextAttemptAt LIMIT ${BATCH}) picked)`,
      )
      .andWhere(due())
      .setParameters({ now: this.at(now) })
      .execute();
    return this.db.getRepository(WebhookDelivery).findBy({ claimToken: token });
  }

  private async send(delivery: WebhookDelivery, endpoint: WebhookEndpoint | undefined) {
    const startedAt = this.clock.now();
    if (!endpoint?.enabled) {
      const error = endpoint ? 'The endpoint is switched off.' : 'The endpoint was deleted.';
      return this.finish(delivery, { state: 'FAILED', lastError: error });
    }
    let outcome;
    try {
      const secret = this.box.open(endpoint.sealedSecret, secretContext(endpoint.id));
      const signature = new Webhook(secret).sign(delivery.messageId, startedAt, delivery.payload);
      outcome = await postSigned(
        new URL(endpoint.url),
        delivery.payload,
        {
          'webhook-id': delivery.messageId,
          'webhook-timestamp': String(Math.floor(startedAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        this.production,
      );
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      outcome = { ok: false as const, status: null, answer: null, error: text.slice(0, 1000) };
    }
    const now = this.clock.now();
    const seen = { lastStatusCode: outcome.status, lastAnswer: outcome.answer, lastAttemptAt: now };
    if (outcome.ok) {
      await this.finish(delivery, {
        ...seen,
        state: 'DELIVERED',
        deliveredAt: now,
        lastError: null,
      });
      await this.db
        .getRepository(WebhookEndpoint)
        .update({ id: endpoint.id }, { failingSince: null });
      return;
    }
    const next = new Date(now.getTime() + retryDelayMs(delivery.attempts));
    const givenUp = next.getTime() > new Date(delivery.queuedAt).getTime() + RETRY_WINDOW_MS;
    await this.finish(delivery, {
      ...seen,
      lastError: outcome.error,
      ...(givenUp ? { state: 'FAILED' } : { state: 'PENDING', nextAttemptAt: next }),
    });
    await this.failed(endpoint, now);
  }

  /** Notes the endpoint failing; after SWITCH_OFF_AFTER_MS of failures, switches it off. */
  private async failed(endpoint: WebhookEndpoint, now: Date) {
    const repo = this.db.getRepository(WebhookEndpoint);
    await repo
      .createQueryBuilder()
      .update(WebhookEndpoint)
      .set({ failingSince: now })
      .where('id = :id AND failingSince IS NULL', { id: endpoint.id })
      .execute();
    const since = (await repo.findOneBy({ id: endpoint.id }))?.failingSince;
    if (since && now.getTime() - new Date(since).getTime() >= SWITCH_OFF_AFTER_MS)
      await this.switchOff(endpoint, new Date(since));
  }

  /** Writes a delivery's outcome while the claim is still this pass's. */
  private finish(delivery: WebhookDelivery, outcome: Partial<WebhookDelivery>) {
    return this.db
      .getRepository(WebhookDelivery)
      .update(
        { id: delivery.id, claimToken: delivery.claimToken! },
        { ...outcome, claimToken: null, claimedUntil: null },
      );
  }

  private at(date: Date): unknown {
    const column = this.db.connection
      .getMetadata(WebhookDelivery)
      .findColumnWithPropertyName('nextAttemptAt')!;
    return this.db.connection.driver.preparePersistentValue(date, column);
  }
}
