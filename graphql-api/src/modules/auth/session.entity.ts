import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Which app a session belongs to (decision 055): the storefront's, or the admin console's. */
export type SessionKind = 'customer' | 'admin';

/** A server-side session. Only the SHA-256 of the cookie token is stored, so a leaked table grants nothing. */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Index('IDX_sessions_user')
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 10, default: 'customer' })
  kind: SessionKind;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime' })
  createdAt: Date;

  /** When the session was last used, to the minute (SESSION_RULES.admin.idleMs); null until then. */
  @Column({ type: 'datetime', nullable: true })
  lastSeenAt: Date | null;
}
