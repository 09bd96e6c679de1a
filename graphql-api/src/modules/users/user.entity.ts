import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An account. Never sent to clients as is: see user.type.ts for the public shape. */
@Entity('users')
export class User {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'boolean', default: 0 })
  isAdmin: boolean;

  @Column({ type: 'datetime' })
  createdAt: Date;

  /**
   * When the account's address was confirmed by a link mailed to it (decision 063); null until
   * then. Accounts made by staff or the demo seed, and those older than confirmation, are confirmed.
   */
  @Column({ type: 'datetime', nullable: true })
  emailConfirmedAt: Date | null;
}
