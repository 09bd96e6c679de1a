import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An account. Never sent to clients as is: see user.type.ts for the public shape. */
@Entity('users')
export class User {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
