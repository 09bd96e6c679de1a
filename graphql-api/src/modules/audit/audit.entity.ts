import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One staff write, as it happened (decision 056): who, what, when, from where and the changed
 * fields. Rows are only ever inserted.
 */
@Entity('audit_entries')
@Index('IDX_audit_entries_created', ['createdAt', 'id'])
@Index('IDX_audit_entries_actor', ['actorId', 'createdAt', 'id'])
@Index('IDX_audit_entries_kind', ['kind', 'createdAt', 'id'])
export class AuditEntry {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  /** The staff member's account; null for the command line and start-up. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  actorId: string | null;

  /** Their email as it was then (kept when the account changes or goes), or 'cli' / 'start-up'. */
  @Column({ type: 'varchar', length: 255 })
  actor: string;

  /** What was done: 'job.update', 'course.delete', 'admin.promote'… (AUDIT_KINDS). */
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  /** The id of what was written (a job, a course, an account). */
  @Column({ type: 'varchar', length: 36 })
  targetId: string;

  /** Its name then: a job's or course's title, an account's email. */
  @Column({ type: 'varchar', length: 255 })
  targetLabel: string;

  /** The request's address; null for the command line and start-up. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  /** JSON of AuditChange[]: each changed field with its value before and after, large ones summarised. */
  @Column({ type: 'text' })
  changes: string;
}
