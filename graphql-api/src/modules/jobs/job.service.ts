import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { NotFoundError } from '../../errors';
import { AppCalendar } from '../../lib/app-calendar';
import type { Clock } from '../../lib/clock';
import { pageSize } from '../../lib/paging';
import { normalizeSlugLookup, slugify } from '../../lib/slug';
import { isIdShaped, optionalText } from '../../lib/validate';
import type { ServiceDeps } from '../../services';
import { requireAdmin, type SignedInViewer, type Viewer } from '../auth/auth.service';
import type { AuditService } from '../audit/audit.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { WebhooksService } from '../webhooks/webhook.service';
import { jobChanges } from './job-audit';
import { jobEvents } from './job-events';
import { JobListCache } from './job-list-cache';
import {
  jobsAfter,
  JobListReads,
  type RestJobList,
  type RestJobPage,
  type RestPaging,
} from './job-list-reads';
import { bumpListVersion, JobListQuery, type NewJobsMatcher } from './job-list.query';
import { writeWithFreeSlug } from './job-slugs';
import {
  type DayInterest,
  JobInterest,
  type JobInterestFigures,
  type PastInterest,
} from './job-interest';
import { Job } from './job.entity';
import { type JobRecord, jobRecord } from './job.rows';
import {
  JOB_LIMITS,
  type JobFilterInput,
  type JobInput,
  type JobListFilter,
  parseJob,
  parseJobFilter,
} from './job.rules';

/** Other modules read jobs as records through this service (CONTRIBUTING.md#rules). */
export type { JobRecord } from './job.rows';
export type { JobConnection } from './job-list-reads';
export type { DayInterest, JobInterestFigures, PastInterest } from './job-interest';
export type { JobFilterInput, JobListFilter } from './job.rules';
export type { NewJobsMatcher } from './job-list.query';
/** The list's filters as its addresses carry them (REST, /jobs, the RSS feed): for forms posted there. */
export { jobFilterFromQuery } from './job.rest';

/**
 * Job postings and their views: the only code that touches the jobs and job_views_daily tables.
 * Validation lives in job.rules.ts (CONTRIBUTING.md#rules), so GraphQL and REST refuse the same input with
 * the same message, naming the field; the list SQL lives in job-list.query.ts, the list's reads in
 * job-list-reads.ts and the views, saves and apply clicks in job-interest.ts.
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
  private readonly reads: JobListReads;
  private readonly interest: JobInterest;
  private readonly publicUrl: string;

  /** `app`: the app's own instance, when this one is a unit of work's copy. */
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    config: Config,
    rateLimits: RateLimitService,
    private readonly invalidate: ServiceDeps['invalidate'],
    private readonly audit: AuditService,
    private readonly inTransaction: ServiceDeps['inTransaction'],
    private readonly webhooks: WebhooksService,
    app?: JobsService,
  ) {
    this.publicUrl = config.publicUrl;
    this.calendar = new AppCalendar(clock, config.appTimezone);
    this.lists = new JobListQuery(db, this.calendar, app?.lists.index);
    this.appCache =
      app?.appCache ??
      new JobListCache({
        today: () => this.today(),
        openJobsAfter: jobsAfter(this.lists, parseJobFilter(null), 0),
      });
    this.readCache = app ? null : this.appCache;
    this.reads = new JobListReads(this.lists, this.readCache, () => this.today());
    this.interest = new JobInterest(db, this.calendar, this.lists, rateLimits, () =>
      this.invalidate(() => this.appCache.viewed()),
    );
  }

  private get repo() {
    return this.db.getRepository(Job);
  }

  // ---------------------------------------------------------------- reads

  /** Newest first, cursor-paginated; closed jobs only with includeClosed. */
  list(filter: JobFilterInput | null | undefined, first?: unknown, after?: unknown) {
    return this.reads.list(filter, first, after);
  }

  /** One REST page of the matches with their total (job-list-reads.ts). */
  search(filter: JobFilterInput | null | undefined, paging?: RestPaging): Promise<RestJobPage> {
    return this.reads.search(filter, paging);
  }

  /** GET /api/jobs (product.md#rest-api): one page, the matches in slices, or the prebuilt list. */
  restList(filter: JobFilterInput | null | undefined, paging?: RestPaging): Promise<RestJobList> {
    return this.reads.restList(filter, paging);
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

  /** Checks list filters by the list's rules (a stored alert's, say): BAD_USER_INPUT naming the field. */
  parseFilter(filter: JobFilterInput | null | undefined): JobListFilter {
    return parseJobFilter(filter);
  }

  /**
   * The list's own matcher over newly posted jobs, on the list index as it is now: a checked filter,
   * a time and a limit give the ids of the jobs posted since, newest first (product.md#job-alerts).
   */
  newJobsMatcher(): Promise<NewJobsMatcher> {
    return this.lists.newJobsMatcher();
  }

  /** The newest `max` open jobs' page names and last changes, for the sitemap, read a slice at a time. */
  openJobLinks(max: number): AsyncGenerator<{ slug: string; updatedAt: Date }[], void, undefined> {
    return this.lists.links(max);
  }

  /** Views, saves and apply clicks of every job per calendar day, for stats (job-interest.ts). */
  interestByDay(fromDay: string | null, toDay: string): Promise<DayInterest[]> {
    return this.interest.byDay(fromDay, toDay);
  }

  /** Each of these jobs' views, saves and apply clicks of all time (at most 100 ids), for staff. */
  interestOf(jobIds: unknown): Promise<JobInterestFigures[]> {
    return this.interest.ofJobs(jobIds);
  }

  /** The `limit` jobs with the most apply clicks, then saves, then views since `fromDay`. */
  topByInterest(fromDay: string, limit: number): Promise<JobInterestFigures[]> {
    return this.interest.top(fromDay, limit);
  }

  /** The `limit` most viewed jobs (open or closed), most views first. */
  mostViewed(limit: number): Promise<JobRecord[]> {
    return this.interest.mostViewed(limit);
  }

  /** Views, saves and apply clicks on past days, for the demo's history (job-interest.ts). */
  addPastInterest(past: PastInterest[]): Promise<void> {
    return this.interest.addPast(past);
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
    const staff = requireAdmin(viewer, 'jobs:write');
    const fields = parseJob(input, this.calendar.timeZone);
    const now = this.clock.now();
    const job = this.repo.create({
      ...fields,
      id: randomUUID(),
      views: 0,
      createdAt: now,
      updatedAt: now,
    });
    await writeWithFreeSlug(this.db, job, () =>
      this.inTransaction(({ jobs }) => jobs.writeHere(staff, null, job)),
    );
    return jobRecord(job, this.calendar.startOfToday());
  }

  /** Replaces every field of a job (PUT semantics). A new title gives a new page name. */
  async update(viewer: Viewer, id: unknown, input: JobInput): Promise<JobRecord> {
    const staff = requireAdmin(viewer, 'jobs:write');
    const existing = isIdShaped(id) ? await this.repo.findOneBy({ id }) : null;
    if (!existing) throw new NotFoundError('Job not found.');
    const fields = parseJob(input, this.calendar.timeZone);
    const job = this.repo.create({ ...existing, ...fields, updatedAt: this.clock.now() });
    const write = () => this.inTransaction(({ jobs }) => jobs.writeHere(staff, existing, job));
    if (slugify(fields.title) === slugify(existing.title)) await write();
    else await writeWithFreeSlug(this.db, job, write);
    return jobRecord(job, this.calendar.startOfToday());
  }

  /** Deletes a job; its daily view counts stay (they happened). Returns the id. */
  async delete(viewer: Viewer, id: unknown): Promise<string> {
    const staff = requireAdmin(viewer, 'jobs:write');
    if (!isIdShaped(id)) throw new NotFoundError('Job not found.');
    await this.inTransaction(async ({ jobs }) => {
      const existing = await jobs.repo.findOneBy({ id });
      if (!existing) throw new NotFoundError('Job not found.');
      await jobs.writeHere(staff, existing, null);
    });
    return id;
  }

  /** Counts one view, at most VIEW_LIMIT from one address (job-interest.ts). */
  recordView(id: unknown, ip: string): Promise<JobRecord> {
    return this.interest.recordView(id, ip);
  }

  /** Counts one press of Apply Now, at most APPLY_CLICK_LIMIT from one address (job-interest.ts). */
  recordApplyClick(id: unknown, ip: string): Promise<JobRecord> {
    return this.interest.recordApplyClick(id, ip);
  }

  /** Counts a new save of the job today (SavedJobsService). */
  recordSave(jobId: string): Promise<void> {
    return this.interest.recordSave(jobId);
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
    // Its webhook events, in the same unit (decision 104).
    for (const [type, data] of jobEvents(
      before,
      after,
      this.calendar.startOfToday(),
      this.publicUrl,
    ))
      await this.webhooks.emit(type, data);
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
}
