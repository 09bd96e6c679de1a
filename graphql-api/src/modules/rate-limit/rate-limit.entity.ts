import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A fixed-window counter, kept in the database so every API instance shares it. */
@Entity('rate_limits')
export class RateLimitBucket {
  @PrimaryColumn({ type: 'varchar', length: 191 })
  key: string;

  @Column({ type: 'integer' })
  count: number;

  @Column({ type: 'datetime' })
  windowStart: Date;
}
