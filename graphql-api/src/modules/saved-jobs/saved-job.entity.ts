import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A job a seeker saved, with when they applied and their private note. createdAt is when it was
 * saved: the list reads newest first by it, as the other lists do (lib/keyset-query.ts).
 */
@Entity('saved_jobs')
@Index('UQ_saved_jobs_user_job', ['userId', 'jobId'], { unique: true })
@Index('IDX_saved_jobs_user_created', ['userId', 'createdAt', 'id'])
export class SavedJob {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 36 })
  jobId: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  appliedAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;
}
