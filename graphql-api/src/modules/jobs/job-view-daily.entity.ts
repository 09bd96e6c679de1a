import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The interest in one job on one calendar day (in APP_TIMEZONE): its views (`count`), saves and
 * apply clicks, upsert-incremented by JobsService (job-interest.ts); stats sum them. Rows outlive
 * a deleted job: the interest happened. Keyed by day first: a day's rows sit together (decision
 * 029); a job's rows are found by the (jobId, day) index (decision 098).
 */
@Entity('job_views_daily')
@Index('IDX_job_views_daily_job', ['jobId', 'day'])
export class JobViewDaily {
  /** 'YYYY-MM-DD' in APP_TIMEZONE. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  jobId: string;

  /** Views (Read More). */
  @Column({ type: 'integer', default: 0 })
  count: number;

  /** Saves: each new saved row of a seeker counts on the day it was saved. */
  @Column({ type: 'integer', default: 0 })
  saves: number;

  /** Presses of Apply Now, by anyone. */
  @Column({ type: 'integer', default: 0 })
  applyClicks: number;
}
