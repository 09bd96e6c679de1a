import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** What a confirmation link does: confirm the account's own address, or make it the account's new one. */
export type EmailLinkPurpose = 'confirm' | 'change';

/**
 * A link mailed to an address to prove it is the reader's (decision 063). Only the SHA-256 of its
 * token is stored, as for password resets; a link is used once, within EMAIL_LINK.validMs.
 */
@Entity('email_confirmations')
export class EmailConfirmation {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Index('IDX_email_confirmations_user')
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** The address the link was mailed to: the account's own, or the one it asked to change to. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  purpose: EmailLinkPurpose;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  /** When the link was opened and confirmed; null while unused. */
  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;
}
