import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { NotFoundError } from '../../errors';
import type { Connection } from '../../lib/paging';
import { newestFirst, staffPage } from '../../lib/staff-list';
import { isIdShaped, optionalOneOf } from '../../lib/validate';
import { requireAdmin, type Viewer } from '../auth/auth.service';
import type { OutboxBodies } from './outbox-bodies';
import { OUTBOX_STATUSES, OutboxMessage, type OutboxStatus } from './outbox.entity';
import { MAIL_FLOWS, MAIL_KINDS } from './templates/mail-kinds';

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
 * How this process handles mail, for the console: `smtp` sends it; `kept` (no SMTP_URL outside
 * production) keeps it in the outbox for staff to read; `off` (MAIL=off) keeps it and users do
 * not receive what `unavailable` lists.
 */
export type MailStatus = { delivery: 'smtp' | 'kept' | 'off'; unavailable: string[] };

/**
 * The outbox as staff read it in the console (decision 061): its messages, their kinds and how
 * this process handles mail. Staff only; nothing here sends or changes mail.
 */
export class OutboxList {
  constructor(
    private readonly db: EntityManager,
    private readonly config: Config,
    private readonly bodies: OutboxBodies,
  ) {}

  private get repo() {
    return this.db.getRepository(OutboxMessage);
  }

  /** Newest first, cursor-paginated, by kind and status. Staff only. */
  list(
    viewer: Viewer,
    filter: OutboxFilter | null | undefined,
    first?: unknown,
    after?: unknown,
  ): Promise<Connection<OutboxRecord>> {
    return staffPage(
      viewer,
      'session-only',
      () => {
        const { kind, status } = parseFilter(filter ?? {});
        return newestFirst({ first, after }, () => {
          const query = this.repo.createQueryBuilder('m');
          if (kind) query.andWhere('m.kind = :kind', { kind });
          if (status) query.andWhere('m.status = :status', { status });
          return query;
        });
      },
      (rows) => rows.map((row) => this.toRecord(row)),
    );
  }

  /** One message with its HTML and text. Staff only; an unknown id is NOT_FOUND. */
  async get(viewer: Viewer, id: unknown): Promise<OutboxRecord> {
    requireAdmin(viewer, 'session-only');
    const row = isIdShaped(id) ? await this.repo.findOneBy({ id }) : null;
    if (!row) throw new NotFoundError('No such message.');
    return this.toRecord(row);
  }

  /** The kinds a message may have (MAIL_KINDS), for the outbox's filters. Staff only. */
  kinds(viewer: Viewer): string[] {
    requireAdmin(viewer, 'session-only');
    return [...MAIL_KINDS];
  }

  /** How mail is handled here, and with MAIL=off what users do not receive. Staff only. */
  status(viewer: Viewer): MailStatus {
    requireAdmin(viewer, 'session-only');
    const { smtpUrl, off } = this.config.mail;
    return {
      delivery: off ? 'off' : smtpUrl ? 'smtp' : 'kept',
      unavailable: off ? MAIL_KINDS.map((kind) => MAIL_FLOWS[kind]) : [],
    };
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
}

function parseFilter(filter: OutboxFilter): { kind: string | null; status: OutboxStatus | null } {
  return {
    kind: optionalOneOf(filter.kind, MAIL_KINDS, 'kind'),
    status: optionalOneOf(filter.status, OUTBOX_STATUSES, 'status'),
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
