import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { Config } from '../../config';
import { BadInputError, NotFoundError, isUniqueViolation } from '../../errors';
import { calendarDay, dayToDate, isCalendarDay } from '../../lib/calendar-day';
import type { Clock } from '../../lib/clock';
import { type CursorKey, decodeCursor, encodeCursor, pageSize } from '../../lib/cursor';
import { parseExperienceYears } from '../../lib/experience';
import { containsPattern, LIKE_ESCAPE } from '../../lib/like-pattern';
import { ReadCache } from '../../lib/read-cache';
import { parseSalaryMin } from '../../lib/salary';
import { normalizeSlugLookup, slugCandidate, slugify } from '../../lib/slug';
import { isIdShaped, optionalText, plainText, requiredText, wholeNumber } from '../../lib/validate';
import { httpUrl } from '../../lib/web-url';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { jobJsonSlices, type JsonSlice, type ReadJobs } from './job-json-slices';
import { type FullJobList, JobListSnapshot } from './job-list-snapshot';
import { takenSlugsQuery } from './job-slugs';
import { JobViewDaily } from './job-view-daily.entity';
import { Job } from './job.entity';
import { JobLocation, JobType, parseJobLocation, parseJobType } from './job.enums';

/** A job as written by an admin (GraphQL JobInput or the REST body). Every field is checked here. */
export type JobInput = {
  title?: unknown;
  company?: unknown;
  description?: unknown;
  externalLink?: unknown;
  responsibilities?: unknown;
  requirements?: unknown;
  skills?: unknown;
  benefits?: unknown;
  salary?: unknown;
  startDate?: unknown;
  deadline?: unknown;
  jobLocation?: unknown;
  jobType?: unknown;
  thumbnail?: unknown;
};

/** List filters (GraphQL JobFilter, or REST query strings: numbers and booleans may arrive as text). */
export type JobFilterInput = {
  q?: unknown;
  types?: unknown;
  locations?: unknown;
  maxSalary?: unknown;
  minSalary?: unknown;
  maxExperience?: unknown;
  includeClosed?: unknown;
};

/** What the jobs module hands out: the stored job plus isOpen. Plain data. */
export type JobRecord = {
  id: string;
  slug: string;
  title: string;
  company: string;
  description: string;
  externalLink: string;
  responsibilities: string[];
  requirements: string[];
  skills: string[];
  benefits: string[];
  salary: string | null;
  salaryMin: number | null;
  experienceYears: number | null;
  startDate: Date | null;
  deadline: Date | null;
  jobLocation: JobLocation | null;
  jobType: JobType | null;
  thumbnail: string | null;
  views: number;
  /** False once the deadline day has passed in APP_TIMEZONE. */
  isOpen: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** What GET /api/jobs answers (`restList`). */
export type RestJobList =
  | { kind: 'page'; jobs: JobRecord[]; total: number }
  | { kind: 'slices'; total: number; slices: AsyncIterable<JsonSlice> }
  | { kind: 'snapshot'; list: FullJobList };

export type JobConnection = {
  edges: { cursor: string; node: JobRecord }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
};

export const JOB_LIMITS = {
  title: 200,
  company: 200,
  description: 15_000, // a MySQL TEXT holds 65,535 bytes: 15,000 characters of 4 bytes fit
  salary: 200,
  listItems: 50,
  listItem: 1_000,
  listBytes: 60_000,
  query: 200,
  pageSize: 100,
  titleSuggestions: 50,
} as const;

type ParsedFilter = {
  q: string | null;
  types: JobType[];
  locations: JobLocation[];
  maxSalary: number | null;
  minSalary: number | null;
  maxExperience: number | null;
  includeClosed: boolean;
};

type ParsedJob = Omit<Job, 'id' | 'slug' | 'views' | 'createdAt' | 'updatedAt'>;

const LISTS = ['responsibilities', 'requirements', 'skills', 'benefits'] as const;
const LIST_LABELS: Record<(typeof LISTS)[number], string> = {
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  skills: 'Skills',
  benefits: 'Benefits',
};
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const LIST_CACHE_MS = 2_000;
/** Sitemap links read per turn of the event loop (about 100 KB of XML). */
const LINK_SLICE = 1_000;

const jsonList = (value: unknown): string[] => (typeof value === 'string' ? JSON.parse(value) : Array.isArray(value) ? value : []);
const nullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const storedDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`);

/** Views counted from one address: a visitor clicking Read More never gets near it; a loop stops here. */
export const VIEW_LIMIT = { max: 60, windowMs: 60_000, message: 'Too many job views from this network. Please try again in a minute.' };

/**
 * Job postings and their views: the only code that touches the jobs and job_views_daily tables.
 * Validation lives here (house rule 4), so GraphQL and REST refuse the same input with the same
 * message, naming the field.
 */
export class JobsService {
  /**
   * Pages and counts of the public list are kept LIST_CACHE_MS: the same first page is asked for by
   * every visitor. This instance clears them on each of its writes, so its own lists never miss a
   * write; view counts in a list, and another instance's writes, may be up to LIST_CACHE_MS old
   * (docs/decisions/007-job-list-performance.md).
   */
  private readonly pages = new ReadCache<JobRecord[]>(LIST_CACHE_MS);
  private readonly counts = new ReadCache<number>(LIST_CACHE_MS);
  /** The unpaged REST list, prebuilt (job-list-snapshot.ts, decision 012). */
  private readonly fullLists = new JobListSnapshot({ today: () => this.today(), openJobsAfter: (after, size) => this.jobsAfter(this.parseFilter(null), 0)(after, size) });
  private todayMemo = { minute: -1, day: '' };

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly rateLimits: RateLimitService,
  ) {}

  private get repo() {
    return this.db.getRepository(Job);
  }

  // ---------------------------------------------------------------- reads

  /** Newest first, cursor-paginated; closed jobs only with includeClosed. */
  async list(filter: JobFilterInput | null | undefined, first?: unknown, after?: unknown): Promise<JobConnection> {
    const parsed = this.parseFilter(filter);
    const size = pageSize(first, 'first', 20, JOB_LIMITS.pageSize);
    const cursor = decodeCursor(after, 'after');

    const totalCount = await this.count(parsed);
    const rows = size === 0 ? [] : await this.page(parsed, cursor, size + 1, 0);
    const nodes = rows.slice(0, size);
    const edges = nodes.map((node) => ({ cursor: encodeCursor({ at: node.createdAt, id: node.id }), node }));
    return {
      edges,
      pageInfo: { hasNextPage: rows.length > size, endCursor: edges.length ? edges[edges.length - 1].cursor : null },
      totalCount,
    };
  }

  /** One offset page of the matches (limit 20 unless given, at most 100), newest first, with their total. */
  async search(filter: JobFilterInput | null | undefined, paging: { limit?: unknown; offset?: unknown } = {}): Promise<{ jobs: JobRecord[]; total: number }> {
    const parsed = this.parseFilter(filter);
    const limit = pageSize(paging.limit, 'limit', 20, JOB_LIMITS.pageSize);
    const offset = pageSize(paging.offset, 'offset', 0, 1_000_000);
    const [jobs, total] = await Promise.all([limit === 0 ? [] : this.page(parsed, null, limit, offset), this.count(parsed)]);
    return { jobs, total };
  }

  /**
   * GET /api/jobs (SPEC §7): with a limit, one page (`search`); with none, every match from the
   * offset on, newest first, as JSON text read and written a slice at a time (job-json-slices.ts);
   * with no filter, limit or offset either, the prebuilt list of every open job (decision 012).
   * `total` counts every match (X-Total-Count) when the answer begins; the slices are read as they
   * are sent, so a write landing meanwhile may show in one and not the other (decision 012).
   * Bad values are refused before anything is sent.
   */
  async restList(filter: JobFilterInput | null | undefined, paging: { limit?: unknown; offset?: unknown } = {}): Promise<RestJobList> {
    const parsed = this.parseFilter(filter);
    if (paging.limit !== undefined && paging.limit !== '') return { kind: 'page', ...(await this.search(filter, paging)) };
    const offset = pageSize(paging.offset, 'offset', 0, 1_000_000);
    const unfiltered = !parsed.q && !parsed.types.length && !parsed.locations.length && parsed.maxSalary === null && parsed.minSalary === null && parsed.maxExperience === null && !parsed.includeClosed;
    if (unfiltered && !offset) return { kind: 'snapshot', list: await this.fullLists.get() };
    const total = await this.count(parsed);
    return { kind: 'slices', total, slices: jobJsonSlices(this.jobsAfter(parsed, offset)) };
  }

  /** Stops background work (the full list's refresh) before the database closes. */
  stop(): Promise<void> {
    return this.fullLists.stop();
  }

  /** The job of a page name (closed jobs included), or null. Exact match of the decoded slug. */
  async bySlug(slug: unknown): Promise<JobRecord | null> {
    if (typeof slug !== 'string' || !slug.trim() || slug.length > 300) return null;
    const wanted = normalizeSlugLookup(slug);
    // MySQL's case- and accent-insensitive collation may return a near twin: only the exact slug counts.
    const rows = await this.repo.find({ where: { slug: wanted } });
    const job = rows.find((row) => row.slug === wanted);
    return job ? this.toRecord(job, this.startOfToday()) : null;
  }

  async byId(id: unknown): Promise<JobRecord | null> {
    if (!isIdShaped(id)) return null;
    const job = await this.repo.findOneBy({ id });
    return job ? this.toRecord(job, this.startOfToday()) : null;
  }

  /** Several jobs at once (for other modules' lists: one query, no N+1), keyed by id. */
  async byIds(ids: readonly string[]): Promise<Map<string, JobRecord>> {
    const unique = [...new Set(ids.filter(isIdShaped))];
    if (!unique.length) return new Map();
    const rows = await this.repo.findBy({ id: In(unique) });
    const today = this.startOfToday();
    return new Map(rows.map((job) => [job.id, this.toRecord(job, today)]));
  }

  /** Distinct titles of open jobs containing q (case-insensitive), alphabetical. */
  async titleSuggestions(q: unknown, limit?: unknown): Promise<string[]> {
    const text = optionalText(q, 'q', 'Search text', JOB_LIMITS.query) ?? '';
    const size = pageSize(limit, 'limit', 8, JOB_LIMITS.titleSuggestions);
    if (size === 0) return [];
    const query = this.repo.createQueryBuilder('job').select('job.title', 'title').distinct(true);
    this.onlyOpen(query);
    if (text) query.andWhere(`LOWER(job.title) LIKE LOWER(:q) ${LIKE_ESCAPE}`, { q: containsPattern(text) });
    const rows: { title: string }[] = await query.orderBy('job.title', 'ASC').limit(size).getRawMany();
    return rows.map((r) => r.title);
  }

  /**
   * The newest `max` open jobs' page names and last changes, for the sitemap: two columns, read
   * LINK_SLICE at a time along the keyset cursor, yielding to the event loop between slices (at
   * 10,000 jobs one read and one string held it 40–60 ms). Stopping the iteration stops the reading.
   */
  async *openJobLinks(max: number): AsyncGenerator<{ slug: string; updatedAt: Date }[], void, undefined> {
    const c = (name: string) => this.db.driver.escape(name);
    const open = this.parseFilter(null);
    let cursor: CursorKey | null = null;
    for (let left = max; left > 0; ) {
      const size = Math.min(left, LINK_SLICE);
      const { where, params } = this.listWhere(open, cursor);
      const rows: Record<string, unknown>[] = await this.db.query(
        `SELECT ${['id', 'slug', 'updatedAt', 'createdAt'].map(c).join(', ')} FROM ${this.table} ${where} ORDER BY ${c('createdAt')} DESC, ${c('id')} DESC LIMIT ${size}`,
        params,
      );
      yield rows.map((raw) => ({ slug: raw.slug as string, updatedAt: storedDate(raw.updatedAt)! }));
      if (rows.length < size) return;
      left -= rows.length;
      const last = rows[rows.length - 1];
      cursor = { at: storedDate(last.createdAt)!, id: last.id as string };
      await nextTurn();
    }
  }

  /** Views counted from one day to another, inclusive ('YYYY-MM-DD' in APP_TIMEZONE), for stats. */
  async viewsBetween(fromDay: string, toDay: string): Promise<number> {
    if (!isCalendarDay(fromDay)) throw new BadInputError('fromDay', 'fromDay must be a date like 2026-03-31.');
    if (!isCalendarDay(toDay)) throw new BadInputError('toDay', 'toDay must be a date like 2026-03-31.');
    const row: { total: string | number | null } | undefined = await this.db
      .getRepository(JobViewDaily)
      .createQueryBuilder('v')
      .select('COALESCE(SUM(v.count), 0)', 'total')
      .where('v.day >= :fromDay AND v.day <= :toDay', { fromDay, toDay })
      .getRawOne();
    return Number(row?.total ?? 0);
  }

  /** The calendar day of now in APP_TIMEZONE ('YYYY-MM-DD'). */
  today(): string {
    // Days change on a minute boundary in every time zone: compute once a minute, not per row.
    const minute = Math.floor(this.clock.now().getTime() / 60_000);
    if (minute !== this.todayMemo.minute) {
      this.todayMemo = { minute, day: calendarDay(this.clock.now(), this.config.appTimezone) };
    }
    return this.todayMemo.day;
  }

  // ---------------------------------------------------------------- writes

  async create(input: JobInput): Promise<JobRecord> {
    const fields = this.parseJob(input);
    const now = this.clock.now();
    const job = this.repo.create({ ...fields, id: randomUUID(), views: 0, createdAt: now, updatedAt: now });
    await this.withFreeSlug(job, (manager) => manager.insert(Job, job));
    this.forgetLists();
    return this.toRecord(job, this.startOfToday());
  }

  /** Replaces every field of a job (PUT semantics). A new title gives a new page name. */
  async update(id: unknown, input: JobInput): Promise<JobRecord> {
    const existing = isIdShaped(id) ? await this.repo.findOneBy({ id }) : null;
    if (!existing) throw new NotFoundError('Job not found.');
    const fields = this.parseJob(input);
    const job = this.repo.create({ ...existing, ...fields, updatedAt: this.clock.now() });
    if (slugify(fields.title) === slugify(existing.title)) {
      await this.repo.update({ id: existing.id }, this.columnsOf(job));
    } else {
      await this.withFreeSlug(job, (manager) => manager.update(Job, { id: existing.id }, this.columnsOf(job)));
    }
    this.forgetLists();
    return this.toRecord(job, this.startOfToday());
  }

  /** Deletes a job; its daily view counts stay (they happened). Returns the id. */
  async delete(id: unknown): Promise<string> {
    if (!isIdShaped(id)) throw new NotFoundError('Job not found.');
    const result = await this.repo.delete({ id });
    if (!result.affected) throw new NotFoundError('Job not found.');
    this.forgetLists();
    return id;
  }

  /**
   * Counts one view: job.views + 1 and today's JobViewDaily row, in one transaction, answered with
   * the job as that transaction left it. Past VIEW_LIMIT from one `ip`: 429 and nothing counted.
   */
  async recordView(id: unknown, ip: string): Promise<JobRecord> {
    if (!isIdShaped(id)) throw new NotFoundError('Job not found.');
    await this.rateLimits.consume(`view:${ip}`, VIEW_LIMIT);
    const day = this.today();
    const job = await this.db.transaction(async (manager) => {
      const result = await manager.increment(Job, { id }, 'views', 1);
      if (!result.affected) throw new NotFoundError('Job not found.');
      await this.incrementDaily(manager, id, day);
      return manager.findOneByOrFail(Job, { id }); // the row is ours (locked) until commit
    });
    // Views leave cached pages alone: a list may show a count up to LIST_CACHE_MS old (decision 007),
    // while the job's own page, read by slug, always has it. Clearing here emptied the cache under load.
    this.fullLists.viewed();
    return this.toRecord(job, this.startOfToday());
  }

  // ---------------------------------------------------------------- helpers

  private async incrementDaily(manager: EntityManager, jobId: string, day: string) {
    const e = (name: string) => manager.connection.driver.escape(name);
    const table = e(manager.connection.getMetadata(JobViewDaily).tableName);
    const insert = `INSERT INTO ${table} (${e('jobId')}, ${e('day')}, ${e('count')}) VALUES (?, ?, 1)`;
    const sql =
      manager.connection.options.type === 'mysql' || manager.connection.options.type === 'mariadb'
        ? `${insert} ON DUPLICATE KEY UPDATE ${e('count')} = ${e('count')} + 1`
        : `${insert} ON CONFLICT (${e('jobId')}, ${e('day')}) DO UPDATE SET ${e('count')} = ${e('count')} + 1`;
    await manager.query(sql, [jobId, day]);
  }

  /**
   * Gives the job the first free slug of its title (title, title-2, title-3…) and runs the write.
   * A unique-key clash (a concurrent write, or MySQL's case-insensitive collation seeing a twin)
   * moves on to the next candidate.
   */
  private async withFreeSlug(job: Job, write: (manager: EntityManager) => Promise<unknown>) {
    const base = slugify(job.title);
    const { sql, params } = takenSlugsQuery(this.db, base, job.id);
    const rows: { slug: string }[] = await this.db.query(sql, params);
    const taken = new Set(rows.map((r) => r.slug));
    let n = 1;
    for (let attempt = 0; attempt < 20; attempt++) {
      while (taken.has(slugCandidate(base, n))) n++;
      job.slug = slugCandidate(base, n);
      try {
        await write(this.db.manager);
        return;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        taken.add(job.slug);
      }
    }
    job.slug = `${base}-${randomUUID().slice(0, 8)}`;
    await write(this.db.manager);
  }

  private columnsOf(job: Job) {
    const { id: _id, views: _views, createdAt: _createdAt, ...columns } = job;
    return columns;
  }

  /** Open: no deadline, or the deadline day is today or later (in APP_TIMEZONE). */
  private onlyOpen(query: SelectQueryBuilder<Job>) {
    query.andWhere('(job.deadline IS NULL OR job.deadline >= :today)', { today: this.dbDate(this.startOfToday(), 'deadline') });
  }

  // The list queries are hand-written SQL (the same text on SQLite and MySQL, `?` placeholders,
  // identifiers quoted by the driver) and rows are converted by the driver column by column: the
  // list is the hottest path, and TypeORM's query builder and entity transformer cost more than the
  // queries themselves (bench/jobs.mjs, docs/decisions/007-job-list-performance.md).

  private forgetLists() {
    this.pages.clear();
    this.counts.clear();
    this.fullLists.changed();
  }

  /**
   * Reads the matches of `filter` a slice at a time, newest first: the first slice from `offset`,
   * the next ones after the last job read (the keyset cursor, so a job added meanwhile shifts nothing).
   */
  private jobsAfter(filter: ParsedFilter, offset: number): ReadJobs {
    return async (after, size) => {
      const cursor = after ? { at: after.createdAt, id: after.id } : null;
      const today = this.startOfToday();
      return (await this.pageRows(filter, cursor, size, cursor ? 0 : offset)).map((job) => this.toRecord(job, today));
    };
  }

  /** The WHERE clause of the list filters (and of a cursor). */
  private listWhere(filter: ParsedFilter, cursor: CursorKey | null = null): { where: string; params: unknown[] } {
    const c = (name: string) => this.db.driver.escape(name);
    const marks = (values: unknown[]) => values.map(() => '?').join(', ');
    const parts: string[] = [];
    const params: unknown[] = [];
    if (!filter.includeClosed) {
      parts.push(`(${c('deadline')} IS NULL OR ${c('deadline')} >= ?)`);
      params.push(this.dbDate(this.startOfToday(), 'deadline'));
    }
    if (filter.q) {
      parts.push(`LOWER(${c('title')}) LIKE LOWER(?) ${LIKE_ESCAPE}`);
      params.push(containsPattern(filter.q));
    }
    if (filter.types.length) {
      parts.push(`${c('jobType')} IN (${marks(filter.types)})`);
      params.push(...filter.types);
    }
    if (filter.locations.length) {
      parts.push(`${c('jobLocation')} IN (${marks(filter.locations)})`);
      params.push(...filter.locations);
    }
    // A job whose salary text has no figure never matches a salary filter.
    if (filter.maxSalary !== null) {
      parts.push(`${c('salaryMin')} <= ?`);
      params.push(filter.maxSalary);
    }
    if (filter.minSalary !== null) {
      parts.push(`${c('salaryMin')} >= ?`);
      params.push(filter.minSalary);
    }
    // A job stating no experience is open to everyone.
    if (filter.maxExperience !== null) {
      parts.push(`(${c('experienceYears')} IS NULL OR ${c('experienceYears')} <= ?)`);
      params.push(filter.maxExperience);
    }
    if (cursor) {
      const at = this.dbDate(cursor.at, 'createdAt');
      // Written with a plain upper bound first so SQLite seeks IDX_jobs_list from the cursor (a range
      // SEARCH); `a < ? OR (a = ? AND b < ?)` made it scan from the newest job on every slice.
      parts.push(`${c('createdAt')} <= ? AND (${c('createdAt')} < ? OR ${c('id')} < ?)`);
      params.push(at, at, cursor.id);
    }
    return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
  }

  private get table(): string {
    return this.db.driver.escape(this.repo.metadata.tableName);
  }

  /** One page of jobs (at most 100), newest first, cached LIST_CACHE_MS (see `pages`). */
  private page(filter: ParsedFilter, cursor: CursorKey | null, limit: number, offset: number): Promise<JobRecord[]> {
    return this.pages.get(`${this.today()}|${JSON.stringify([filter, cursor, limit, offset])}`, async () => {
      const today = this.startOfToday();
      return (await this.pageRows(filter, cursor, limit, offset)).map((job) => this.toRecord(job, today));
    });
  }

  /**
   * Up to `limit` jobs, newest first: the ids first, from the covering IDX_jobs_list alone (no job
   * body is read while filtering and sorting), then those rows by primary key. Every read is
   * bounded: longer lists are read in slices (`jobsAfter`).
   */
  private async pageRows(filter: ParsedFilter, cursor: CursorKey | null, limit: number, offset: number): Promise<Job[]> {
    const c = (name: string) => this.db.driver.escape(name);
    const { where, params } = this.listWhere(filter, cursor);
    const order = `ORDER BY ${c('createdAt')} DESC, ${c('id')} DESC`;
    // limit and offset are checked integers.
    const window = `LIMIT ${limit}${offset ? ` OFFSET ${offset}` : ''}`;
    const ids: string[] = (await this.db.query(`SELECT ${c('id')} AS id FROM ${this.table} ${where} ${order} ${window}`, params)).map((r: { id: string }) => r.id);
    if (!ids.length) return [];
    const rows: Record<string, unknown>[] = await this.db.query(`SELECT * FROM ${this.table} WHERE ${c('id')} IN (${ids.map(() => '?').join(', ')})`, ids);
    const byId = new Map(rows.map((raw) => [raw.id as string, this.hydrate(raw)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * A raw row as a Job, converted by hand: TypeORM's per-column conversion costs as much as the
   * query on this path. SQLite returns dates as UTC text ('2026-03-10 00:00:00.000') and lists as
   * JSON text; MySQL returns Date objects and JSON text.
   */
  private hydrate(raw: Record<string, unknown>): Job {
    return {
      ...(raw as unknown as Job),
      responsibilities: jsonList(raw.responsibilities),
      requirements: jsonList(raw.requirements),
      skills: jsonList(raw.skills),
      benefits: jsonList(raw.benefits),
      salaryMin: nullableNumber(raw.salaryMin),
      experienceYears: nullableNumber(raw.experienceYears),
      views: Number(raw.views ?? 0),
      startDate: storedDate(raw.startDate),
      deadline: storedDate(raw.deadline),
      createdAt: storedDate(raw.createdAt)!,
      updatedAt: storedDate(raw.updatedAt)!,
    };
  }

  /** How many jobs match (cached briefly: see `pages`). */
  private count(filter: ParsedFilter): Promise<number> {
    return this.counts.get(`${this.today()}|${JSON.stringify(filter)}`, async () => {
      const { where, params } = this.listWhere(filter);
      const [row]: { n: string | number }[] = await this.db.query(`SELECT COUNT(*) AS n FROM ${this.table} ${where}`, params);
      return Number(row?.n ?? 0);
    });
  }

  /** A Date as the driver stores it in this column (SQLite keeps text), for hand-written comparisons. */
  private dbDate(date: Date, property: 'createdAt' | 'deadline') {
    const column = this.repo.metadata.findColumnWithPropertyName(property)!;
    return this.db.driver.preparePersistentValue(date, column);
  }

  /** Midnight UTC of today's calendar day in APP_TIMEZONE: a job is open while its deadline is not before it. */
  private startOfToday(): Date {
    return dayToDate(this.today());
  }

  private toRecord(job: Job, startOfToday: Date): JobRecord {
    const deadline = job.deadline ? new Date(job.deadline) : null;
    return {
      id: job.id,
      slug: job.slug,
      title: job.title,
      company: job.company,
      description: job.description,
      externalLink: job.externalLink,
      responsibilities: job.responsibilities ?? [],
      requirements: job.requirements ?? [],
      skills: job.skills ?? [],
      benefits: job.benefits ?? [],
      salary: job.salary ?? null,
      salaryMin: job.salaryMin ?? null,
      experienceYears: job.experienceYears ?? null,
      startDate: job.startDate ? new Date(job.startDate) : null,
      deadline,
      jobLocation: (job.jobLocation as JobLocation | null) ?? null,
      jobType: (job.jobType as JobType | null) ?? null,
      thumbnail: job.thumbnail ?? null,
      views: Number(job.views ?? 0),
      isOpen: !deadline || deadline.getTime() >= startOfToday.getTime(),
      createdAt: new Date(job.createdAt),
      updatedAt: new Date(job.updatedAt),
    };
  }

  // ---------------------------------------------------------------- input rules

  private parseJob(input: JobInput): ParsedJob {
    if (!input || typeof input !== 'object') throw new BadInputError('title', 'Title is required.');
    const title = requiredText(input.title, 'title', 'Title', JOB_LIMITS.title, 'single-line');
    const company = requiredText(input.company, 'company', 'Company', JOB_LIMITS.company, 'single-line');
    const description = requiredText(input.description, 'description', 'Description', JOB_LIMITS.description, 'multi-line');
    const externalLink = httpUrl(input.externalLink, 'externalLink', 'Apply link', { required: true })!;
    const lists = Object.fromEntries(LISTS.map((name) => [name, this.parseList(input[name], name, LIST_LABELS[name])])) as Record<
      (typeof LISTS)[number],
      string[]
    >;
    const salary = optionalText(input.salary, 'salary', 'Salary', JOB_LIMITS.salary, 'single-line');
    const startDate = this.parseDay(input.startDate, 'startDate', 'Start date');
    const deadline = this.parseDay(input.deadline, 'deadline', 'Deadline');
    if (startDate && deadline && deadline.getTime() < startDate.getTime()) {
      throw new BadInputError('deadline', 'The deadline cannot be before the start date.');
    }
    return {
      title,
      company,
      description,
      externalLink,
      ...lists,
      salary,
      salaryMin: parseSalaryMin(salary),
      experienceYears: parseExperienceYears(lists.requirements),
      startDate,
      deadline,
      jobLocation: parseJobLocation(input.jobLocation),
      jobType: parseJobType(input.jobType),
      thumbnail: httpUrl(input.thumbnail, 'thumbnail', 'Thumbnail', { required: false }),
    };
  }

  /**
   * Rows trimmed, blank rows dropped, tabs made spaces; at most 50 rows of 1,000 characters. One text
   * is one row. A row with a control character or a bidi override is refused (decision 012).
   */
  private parseList(value: unknown, field: string, label: string): string[] {
    if (value === undefined || value === null) return [];
    const rows = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(rows) || rows.some((row) => typeof row !== 'string')) {
      throw new BadInputError(field, `${label} must be a list of text rows.`);
    }
    const items = (rows as string[]).map((row) => plainText(row.replace(/\t/g, ' ').trim(), field, label, 'multi-line')).filter(Boolean);
    if (items.length > JOB_LIMITS.listItems) throw new BadInputError(field, `${label} can have at most ${JOB_LIMITS.listItems} rows.`);
    if (items.some((item) => item.length > JOB_LIMITS.listItem)) {
      throw new BadInputError(field, `Each row of ${label.toLowerCase()} must be at most ${JOB_LIMITS.listItem} characters.`);
    }
    if (Buffer.byteLength(JSON.stringify(items)) > JOB_LIMITS.listBytes) throw new BadInputError(field, `${label} is too long.`);
    return items;
  }

  /** 'YYYY-MM-DD', or an ISO date-time (its day in APP_TIMEZONE); '' or null = none. Stored as that day. */
  private parseDay(value: unknown, field: string, label: string): Date | null {
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return null;
    const bad = () => new BadInputError(field, `${label} must be a date like 2026-03-31.`);
    let day: string | null = null;
    if (value instanceof Date) {
      if (Number.isNaN(value.getTime())) throw bad();
      day = calendarDay(value, this.config.appTimezone);
    } else if (typeof value === 'string') {
      const text = value.trim();
      if (isCalendarDay(text)) {
        day = text;
      } else {
        const m = ISO_DATE_TIME.exec(text);
        if (!m || !isCalendarDay(m[1])) throw bad();
        const instant = new Date(m[2] ? text.replace(' ', 'T') : `${text.replace(' ', 'T')}Z`);
        if (Number.isNaN(instant.getTime())) throw bad();
        day = calendarDay(instant, this.config.appTimezone);
      }
    } else {
      throw bad();
    }
    const year = Number(day.slice(0, 4));
    if (year < 1900 || year > 2999) throw bad();
    return dayToDate(day);
  }

  private parseFilter(filter: JobFilterInput | null | undefined): ParsedFilter {
    const f = filter ?? {};
    return {
      q: optionalText(f.q, 'q', 'Search text', JOB_LIMITS.query),
      types: this.parseMany(f.types, 'types', parseJobType),
      locations: this.parseMany(f.locations, 'locations', parseJobLocation),
      maxSalary: wholeNumber(f.maxSalary, 'maxSalary'),
      minSalary: wholeNumber(f.minSalary, 'minSalary'),
      maxExperience: wholeNumber(f.maxExperience, 'maxExperience'),
      includeClosed: this.flag(f.includeClosed, 'includeClosed'),
    };
  }

  private parseMany<T>(value: unknown, field: string, parse: (v: unknown, field: string) => T | null): T[] {
    if (value === undefined || value === null || value === '') return [];
    const list = Array.isArray(value) ? value : [value];
    if (list.length > 20) throw new BadInputError(field, `${field} has too many values.`);
    return [...new Set(list.map((v) => parse(v, field)).filter((v): v is T => v !== null))];
  }

  private flag(value: unknown, field: string): boolean {
    if (value === undefined || value === null || value === '') return false;
    if (typeof value === 'boolean') return value;
    if (typeof value === 'string' && /^(true|1|yes)$/i.test(value.trim())) return true;
    if (typeof value === 'string' && /^(false|0|no)$/i.test(value.trim())) return false;
    throw new BadInputError(field, `${field} must be true or false.`);
  }
}
