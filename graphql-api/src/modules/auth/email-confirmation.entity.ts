import { Column, Entity, Index } from 'typeorm';
import { MailedLinkColumns } from './mailed-link';

/** What a confirmation link does: confirm the account's own address, or make it the account's new one. */
export type EmailLinkPurpose = 'confirm' | 'change';

/**
 * A link mailed to an address to prove it is the reader's (decision 063): a mailed link (decision
 * 085), used once within EMAIL_LINK.validMs; `usedAt` is when it was opened and confirmed.
 */
@Entity('email_confirmations')
@Index('IDX_email_confirmations_user', ['userId'])
export class EmailConfirmation extends MailedLinkColumns {
  /** The address the link was mailed to: the account's own, or the one it asked to change to. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  purpose: EmailLinkPurpose;
}
