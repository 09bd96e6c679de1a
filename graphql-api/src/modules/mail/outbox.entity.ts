import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Where a message is (decision 061): waiting, being sent by one process, delivered, kept offline, given up. */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'kept', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * One outgoing message, rendered when it was enqueued (decision 061). Written in the unit of work
 * that caused it; sent later by the outbox's sender, never by the request.
 */
@Entity('mail_outbox')
@Index('UQ_mail_outbox_key', ['idempotencyKey'], { unique: true })
@Index('IDX_mail_outbox_created', ['createdAt', 'id'])
@Index('IDX_mail_outbox_kind', ['kind', 'createdAt', 'id'])
@Index('IDX_mail_outbox_status', ['status', 'createdAt', 'id'])
@Index('IDX_mail_outbox_due', ['status', 'nextAttemptAt'])
export class OutboxMessage {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** Its template: 'password-reset', 'signup-address-taken' (MAIL_KINDS). */
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  /** One address, checked when enqueued. */
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  /**
   * The bodies staff read (decision 078): secret links with their token hidden. Null once the
   * message was sent or failed: its bodies are erased.
   */
  @Column({ type: 'text', nullable: true })
  html: string | null;

  @Column({ type: 'text', nullable: true })
  text: string | null;

  /** The bodies as sent, sealed (SecretBox, context `mail_outbox:<id>`); erased with the others. */
  @Column({ type: 'text', nullable: true })
  sealedHtml: string | null;

  @Column({ type: 'text', nullable: true })
  sealedText: string | null;

  /**
   * The List-Unsubscribe link of a mail someone subscribed to (RFC 8058, product.md#job-alerts),
   * sealed as the bodies are: it unsubscribes whoever holds it. Null for other mail, and once erased.
   */
  @Column({ type: 'text', nullable: true })
  sealedUnsubscribe: string | null;

  /** The caller's key: a second message with the same key is not stored. */
  @Column({ type: 'varchar', length: 191 })
  idempotencyKey: string;

  @Column({ type: 'varchar', length: 16 })
  status: OutboxStatus;

  /** Sending attempts made so far. */
  @Column({ type: 'integer' })
  attempts: number;

  /** When a queued message may be sent (again). */
  @Column({ type: 'datetime', precision: 3 })
  nextAttemptAt: Date;

  /** The sender holding it while `sending`, and until when: past it, another sender takes it. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  claimedUntil: Date | null;

  /** The SMTP server's answer to the last failed attempt. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;

  /** The request that wrote it (X-Request-Id), carried into the sender's log lines (decision 108). */
  @Column({ type: 'varchar', length: 128, nullable: true })
  requestId: string | null;
}
