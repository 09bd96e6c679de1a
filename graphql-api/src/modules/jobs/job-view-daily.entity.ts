import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Views of one job on one calendar day (in APP_TIMEZONE), upsert-incremented by
 * JobsService.recordView; stats sum them. Rows outlive a deleted job: the views happened. Keyed by
 * day first: a day's rows sit together (decision 029).
 */
@Entity('job_views_daily')
export class JobViewDaily {
  /** 'YYYY-MM-DD' in APP_TIMEZONE. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  jobId: string;

  @Column({ type: 'integer' })
  count: number;
}
