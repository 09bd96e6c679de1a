import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An integrator's API token (decision 100): only the SHA-256 of its secret is kept. Its scopes are
 * a JSON list; last use is written at most once a minute (ApiTokensService.authenticate).
 */
@Entity('api_tokens')
@Index('UQ_api_tokens_hash', ['tokenHash'], { unique: true })
@Index('IDX_api_tokens_created', ['createdAt', 'id'])
export class ApiToken {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  /** JSON of ApiScope[]. */
  @Column({ type: 'varchar', length: 255 })
  scopes: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  /** The staff member who made it. */
  @Column({ type: 'varchar', length: 36 })
  createdBy: string;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  lastUsedIp: string | null;
}
