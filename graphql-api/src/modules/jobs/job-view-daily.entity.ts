import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Views of one job on one calendar day (in APP_TIMEZONE), upsert-incremented by
 * JobsService.recordView; stats sum them. Rows outlive a deleted job: the views happened.
 */
@Entity('job_views_daily')
@Index('IDX_job_views_daily_day', ['day'])
export class JobViewDaily {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  jobId: string;

  /** 'YYYY-MM-DD' in APP_TIMEZONE. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'integer' })
  count: number;
}
