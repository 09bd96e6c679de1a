import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { BadInputError, NotFoundError, isUniqueViolation } from '../../errors';
import { isCalendarDay } from '../../lib/calendar-day';
import { AppCalendar } from '../../lib/app-calendar';
import type { Clock } from '../../lib/clock';
import { type CursorKey, decodeCursor, encodeCursor } from '../../lib/cursor';
import {
  type Connection,
  type DeepOffsets,
  offsetPaging,
  pageSize,
  readConnection,
  restOffset,
} from '../../lib/paging';
import { normalizeSlugLookup, slugCandidate, slugify } from '../../lib/slug';
import { isIdShaped, optionalText } from '../../lib/validate';
import type { ServiceDeps } from '../../services';
import { requireAdmin, type SignedInViewer, type Viewer } from '../auth/auth.service';
import type { AuditService } from '../audit/audit.service';
import { jobChanges } from './job-audit';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { jobJsonSlices, type JsonSlice, type ReadJobs } from './job-json-slices';
import { JobListCache } from './job-list-cache';
import { bumpListVersion, COUNT_CAP, JobListQuery } from './job-list.query';
import type { FullJobList } from './job-list-snapshot';
import { takenSlugsQuery } from './job-slugs';
import { JobViewDaily } from './job-view-daily.entity';
import { Job } from './job.entity';
import { type JobRecord, jobRecord } from './job.rows';
import {
  isEveryOpenJob,
  JOB_LIMITS,
  type JobFilterInput,
  type JobInput,
  type JobListFilter,
  parseJob,
  parseJobFilter,
} from './job.rules';
import { incrementCounter } from '../../db/dialect';
import { addressForLimits } from '../../lib/client-address';

/** Other modules read jobs as records through this service (CONTRIBUTING.md#rules). */
export type { JobRecord } from './job.rows';

/**
 * How many jobs match, exact up to COUNT_CAP; `capped`: more than `total` match (decision 044).
 * X-Total-Count and X-Total-Count-Capped over REST.
 */
export type JobTotal = { total: number; capped: boolean };

/** A REST page of jobs: the jobs, the total, and the cursor of the next page when one follows. */
export type RestJobPage = JobTotal & { jobs: JobRecord[]; nextCursor: string | null };

/** What GET /api/jobs answers (`restList`). */
export type RestJobList =
  | ({ kind: 'page' } & RestJobPage)
  | ({ kind: 'slices'; slices: AsyncIterable<JsonSlice> } & JobTotal)
  | { kind: 'snapshot'; list: FullJobList };

/** REST offsets past this answer 400 pointing to the cursor: a deep offset reads every row before it. */
export const JOB_OFFSETS: DeepOffsets = {
  max: 1_000,
  message:
    'offset must be a whole number from 0 to 1000: to read further, pass the X-Next-Cursor of the previous page as after.',
};

export type JobConnection = Connection<JobRecord>;

/** Views of every job on one calendar day. */
export type DayViews = { day: string; views: number };

/** Views counted from one address: a visitor clicking Read More never gets near it; a loop stops here. */
export const VIEW_LIMIT = {
  max: 60,
  windowMs: 60_000,
  message: 'Too many job views from this network. Please try again in a minute.',
};

/**
 * Job postings and their views: the only code that touches the jobs and job_views_daily tables.
 * Validation lives in job.rules.ts (CONTRIBUTING.md#rules), so GraphQL and REST refuse the same input with
 * the same message, naming the field; the list SQL lives in job-list.query.ts.
 *
 * The app's instance reads the public list through its caches (job-list-cache.ts). A unit of work's
 * copy (`services.inTransaction`, decision 015) reads and writes on the unit's manager and never
 * through the caches, which other readers share: it sees the unit's own writes, and nobody is
 * served a row the unit may still roll back. Its writes clear the app's caches when the unit
 * commits (`invalidate`, decision 019).
 */
export class JobsService {
  /** The caches this instance reads through: the app's; none in a unit of work's copy. */
  private readonly readCache: JobListCache | null;
  /** The caches its writes make stale: the app's, whichever instance writes. */
  private readonly appCache: JobListCache;
  private readonly calendar: AppCalendar;
  private readonly lists: JobListQuery;

  /** `app`: the app's own instance, when this one is a unit of work's copy. */
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    config: Config,
    private readonly rateLimits: RateLimitService,
    private readonly invalidate: ServiceDeps['invalidate'],
    private readonly audit: AuditService,
    private readonly inTransaction: ServiceDeps['inTransaction'],
    app?: JobsService,
  ) {
    this.calendar = new AppCalendar(clock, config.appTimezone);
    this.lists = new JobListQuery(db, this.calendar, app?.lists.index);
    this.appCache =
      app?.appCache ??
      new JobListCache({
        today: () => this.today(),
        openJobsAfter: this.jobsAfter(parseJobFilter(null), 0),
      });
    this.readCache = app ? null : this.appCache;
  }

  private get repo() {
    return this.db.getRepository(Job);
  }

  // ---------------------------------------------------------------- reads

  /** Newest first, cursor-paginated; closed jobs only with includeClosed. */
  async list(
    filter: JobFilterInput | null | undefined,
    first?: unknown,
    after?: unknown,
  ): Promise<JobConnection> {
    const parsed = parseJobFilter(filter);
    const page = { first, after, fallback: 20, max: JOB_LIMITS.pageSize, countCap: COUNT_CAP };
    const count = () => this.countUpToCap(parsed);
    const read = (cursor: CursorKey | null, limit: number) => this.page(parsed, cursor, limit, 0);
    // Through the cache, the same page and total give the same object (decision 035).
    return this.readCache
      ? this.readCache.connections.read(page, count, read)
      : readConnection(page, count, read);
  }

  /**
   * One page of the matches (limit 20 unless given, at most 100), newest first, from `offset` (at
   * most JOB_OFFSETS.max) after the cursor `after` (a previous page's nextCursor), with their total.
   */
  async search(
    filter: JobFilterInput | null | undefined,
    paging: { limit?: unknown; offset?: unknown; after?: unknown } = {},
  ): Promise<RestJobPage> {
    const parsed = parseJobFilter(filter);
    const { limit, offset } = offsetPaging(paging, 100, JOB_OFFSETS);
    const cursor = decodeCursor(paging.after, 'after');
    const size = limit ?? 20;
    const [rows, total] = await Promise.all([
      size === 0 ? [] : this.page(parsed, cursor, size + 1, offset),
      this.count(parsed),
    ]);
    const jobs = rows.slice(0, size);
    const last = jobs[jobs.length - 1];
    const nextCursor =
      rows.length > size && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null;
    return { jobs, nextCursor, ...total };
  }

  /**
   * GET /api/jobs (product.md#rest-api): with a limit, one page (`search`); with none, every match from the
   * offset on, newest first, as JSON text read and written a slice at a time (job-json-slices.ts);
   * with no filter, limit or offset either, the prebuilt list of every open job (decision 012).
   * `total` counts every match (X-Total-Count) when the answer begins; the slices are read as they
   * are sent, so a write landing meanwhile may show in one and not the other (decision 012).
   * Bad values are refused before anything is sent.
   */
  async restList(
    filter: JobFilterInput | null | undefined,
    paging: { limit?: unknown; offset?: unknown; after?: unknown } = {},
  ): Promise<RestJobList> {
    const parsed = parseJobFilter(filter);
    if (paging.limit !== undefined && paging.limit !== '')
      return { kind: 'page', ...(await this.search(filter, paging)) };
    const offset = restOffset(paging.offset, JOB_OFFSETS);
    if (this.readCache && isEveryOpenJob(parsed) && !offset)
      return { kind: 'snapshot', list: await this.readCache.fullList() };
    const total = await this.count(parsed);
    return { kind: 'slices', ...total, slices: jobJsonSlices(this.jobsAfter(parsed, offset)) };
  }

  /** Stops background work (the full list's refresh) before the database closes. */
  stop(): Promise<void> {
    return this.appCache.stop();
  }

  /** The job of a page name (closed jobs included), or null. Exact match of the decoded slug. */
  async bySlug(slug: unknown): Promise<JobRecord | null> {
    if (typeof slug !== 'string' || !slug.trim() || slug.length > 300) return null;
    const wanted = normalizeSlugLookup(slug);
    // MySQL's case- and accent-insensitive collation may return a near twin: only the exact slug counts.
    const rows = await this.lists.byKey('slug', [wanted]);
    return rows.find((row) => row.slug === wanted) ?? null;
  }

  async byId(id: unknown): Promise<JobRecord | null> {
    if (!isIdShaped(id)) return null;
    const [job] = await this.lists.byKey('id', [id]);
    return job ?? null;
  }

  /** Several jobs at once (for other modules' lists: one query, no N+1), keyed by id. */
  async byIds(ids: readonly string[]): Promise<Map<string, JobRecord>> {
    const unique = [...new Set(ids.filter(isIdShaped))];
    if (!unique.length) return new Map();
    const rows = await this.lists.byKey('id', unique);
    return new Map(rows.map((job) => [job.id, job]));
  }

  /**
   * Distinct titles, alphabetical, of the newest SUGGESTION_POOL (200) open jobs matching q as the
   * list's search does (decisions 044, 047).
   */
  async titleSuggestions(q: unknown, limit?: unknown): Promise<string[]> {
    const text = optionalText(q, 'q', 'Search text', JOB_LIMITS.query);
    const size = pageSize(limit, 'limit', 8, JOB_LIMITS.titleSuggestions);
    if (size === 0) return [];
    return this.lists.titles({ ...parseJobFilter(null), q: text }, size);
  }

  /** The newest `max` open jobs' page names and last changes, for the sitemap, read a slice at a time. */
  openJobLinks(max: number): AsyncGenerator<{ slug: string; updatedAt: Date }[], void, undefined> {
    return this.lists.links(max);
  }

  /**
   * Views of every job per calendar day ('YYYY-MM-DD' in APP_TIMEZONE), oldest first, for the days
   * from `fromDay` (null: the first view ever) to `toDay` that have any. For stats.
   */
  async viewsByDay(fromDay: string | null, toDay: string): Promise<DayViews[]> {
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
    const rows = await this.repo.find({ order: { views: 'DESC', id: 'DESC' }, take: limit });
    const today = this.calendar.startOfToday();
    return rows.map((job) => jobRecord(job, today));
  }

  /**
   * How many job writes this instance (its units of work included) has committed: the server-rendered
   * pages kept with an older count show jobs as they were (decision 043).
   */
  changes(): number {
    return this.appCache.changes;
  }

  /** The calendar day of now in APP_TIMEZONE ('YYYY-MM-DD'). */
  today(): string {
    return this.calendar.today();
  }

  // ---------------------------------------------------------------- writes (staff only)

  /**
   * Posts a job. Each attempt at a free page name is one unit of work that writes the job and its
   * audit entry (decision 056): a clash rolls the whole attempt back, locks and all, before the next.
   */
  async create(viewer: Viewer, input: JobInput): Promise<JobRecord> {
    const staff = requireAdmin(viewer);
    const fields = parseJob(input, this.calendar.timeZone);
    const now = this.clock.now();
    const job = this.repo.create({
      ...fields,
      id: randomUUID(),
      views: 0,
      createdAt: now,
      updatedAt: now,
    });
    await this.withFreeSlug(job, () =>
      this.inTransaction(({ jobs }) => jobs.writeHere(staff, null, job)),
    );
    return jobRecord(job, this.calendar.startOfToday());
  }

  /** Replaces every field of a job (PUT semantics). A new title gives a new page name. */
  async update(viewer: Viewer, id: unknown, input: JobInput): Promise<JobRecord> {
    const staff = requireAdmin(viewer);
    const existing = isIdShaped(id) ? await this.repo.findOneBy({ id }) : null;
    if (!existing) throw new NotFoundError('Job not found.');
    const fields = parseJob(input, this.calendar.timeZone);
    const job = this.repo.create({ ...existing, ...fields, updatedAt: this.clock.now() });
    const write = () => this.inTransaction(({ jobs }) => jobs.writeHere(staff, existing, job));
    if (slugify(fields.title) === slugify(existing.title)) await write();
    else await this.withFreeSlug(job, write);
    return jobRecord(job, this.calendar.startOfToday());
  }

  /** Deletes a job; its daily view counts stay (they happened). Returns the id. */
  async delete(viewer: Viewer, id: unknown): Promise<string> {
    const staff = requireAdmin(viewer);
    if (!isIdShaped(id)) throw new NotFoundError('Job not found.');
    await this.inTransaction(async ({ jobs }) => {
      const existing = await jobs.repo.findOneBy({ id });
      if (!existing) throw new NotFoundError('Job not found.');
      await jobs.writeHere(staff, existing, null);
    });
    return id;
  }

  /**
   * Counts one view: job.views + 1 and today's JobViewDaily row, in one transaction, answered with
   * the job as that transaction left it. Past VIEW_LIMIT from one `ip`: 429 and nothing counted.
   */
  async recordView(id: unknown, ip: string): Promise<JobRecord> {
    if (!isIdShaped(id)) throw new NotFoundError('Job not found.');
    await this.rateLimits.consume(`view:${addressForLimits(ip)}`, VIEW_LIMIT);
    const day = this.today();
    const job = await this.db.transaction(async (manager) => {
      const result = await manager.increment(Job, { id }, 'views', 1);
      if (!result.affected) throw new NotFoundError('Job not found.');
      await this.incrementDaily(manager, id, day);
      const [row] = await this.lists.byKey('id', [id], manager); // ours (locked) until commit
      return row;
    });
    this.invalidate(() => this.appCache.viewed());
    return job;
  }

  // ---------------------------------------------------------------- writes, on a unit of work's copy

  /**
   * Writes a job (`before` null: new; `after` null: deleted), bumps the list version and records the
   * audit entry, on a unit of work's copy: all of it commits, or none.
   */
  private async writeHere(staff: SignedInViewer, before: Job | null, after: Job | null) {
    if (!before) await this.db.insert(Job, after!);
    else if (after) await this.db.update(Job, { id: before.id }, this.columnsOf(after));
    else await this.db.delete(Job, { id: before.id });
    await bumpListVersion(this.db);
    await this.audited(staff, before, after);
    this.changed();
  }

  /** The audit entry of a job write: the fields staff set, before and after (decision 056). */
  private audited(staff: SignedInViewer, before: Job | null, after: Job | null) {
    const job = (after ?? before)!;
    return this.audit.record(staff, {
      kind: !before ? 'job.create' : after ? 'job.update' : 'job.delete',
      targetId: job.id,
      targetLabel: job.title,
      changes: jobChanges(before, after),
    });
  }

  // ---------------------------------------------------------------- helpers

  private async incrementDaily(manager: EntityManager, jobId: string, day: string) {
    const table = manager.dataSource.getMetadata(JobViewDaily).tableName;
    await incrementCounter(manager, table, { day, jobId }, 'count');
  }

  /**
   * Gives the job the first free slug of its title (title, title-2, title-3…) and runs the write.
   * A unique-key clash (a concurrent write, or MySQL's case-insensitive collation seeing a twin)
   * moves on to the next candidate.
   */
  private async withFreeSlug(job: Job, write: () => Promise<unknown>) {
    const base = slugify(job.title);
    const { sql, params } = takenSlugsQuery(this.db.dataSource, base, job.id);
    const rows: { slug: string }[] = await this.db.query(sql, params);
    const taken = new Set(rows.map((r) => r.slug));
    let n = 1;
    for (let attempt = 0; attempt < 20; attempt++) {
      while (taken.has(slugCandidate(base, n))) n++;
      job.slug = slugCandidate(base, n);
      try {
        await write();
        return;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        taken.add(job.slug);
      }
    }
    job.slug = `${base}-${randomUUID().slice(0, 8)}`;
    await write();
  }

  private columnsOf(job: Job) {
    const { id: _id, views: _views, createdAt: _createdAt, ...columns } = job;
    return columns;
  }

  /** A job was written: the app's lists are stale once the write is committed. */
  private changed() {
    this.invalidate(() => {
      this.appCache.changed();
      this.lists.index.noteWrite();
    });
  }

  /**
   * Reads the matches of `filter` a slice at a time, newest first: the first slice from `offset`,
   * the next ones after the last job read (the keyset cursor, so a job added meanwhile shifts nothing).
   */
  private jobsAfter(filter: JobListFilter, offset: number): ReadJobs {
    return (after, size) => {
      const cursor = after ? { at: after.createdAt, id: after.id } : null;
      return this.lists.page(filter, cursor, size, cursor ? 0 : offset);
    };
  }

  /** One page of jobs (at most 100), newest first, through the read cache (job-list-cache.ts). */
  private page(
    filter: JobListFilter,
    cursor: CursorKey | null,
    limit: number,
    offset: number,
  ): Promise<JobRecord[]> {
    const read = () => this.lists.page(filter, cursor, limit, offset);
    return this.readCache
      ? this.readCache.pages.get(
          `${this.today()}|${JSON.stringify([filter, cursor, limit, offset])}`,
          read,
        )
      : read();
  }

  /** How many jobs match, through the read cache. */
  private async count(filter: JobListFilter): Promise<JobTotal> {
    const counted = await this.countUpToCap(filter);
    return { total: Math.min(counted, COUNT_CAP), capped: counted > COUNT_CAP };
  }

  /** How many jobs match up to COUNT_CAP + 1, through the read cache. */
  private countUpToCap(filter: JobListFilter): Promise<number> {
    const read = () => this.lists.count(filter);
    return this.readCache
      ? this.readCache.counts.get(`${this.today()}|${JSON.stringify(filter)}`, read)
      : read();
  }
}
