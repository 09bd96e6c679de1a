import type { EntityManager } from 'typeorm';
import { incrementCounter } from '../../db/dialect';
import { NotFoundError, BadInputError } from '../../errors';
import type { AppCalendar } from '../../lib/app-calendar';
import { isCalendarDay } from '../../lib/calendar-day';
import { addressForLimits } from '../../lib/client-address';
import { isIdShaped } from '../../lib/validate';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { JobListQuery } from './job-list.query';
import { JobViewDaily } from './job-view-daily.entity';
import { Job } from './job.entity';
import { type JobRecord, jobRecord } from './job.rows';

/** Views of every job on one calendar day. */
export type DayViews = { day: string; views: number };

/** One job's views on one past calendar day. */
export type PastViews = { day: string; jobId: string; count: number };

/** Daily rows written by one INSERT of past views. */
const PAST_BATCH = 200;

/** Views counted from one address: a visitor clicking Read More never gets near it; a loop stops here. */
export const VIEW_LIMIT = {
  max: 60,
  windowMs: 60_000,
  message: 'Too many job views from this network. Please try again in a minute.',
};

/** Job views for JobsService: job.views and the job_views_daily table, counted and read. */
export class JobViews {
  constructor(
    private readonly db: EntityManager,
    private readonly calendar: AppCalendar,
    private readonly lists: JobListQuery,
    private readonly rateLimits: RateLimitService,
    /** Runs once a view is committed: the app's lists show view counts. */
    private readonly viewed: () => void,
  ) {}

  /**
   * Views of every job per calendar day ('YYYY-MM-DD' in APP_TIMEZONE), oldest first, for the days
   * from `fromDay` (null: the first view ever) to `toDay` that have any. For stats.
   */
  async byDay(fromDay: string | null, toDay: string): Promise<DayViews[]> {
    if (fromDay !== null && !isCalendarDay(fromDay))
      throw new BadInputError('fromDay', 'fromDay must be a date like 2026-03-31.');
    if (!isCalendarDay(toDay))
      throw new BadInputError('toDay', 'toDay must be a date like 2026-03-31.');
    const rows: { day: string; views: string | number }[] = await this.db
      .getRepository(JobViewDaily)
      .createQueryBuilder('v')
      .select('v.day', 'day')
      .addSelect('SUM(v.count)', 'views')
      .where('v.day >= :fromDay AND v.day <= :toDay', { fromDay: fromDay ?? '', toDay })
      .groupBy('v.day')
      .orderBy('v.day')
      .getRawMany();
    return rows.map((r) => ({ day: r.day, views: Number(r.views) }));
  }

  /** The `limit` most viewed jobs (open or closed), most views first. */
  async mostViewed(limit: number): Promise<JobRecord[]> {
    const rows = await this.db
      .getRepository(Job)
      .find({ order: { views: 'DESC', id: 'DESC' }, take: limit });
    const today = this.calendar.startOfToday();
    return rows.map((job) => jobRecord(job, today));
  }

  /**
   * Counts one view: job.views + 1 and today's JobViewDaily row, in one transaction, answered with
   * the job as that transaction left it. Past VIEW_LIMIT from one `ip`: 429 and nothing counted.
   */
  async record(id: unknown, ip: string): Promise<JobRecord> {
    if (!isIdShaped(id)) throw new NotFoundError('Job not found.');
    await this.rateLimits.consume(`view:${addressForLimits(ip)}`, VIEW_LIMIT);
    const day = this.calendar.today();
    const job = await this.db.transaction(async (manager) => {
      const result = await manager.increment(Job, { id }, 'views', 1);
      if (!result.affected) throw new NotFoundError('Job not found.');
      const table = manager.dataSource.getMetadata(JobViewDaily).tableName;
      await incrementCounter(manager, table, { day, jobId: id }, 'count');
      const [row] = await this.lists.byKey('id', [id], manager); // ours (locked) until commit
      return row;
    });
    this.viewed();
    return job;
  }

  /**
   * Views counted on past days all at once (the demo's history, job.seed.ts): the days' rows and
   * each job's total, in one transaction. Not rate-limited: only the server's own seeding calls it.
   */
  async addPast(views: PastViews[]): Promise<void> {
    const totals = new Map<string, number>();
    for (const { jobId, count } of views) totals.set(jobId, (totals.get(jobId) ?? 0) + count);
    await this.db.transaction(async (manager) => {
      for (let i = 0; i < views.length; i += PAST_BATCH)
        await manager.getRepository(JobViewDaily).insert(views.slice(i, i + PAST_BATCH));
      for (const [id, total] of totals) await manager.increment(Job, { id }, 'views', total);
    });
    this.viewed();
  }
}
