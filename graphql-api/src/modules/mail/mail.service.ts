import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { BadInputError, MailOffError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { newestAfter } from '../../lib/keyset-query';
import { type Connection, readConnection } from '../../lib/paging';
import { isIdShaped, plainText, requiredText } from '../../lib/validate';
import { httpUrl } from '../../lib/web-url';
import { requireAdmin, type Viewer } from '../auth/auth.service';
import { AfterAnswer } from './after-answer';
import type { MailDelivery } from './mail-delivery';
import type { OutboxBodies } from './outbox-bodies';
import { withSecretsHidden } from './mail-secrets';
import { OUTBOX_STATUSES, OutboxMessage, type OutboxStatus } from './outbox.entity';
import {
  MAIL_FLOWS,
  MAIL_KINDS,
  type MailTemplate,
  TWO_FACTOR_CHANGES,
  type TwoFactorChange,
} from './templates/mail-kinds';

export { MAIL_KINDS, type MailKind, type MailTemplate } from './templates/mail-kinds';
export { OUTBOX_STATUSES, type OutboxStatus } from './outbox.entity';

/** What other modules hand `enqueue`. */
export type MailMessage = { to: string; idempotencyKey: string; template: MailTemplate };

/** A message as staff read it in the outbox. */
export type OutboxRecord = {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  /** Null once erased (sent or failed). */
  html: string | null;
  text: string | null;
  bodyErased: boolean;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

export type OutboxFilter = { kind?: unknown; status?: unknown };

/**
 * For a request whose only work is to mail someone (a reset link, a confirmation link): with
 * MAIL=off it cannot be served, and saying "check your inbox" would be untrue, so it is refused
 * with MAIL_OFF (503) before anything else.
 */
export function requireSending(config: Config): void {
  if (config.mail.off) throw new MailOffError();
}

/**
 * How this process handles mail, for the console: `smtp` sends it; `kept` (no SMTP_URL outside
 * production) keeps it in the outbox for staff to read; `off` (MAIL=off) keeps it and users do
 * not receive what `unavailable` lists.
 */
export type MailStatus = { delivery: 'smtp' | 'kept' | 'off'; unavailable: string[] };

/**
 * The mail outbox (decision 061): the only code that touches mail_outbox. `enqueue` renders a
 * message and stores it in the caller's unit of work, so a unit that rolls back sends nothing;
 * the process's sender (MailDelivery, shared by every copy of this service) sends it after the
 * commit. Without SMTP_URL every message is stored as `kept` and nothing is sent.
 */
export class MailService {
  private readonly afterAnswer = new AfterAnswer();
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly bodies: OutboxBodies,
    private readonly invalidate: (afterCommit: () => void) => void,
    /** The process's sender; none when mail is kept (no SMTP_URL, or MAIL=off). */
    readonly delivery: MailDelivery | undefined,
  ) {}

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
    const { to, idempotencyKey, template } = parseMessage(message);
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
        ...this.bodies.columns(id, rendered, shown),
        idempotencyKey,
        status: this.delivery ? 'queued' : 'kept',
        attempts: 0,
        nextAttemptAt: now,
        claimToken: null,
        claimedUntil: null,
        lastError: null,
        createdAt: now,
        sentAt: null,
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

  /** Newest first, cursor-paginated, by kind and status. Staff only. */
  async list(
    viewer: Viewer,
    filter: OutboxFilter | null | undefined,
    first?: unknown,
    after?: unknown,
  ): Promise<Connection<OutboxRecord>> {
    requireAdmin(viewer);
    const { kind, status } = parseFilter(filter ?? {});
    const matching = () => {
      const query = this.repo.createQueryBuilder('m');
      if (kind) query.andWhere('m.kind = :kind', { kind });
      if (status) query.andWhere('m.status = :status', { status });
      return query;
    };
    return readConnection(
      { first, after, fallback: 50, max: 100 },
      () => matching().getCount(),
      (cursor, limit) => newestAfter(matching(), cursor, limit),
      (rows) => rows.map((row) => this.toRecord(row)),
    );
  }

  /** One message with its HTML and text. Staff only; an unknown id is NOT_FOUND. */
  async get(viewer: Viewer, id: unknown): Promise<OutboxRecord> {
    requireAdmin(viewer);
    const row = isIdShaped(id) ? await this.repo.findOneBy({ id }) : null;
    if (!row) throw new NotFoundError('No such message.');
    return this.toRecord(row);
  }

  /**
   * A message as staff read it: its secret links hidden, except while mail is kept (no SMTP_URL,
   * development), when nobody else receives it and the working message is shown (decision 078).
   */
  private toRecord(row: OutboxMessage): OutboxRecord {
    return { ...toRecord(row), ...this.bodies.forStaff(row, this.keepsMail) };
  }

  /** Mail is kept here, not sent: no SMTP_URL, and not MAIL=off. */
  private get keepsMail(): boolean {
    return !this.config.mail.smtpUrl && !this.config.mail.off;
  }

  /** The kinds a message may have (MAIL_KINDS) and its statuses, for the outbox's filters. Staff only. */
  kinds(viewer: Viewer): string[] {
    requireAdmin(viewer);
    return [...MAIL_KINDS];
  }

  /** Whether a link mailed now reaches its reader: false with MAIL=off (`requireSending`). */
  get sending(): boolean {
    return !this.config.mail.off;
  }

  /** How mail is handled here, and with MAIL=off what users do not receive. Staff only. */
  status(viewer: Viewer): MailStatus {
    requireAdmin(viewer);
    const { smtpUrl, off } = this.config.mail;
    return {
      delivery: off ? 'off' : smtpUrl ? 'smtp' : 'kept',
      unavailable: off ? MAIL_KINDS.map((kind) => MAIL_FLOWS[kind]) : [],
    };
  }

  /**
   * Enqueues the message `compose` makes (none: nothing to send) without the caller waiting: for
   * a request whose answer time must not tell whether it caused a mail (decisions 062, 079).
   */
  enqueueInBackground(
    kind: string,
    compose: () => Promise<MailMessage | null>,
    address?: string,
  ): void {
    this.inBackground(
      kind,
      async () => {
        const message = await compose();
        if (message) await this.enqueue(message);
      },
      address,
    );
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

/**
 * One address of the usual shape (HTML's "valid email address"): no display name, no list, no
 * comment, no line break, so nothing given here can add a header or a recipient.
 */
const ONE_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * An address someone gives to be mailed at (a guest's checkout, "email me my downloads"): one line,
 * at most 254 characters, one plain address as `enqueue` accepts it; lower-cased. Else BAD_USER_INPUT.
 */
export function mailAddress(value: unknown, field = 'email'): string {
  if (typeof value !== 'string' || !value.trim())
    throw new BadInputError(field, 'Email is required.');
  if (/[\r\n]/.test(value))
    throw new BadInputError(field, 'Email must be one line: no line breaks.');
  const text = value.trim();
  if (text.length > 254) throw new BadInputError(field, 'Email must be at most 254 characters.');
  if (!ONE_ADDRESS.test(text))
    throw new BadInputError(field, 'Email must be one valid email address, like name@example.com.');
  return text.toLowerCase();
}

function parseMessage(message: MailMessage): MailMessage {
  const input = (message ?? {}) as Partial<MailMessage>;
  const to = requiredText(input.to, 'to', 'The recipient', 254, 'single-line');
  if (!ONE_ADDRESS.test(to))
    throw new BadInputError('to', 'The recipient must be one email address.');
  const idempotencyKey = requiredText(
    input.idempotencyKey,
    'idempotencyKey',
    'The idempotency key',
    191,
    'single-line',
  );
  return { to: to.toLowerCase(), idempotencyKey, template: parseTemplate(input.template) };
}

function parseTemplate(value: unknown): MailTemplate {
  const template = (value ?? {}) as Record<string, unknown>;
  const name = () => requiredText(template.name, 'name', 'The name', 100, 'single-line');
  /** A name where the template may name no one (decision 079). */
  const nameOrNull = () => (template.name === null ? null : name());
  const link = (field: string) => linkOf(template, field);
  const line = (field: string, max = 200, from = template) =>
    requiredText(from[field], field, field, max, 'single-line');
  /** `amountPaise`: whole paise, at least `least`. */
  const paise = (least: 0 | 1) => {
    const amount = template.amountPaise;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < least)
      throw new BadInputError('amountPaise', 'amountPaise must be a whole number of paise.');
    return amount;
  };
  switch (template.kind) {
    case 'password-reset':
      return {
        kind: 'password-reset',
        name: nameOrNull(),
        link: link('link'),
        expiresAt: dateOf(template, 'expiresAt'),
      };
    case 'receipt': {
      const amountPaise = paise(0);
      const download = (template.download ?? null) as Record<string, unknown> | null;
      const invoice = (template.invoice ?? null) as Record<string, unknown> | null;
      return {
        kind: 'receipt',
        name: template.name === null ? null : name(),
        item: line('item'),
        amountPaise,
        orderId: line('orderId', 64),
        paymentId: line('paymentId', 100),
        paidAt: dateOf(template, 'paidAt'),
        accessEndsAt: template.accessEndsAt ? dateOf(template, 'accessEndsAt') : null,
        download: download && {
          link: linkOf(download, 'link'),
          expiresAt: dateOf(download, 'expiresAt'),
        },
        invoice: invoice && {
          link: linkOf(invoice, 'link'),
          number: line('number', 16, invoice),
        },
      };
    }
    case 'refund': {
      const amountPaise = paise(1);
      if (template.kindOfItem !== 'course' && template.kindOfItem !== 'pdf')
        throw new BadInputError('kindOfItem', 'kindOfItem must be course or pdf.');
      return {
        kind: 'refund',
        name: template.name === null ? null : name(),
        item: line('item'),
        amountPaise,
        orderId: line('orderId', 64),
        refundedAt: dateOf(template, 'refundedAt'),
        full: template.full === true,
        kindOfItem: template.kindOfItem,
      };
    }
    case 'refund-declined':
      return {
        kind: 'refund-declined',
        name: template.name === null ? null : name(),
        item: line('item'),
        orderId: line('orderId', 64),
        reason: line('reason', 500),
        declinedAt: dateOf(template, 'declinedAt'),
      };
    case 'refund-requested': {
      const amountPaise = paise(1);
      return {
        kind: 'refund-requested',
        item: line('item'),
        buyer: line('buyer', 254),
        amountPaise,
        orderId: line('orderId', 64),
        reason: line('reason', 500),
        requestedAt: dateOf(template, 'requestedAt'),
        link: link('link'),
      };
    }
    case 'confirm-email':
      return {
        kind: 'confirm-email',
        link: link('link'),
        expiresAt: dateOf(template, 'expiresAt'),
      };
    case 'confirm-email-change':
      return {
        kind: 'confirm-email-change',
        link: link('link'),
        expiresAt: dateOf(template, 'expiresAt'),
      };
    case 'email-change-notice': {
      const newEmail = requiredText(
        template.newEmail,
        'newEmail',
        'The address',
        254,
        'single-line',
      );
      if (!ONE_ADDRESS.test(newEmail))
        throw new BadInputError('newEmail', 'The new address must be one email address.');
      return {
        kind: 'email-change-notice',
        name: nameOrNull(),
        newEmail,
        resetLink: link('resetLink'),
        accountLink: link('accountLink'),
      };
    }
    case 'pdf-downloads': {
      const downloads = template.downloads;
      if (!Array.isArray(downloads) || !downloads.length || downloads.length > 20)
        throw new BadInputError('downloads', 'downloads must list 1 to 20 PDFs.');
      return {
        kind: 'pdf-downloads',
        downloads: downloads.map((d: Record<string, unknown>) => ({
          title: line('title', 200, d),
          link: linkOf(d, 'link'),
        })),
        expiresAt: dateOf(template, 'expiresAt'),
      };
    }
    case 'course-ending':
      return {
        kind: 'course-ending',
        name: name(),
        course: line('course'),
        endsAt: dateOf(template, 'endsAt'),
        link: link('link'),
      };
    case 'signup-address-taken':
      return {
        kind: 'signup-address-taken',
        name: nameOrNull(),
        loginLink: link('loginLink'),
        resetLink: link('resetLink'),
      };
    case 'two-factor-change':
      if (!TWO_FACTOR_CHANGES.includes(template.change as TwoFactorChange))
        throw new BadInputError(
          'change',
          `change must be one of ${TWO_FACTOR_CHANGES.join(', ')}.`,
        );
      return {
        kind: 'two-factor-change',
        name: name(),
        change: template.change as TwoFactorChange,
        at: dateOf(template, 'at'),
        resetLink: link('resetLink'),
        settingsLink: link('settingsLink'),
      };
    default:
      throw new BadInputError('kind', `kind must be one of ${MAIL_KINDS.join(', ')}.`);
  }
}

function dateOf(values: Record<string, unknown>, field: string): Date {
  const value = values[field];
  if (!(value instanceof Date) || Number.isNaN(value.getTime()))
    throw new BadInputError(field, `${field} must be a date.`);
  return value;
}

function linkOf(values: Record<string, unknown>, field: string): string {
  return plainText(
    httpUrl(values[field], field, 'The link', { required: true })!,
    field,
    'The link',
    'single-line',
  );
}

function parseFilter(filter: OutboxFilter): { kind: string | null; status: OutboxStatus | null } {
  const { kind, status } = filter;
  if (kind !== undefined && kind !== null && !(MAIL_KINDS as readonly unknown[]).includes(kind))
    throw new BadInputError('kind', `kind must be one of ${MAIL_KINDS.join(', ')}.`);
  if (
    status !== undefined &&
    status !== null &&
    !(OUTBOX_STATUSES as readonly unknown[]).includes(status)
  )
    throw new BadInputError('status', `status must be one of ${OUTBOX_STATUSES.join(', ')}.`);
  return {
    kind: (kind as string | null | undefined) ?? null,
    status: (status as OutboxStatus | null | undefined) ?? null,
  };
}

const toRecord = (row: OutboxMessage): OutboxRecord => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  html: row.html,
  text: row.text,
  bodyErased: row.html === null,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: new Date(row.nextAttemptAt),
  lastError: row.lastError ?? null,
  createdAt: new Date(row.createdAt),
  sentAt: row.sentAt ? new Date(row.sentAt) : null,
});
