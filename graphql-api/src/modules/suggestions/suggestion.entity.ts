import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Feedback a visitor sent, and the job page it came from (null when sent from elsewhere or the job is gone). */
@Entity('suggestions')
@Index('IDX_suggestions_created', ['createdAt', 'id'])
export class Suggestion {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'text' })
  suggestion: string;

  @Index('IDX_suggestions_job')
  @Column({ type: 'varchar', length: 36, nullable: true })
  jobId: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
