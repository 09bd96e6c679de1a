import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A server-side session. Only the SHA-256 of the cookie token is stored, so a leaked table grants nothing. */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Index('IDX_sessions_user')
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
