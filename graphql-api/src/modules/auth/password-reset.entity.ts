import { Column, Entity, Index } from 'typeorm';
import { MailedLinkColumns } from './mailed-link';
import type { SessionKind } from './session.entity';

/**
 * A password reset link sent by mail (decision 062): a mailed link (decision 085), used once
 * within PASSWORD_RESET.validMs, for the app it was asked in; `usedAt` is when it set a password.
 */
@Entity('password_resets')
@Index('IDX_password_resets_user', ['userId'])
export class PasswordReset extends MailedLinkColumns {
  /** The app whose login page asked for it, and whose reset page the link opens. */
  @Column({ type: 'varchar', length: 10 })
  site: SessionKind;
}
