import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The figures of one settled calendar day (APP_TIMEZONE), written once the day is over
 * (stats-ledger.ts): a month or all time is the sum of a row per day, however many views and
 * orders there were. Revenue in paise.
 */
@Entity('stats_days')
export class StatsDay {
  /** 'YYYY-MM-DD' in APP_TIMEZONE. The latest row marks how far the days are settled. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'integer' })
  jobViews: number;

  /** Jobs saved by seekers (decision 098). */
  @Column({ type: 'integer', default: 0 })
  jobSaves: number;

  /** Presses of Apply Now (decision 098). */
  @Column({ type: 'integer', default: 0 })
  jobApplyClicks: number;

  @Column({ type: 'integer' })
  coursePurchases: number;

  @Column({ type: 'integer' })
  pdfPurchases: number;

  @Column({ type: 'bigint' })
  courseRevenue: number;

  @Column({ type: 'bigint' })
  pdfRevenue: number;

  /** Paid back by refunds processed on this day (decision 068). */
  @Column({ type: 'bigint', default: 0 })
  refunds: number;

  /** Users whose first paid course order was on this day: their sum is total users. */
  @Column({ type: 'integer' })
  newCourseBuyers: number;
}

/** A user who paid for a course on a settled day, once however many courses, with the day of the first. */
@Entity('stats_course_buyers')
@Index('IDX_stats_course_buyers_first', ['firstDay'])
export class StatsCourseBuyer {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  /** 'YYYY-MM-DD' in APP_TIMEZONE. */
  @Column({ type: 'varchar', length: 10 })
  firstDay: string;
}
