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

/** Interest shown in jobs: views (Read More), saves and apply clicks (Apply Now). */
export type Interest = { views: number; saves: number; applyClicks: number };

/** The interest in every job on one calendar day. */
export type DayInterest = Interest & { day: string };

/** The interest in one job: all time, or over some days. */
export type JobInterestFigures = Interest & { jobId: string };

/** One job's interest on one past calendar day (`count`: its views). */
export type PastInterest = { day: string; jobId: string; count: number } & Partial<
  Omit<Interest, 'views'>
>;

/** Daily rows written by one INSERT of past interest. */
const PAST_BATCH = 200;

/** At most this many jobs' figures in one read. */
const MAX_JOBS = 100;

/** Views counted from one address: a visitor clicking Read More never gets near it; a loop stops here. */
export const VIEW_LIMIT = {
  max: 60,
  windowMs: 60_000,
  message: 'Too many job views from this network. Please try again in a minute.',
};

/** Apply clicks counted from one address, as views are: a person never gets near it; a loop stops here. */
export const APPLY_CLICK_LIMIT = {
  max: 60,
  windowMs: 60_000,
  message: 'Too many apply clicks from this network. Please try again in a minute.',
};

/** The daily counters of job_views_daily: one column per kind of interest. */
const COLUMN = { views: 'count', saves: 'saves', applyClicks: 'applyClicks' } as const;

/**
 * Interest in jobs for JobsService (product.md#dashboard): job.views and the job_views_daily
 * table's per-job, per-day counters of views, saves and apply clicks, counted and read. The one
 * home of the daily counting.
 */
export class JobInterest {
  constructor(
    private readonly db: EntityManager,
    private readonly calendar: AppCalendar,
    private readonly lists: JobListQuery,
    private readonly rateLimits: RateLimitService,
    /** Runs once a view is committed: the app's lists show view counts. */
    private readonly viewed: () => void,
  ) {}

  /**
   * The interest in every job per calendar day ('YYYY-MM-DD' in APP_TIMEZONE), oldest first, for
   * the days from `fromDay` (null: the first ever) to `toDay` that have any. For stats.
   */
  async byDay(fromDay: string | null, toDay: string): Promise<DayInterest[]> {
    if (fromDay !== null && !isCalendarDay(fromDay))
      throw new BadInputError('fromDay', 'fromDay must be a date like 2026-03-31.');
    if (!isCalendarDay(toDay))
      throw new BadInputError('toDay', 'toDay must be a date like 2026-03-31.');
    const rows: Record<keyof DayInterest, string | number>[] = await this.sums('v.day', 'day')
      .where('v.day >= :fromDay AND v.day <= :toDay', { fromDay: fromDay ?? '', toDay })
      .groupBy('v.day')
      .orderBy('v.day')
      .getRawMany();
    return rows.map((r) => ({ day: String(r.day), ...interestOf(r) }));
  }

  /** Each of these jobs' interest of all time (jobs without any: zeros), in the order asked. */
  async ofJobs(jobIds: unknown): Promise<JobInterestFigures[]> {
    if (!Array.isArray(jobIds) || jobIds.length > MAX_JOBS || !jobIds.every(isIdShaped))
      throw new BadInputError('jobIds', `jobIds must be at most ${MAX_JOBS} job ids.`);
    if (!jobIds.length) return [];
    const rows: Record<keyof JobInterestFigures, string | number>[] = await this.sums(
      'v.jobId',
      'jobId',
    )
      .where('v.jobId IN (:...jobIds)', { jobIds })
      .groupBy('v.jobId')
      .getRawMany();
    const found = new Map(rows.map((r) => [String(r.jobId), interestOf(r)]));
    return jobIds.map((jobId) => ({
      jobId,
      ...(found.get(jobId) ?? { views: 0, saves: 0, applyClicks: 0 }),
    }));
  }

  /**
   * The `limit` jobs with the most interest from `fromDay` on: most apply clicks, then saves, then
   * views. Deleted jobs' rows are counted too; the caller leaves out what it cannot show.
   */
  async top(fromDay: string, limit: number): Promise<JobInterestFigures[]> {
    const rows: Record<keyof JobInterestFigures, string | number>[] = await this.sums(
      'v.jobId',
      'jobId',
    )
      .where('v.day >= :fromDay', { fromDay })
      .groupBy('v.jobId')
      .orderBy('applyClicks', 'DESC')
      .addOrderBy('saves', 'DESC')
      .addOrderBy('views', 'DESC')
      .addOrderBy('v.jobId', 'DESC')
      .limit(limit)
      .getRawMany();
    return rows.map((r) => ({ jobId: String(r.jobId), ...interestOf(r) }));
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
  async recordView(id: unknown, ip: string): Promise<JobRecord> {
    if (!isIdShaped(id)) throw new NotFoundError('Job not found.');
    await this.rateLimits.consume(`view:${addressForLimits(ip)}`, VIEW_LIMIT);
    const day = this.calendar.today();
    const job = await this.db.transaction(async (manager) => {
      const result = await manager.increment(Job, { id }, 'views', 1);
      if (!result.affected) throw new NotFoundError('Job not found.');
      await this.countToday(manager, day, id, 'views');
      const [row] = await this.lists.byKey('id', [id], manager); // ours (locked) until commit
      return row;
    });
    this.viewed();
    return job;
  }

  /**
   * Counts one press of Apply Now on today's row, from anyone (guests too). Unknown job: NOT_FOUND;
   * past APPLY_CLICK_LIMIT from one `ip`: 429 and nothing counted. Answers the job.
   */
  async recordApplyClick(id: unknown, ip: string): Promise<JobRecord> {
    if (!isIdShaped(id)) throw new NotFoundError('Job not found.');
    await this.rateLimits.consume(`apply:${addressForLimits(ip)}`, APPLY_CLICK_LIMIT);
    const [job] = await this.lists.byKey('id', [id]);
    if (!job) throw new NotFoundError('Job not found.');
    await this.countToday(this.db, this.calendar.today(), id, 'applyClicks');
    return job;
  }

  /** Counts a save of the job today (SavedJobsService, once per new saved row). */
  async recordSave(jobId: string): Promise<void> {
    await this.countToday(this.db, this.calendar.today(), jobId, 'saves');
  }

  /**
   * Interest counted on past days all at once (the demo's history, job.seed.ts): the days' rows
   * and each job's total views, in one transaction. Not rate-limited: only the server's own
   * seeding calls it.
   */
  async addPast(past: PastInterest[]): Promise<void> {
    const totals = new Map<string, number>();
    for (const { jobId, count } of past) totals.set(jobId, (totals.get(jobId) ?? 0) + count);
    const rows = past.map((p) => ({ saves: 0, applyClicks: 0, ...p }));
    await this.db.transaction(async (manager) => {
      for (let i = 0; i < rows.length; i += PAST_BATCH)
        await manager.getRepository(JobViewDaily).insert(rows.slice(i, i + PAST_BATCH));
      for (const [id, total] of totals) await manager.increment(Job, { id }, 'views', total);
    });
    this.viewed();
  }

  private countToday(db: EntityManager, day: string, jobId: string, kind: keyof Interest) {
    const table = db.dataSource.getMetadata(JobViewDaily).tableName;
    return incrementCounter(db, table, { day, jobId }, COLUMN[kind]);
  }

  /** The daily rows by `key` (as `alias`), with the three sums selected as views, saves and applyClicks. */
  private sums(key: string, alias: string) {
    return this.db
      .getRepository(JobViewDaily)
      .createQueryBuilder('v')
      .select(key, alias)
      .addSelect('SUM(v.count)', 'views')
      .addSelect('SUM(v.saves)', 'saves')
      .addSelect('SUM(v.applyClicks)', 'applyClicks');
  }
}

/** Summed counters as numbers (MySQL answers sums as text). */
function interestOf(row: Record<keyof Interest, unknown>): Interest {
  return {
    views: Number(row.views ?? 0),
    saves: Number(row.saves ?? 0),
    applyClicks: Number(row.applyClicks ?? 0),
  };
}
