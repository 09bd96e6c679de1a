import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { MailOffError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { currentRequestId } from '../../lib/log';
import { AfterAnswer } from './after-answer';
import type { MailDelivery } from './mail-delivery';
import { type MailMessage, parseMessage } from './mail-message';
import { withSecretsHidden } from './mail-secrets';
import type { OutboxBodies } from './outbox-bodies';
import { OutboxList } from './outbox-list';
import { OutboxMessage } from './outbox.entity';

export { MAIL_KINDS, type MailKind, type MailTemplate } from './templates/mail-kinds';
export { OUTBOX_STATUSES, type OutboxStatus } from './outbox.entity';
export { mailAddress, type MailMessage } from './mail-message';
export type { MailStatus, OutboxFilter, OutboxRecord } from './outbox-list';

/**
 * For a request whose only work is to mail someone (a reset link, a confirmation link): with
 * MAIL=off it cannot be served, and saying "check your inbox" would be untrue, so it is refused
 * with MAIL_OFF (503) before anything else.
 */
export function requireSending(config: Config): void {
  if (config.mail.off) throw new MailOffError();
}

/**
 * The mail outbox (decision 061): with the sender and `outbox` (what staff read), the only code
 * that touches mail_outbox. `enqueue` renders a
 * message and stores it in the caller's unit of work, so a unit that rolls back sends nothing;
 * the process's sender (MailDelivery, shared by every copy of this service) sends it after the
 * commit. Without SMTP_URL every message is stored as `kept` and nothing is sent.
 */
export class MailService {
  private readonly afterAnswer = new AfterAnswer();
  /** The outbox as staff read it (the console's mail pages). */
  readonly outbox: OutboxList;

  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly bodies: OutboxBodies,
    private readonly invalidate: (afterCommit: () => void) => void,
    /** The process's sender; none when mail is kept (no SMTP_URL, or MAIL=off). */
    readonly delivery: MailDelivery | undefined,
  ) {
    this.outbox = new OutboxList(db, config, bodies);
  }

  private get repo() {
    return this.db.getRepository(OutboxMessage);
  }

  /**
   * The templates (React and the email components, about 25 MB): createApp loads them before the
   * app serves, so the first mail does not stall the event loop while they load (decision 061).
   */
  loadTemplates() {
    return import('./templates/render-mail');
  }

  /**
   * Stores one message for `to`, rendered from its template, unless one with the same
   * idempotencyKey exists (then nothing happens). Never sends: the sender is woken after the
   * caller's unit commits. Bad input is a BadInputError naming the field; nothing is stored then.
   */
  async enqueue(message: MailMessage): Promise<void> {
    const { to, idempotencyKey, template, unsubscribeLink } = parseMessage(message);
    const { renderMail } = await this.loadTemplates();
    const settings = {
      postalAddress: this.config.mail.postalAddress,
      timeZone: this.config.appTimezone,
    };
    // Sent: the message itself, sealed. Kept in the clear for staff: its secret links hidden.
    const rendered = renderMail(template, settings);
    const hidden = withSecretsHidden(template);
    const shown = hidden === template ? rendered : renderMail(hidden, settings);
    const id = randomUUID();
    const now = this.clock.now();
    await this.repo
      .createQueryBuilder()
      .insert()
      .into(OutboxMessage)
      .values({
        id,
        kind: template.kind,
        recipient: to,
        subject: rendered.subject,
        ...this.bodies.columns(id, rendered, shown, unsubscribeLink ?? null),
        idempotencyKey,
        status: this.delivery ? 'queued' : 'kept',
        attempts: 0,
        nextAttemptAt: now,
        claimToken: null,
        claimedUntil: null,
        lastError: null,
        createdAt: now,
        sentAt: null,
        requestId: currentRequestId() ?? null,
      })
      // The key is the one unique index besides the id: a repeat is dropped, not an error, and
      // does not undo the caller's unit.
      .orIgnore()
      .execute();
    const delivery = this.delivery;
    if (delivery) this.invalidate(() => delivery.wake());
  }

  /**
   * Seals with SECRETS_KEY the bodies of waiting and kept messages sealed under
   * SECRETS_KEY_PREVIOUS (`npm run secrets:reseal`, decision 078); the number re-sealed.
   */
  resealBodies(): Promise<number> {
    return this.bodies.reseal(this.repo);
  }

  /** Sends every due message now and resolves when done (the sender's own pass; tests, the CLI). */
  async deliverDue(): Promise<void> {
    await this.delivery?.deliverDue();
  }

  /** Messages waiting to be sent (queued or being sent) and when the oldest was written (metrics). */
  async waiting(): Promise<{ count: number; oldest: Date | null }> {
    const row = await this.repo
      .createQueryBuilder('m')
      .select('COUNT(*)', 'count')
      .addSelect('MIN(m.createdAt)', 'oldest')
      .where("m.status IN ('queued', 'sending')")
      .getRawOne<{ count: number | string; oldest: Date | string | null }>();
    // MySQL answers a Date (timezone Z); SQLite the stored UTC text, without its zone.
    const at = row?.oldest;
    const oldest = !at ? null : at instanceof Date ? at : new Date(`${at.replace(' ', 'T')}Z`);
    return { count: Number(row?.count ?? 0), oldest };
  }

  /** Whether a link mailed now reaches its reader: false with MAIL=off (`requireSending`). */
  get sending(): boolean {
    return !this.config.mail.off;
  }

  /**
   * Runs `work` (whose outcome is a mail) after the caller has answered, in order per `address`;
   * a failure is logged without what was typed (AfterAnswer, decision 079).
   */
  inBackground(kind: string, work: () => Promise<void>, address?: string): void {
    this.afterAnswer.run(kind, work, address);
  }

  /**
   * Resolves once the background work given for `address` so far is done (a login after signup);
   * without an address, once all background work under way is done.
   */
  settled(address?: string): Promise<void> {
    return this.afterAnswer.settled(address);
  }

  /** Stops the sender (the app stopping), once mail enqueued in the background is stored. */
  async stop(): Promise<void> {
    await this.afterAnswer.settled();
    await this.delivery?.stop();
  }
}
