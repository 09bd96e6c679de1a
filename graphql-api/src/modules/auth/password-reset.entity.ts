import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { SessionKind } from './session.entity';

/**
 * A password reset link sent by mail (decision 062). Only the SHA-256 of its token is stored, as
 * for sessions; a link is used once, within PASSWORD_RESET.validMs, for the app it was asked in.
 */
@Entity('password_resets')
export class PasswordReset {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Index('IDX_password_resets_user')
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** The app whose login page asked for it, and whose reset page the link opens. */
  @Column({ type: 'varchar', length: 10 })
  site: SessionKind;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  /** When the link set a new password; null while unused. */
  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;
}
