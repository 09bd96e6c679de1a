import type { EntityManager } from 'typeorm';
import type { AppCalendar } from '../../lib/app-calendar';
import { afterCursor, type CursorKey } from '../../lib/cursor';
import { searchWords } from '../../lib/title-words';
import { readInSlices, type ReadSlice } from '../../lib/read-in-slices';
import { JOB_TERMS } from './job-terms';
import { Job } from './job.entity';
import { type JobRecord, jobRecordFromRow, storedDate } from './job.rows';
import type { JobListFilter } from './job.rules';

/** Sitemap links read per turn of the event loop (about 100 KB of XML). */
const LINK_SLICE = 1_000;

/**
 * Counts are exact up to this many matches; past it a list says "more than COUNT_CAP" (decision 044,
 * docs/product.md#finding-jobs): counting stops there, whatever the size of the table.
 */
export const COUNT_CAP = 1_000;

/**
 * Suggestions are the distinct titles, alphabetical, of at most this many of the newest matches
 * (decision 047): what they read stays bounded however many jobs share a prefix.
 */
export const SUGGESTION_POOL = 200;

/**
 * The job lists' SQL, hand-written (the same text on SQLite and MySQL, `?` placeholders,
 * identifiers quoted by the driver), rows converted once by hand (job.rows.ts): the list is the
 * hottest path, and TypeORM's query builder and entity transformer cost more than the queries
 * themselves (bench/jobs.mjs, docs/decisions/007-job-list-performance.md). Newest first
 * (createdAt desc, id desc); "open" is as of the app calendar's today.
 *
 * A title search reads job_terms (job-terms.ts, decision 048) instead of the jobs: the entries of
 * one search word (the longest) in list order, each entry checked for the other filters (on its own
 * copy of the job's filter columns) and the other words, stopping at the page or at the count's
 * cap; only the page's rows are read from jobs. A common word costs about a page; a rare one its
 * matches.
 */
export class JobListQuery {
  private columnList: string | undefined;

  constructor(
    private readonly db: EntityManager,
    private readonly calendar: AppCalendar,
  ) {}

  private c(name: string): string {
    return this.db.dataSource.driver.escape(name);
  }

  private get metadata() {
    return this.db.dataSource.getMetadata(Job);
  }

  private get table(): string {
    return this.c(this.metadata.tableName);
  }

  /**
   * Up to `limit` jobs: the ids first, from the covering IDX_jobs_list alone (no job body is read
   * while filtering and sorting), then those rows by primary key. `limit` and `offset` are checked
   * integers. Every read is bounded: longer lists are read in slices.
   */
  async page(
    filter: JobListFilter,
    cursor: CursorKey | null,
    limit: number,
    offset: number,
  ): Promise<JobRecord[]> {
    const ids = await this.newestIds(filter, cursor, limit, offset);
    if (!ids.length) return [];
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT ${this.columns} FROM ${this.table} WHERE ${this.c('id')} IN (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    const today = this.calendar.startOfToday();
    const byId = new Map(rows.map((raw) => [raw.id as string, jobRecordFromRow(raw, today)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The ids of the newest `limit` matches after the cursor and `offset`, newest first. */
  private async newestIds(
    filter: JobListFilter,
    cursor: CursorKey | null,
    limit: number,
    offset: number,
  ): Promise<string[]> {
    const window = `LIMIT ${limit}${offset ? ` OFFSET ${offset}` : ''}`;
    const search = filter.q ? this.searched(filter, cursor) : null;
    if (search === 'nothing') return [];
    const t = (name: string) => `t.${this.c(name)}`;
    const { where, params } = search ?? this.where(filter, cursor);
    const sql = search
      ? `SELECT ${t('jobId')} AS id FROM ${this.c(JOB_TERMS)} t ${where} ORDER BY ${t('createdAt')} DESC, ${t('jobId')} DESC ${window}`
      : `SELECT ${this.c('id')} AS id FROM ${this.table} ${where} ${this.newestFirst} ${window}`;
    const idRows: { id: string }[] = await this.db.query(sql, params);
    return idRows.map((r) => r.id);
  }

  /** How many jobs match, counted up to COUNT_CAP + 1 (more than that answers COUNT_CAP + 1). */
  async count(filter: JobListFilter): Promise<number> {
    const search = filter.q ? this.searched(filter, null) : null;
    if (search === 'nothing') return 0;
    const { where, params } = search ?? this.where(filter);
    const from = search ? `${this.c(JOB_TERMS)} t` : this.table;
    const [row]: { n: string | number }[] = await this.db.query(
      `SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM ${from} ${where} LIMIT ${COUNT_CAP + 1}) AS capped`,
      params,
    );
    return Number(row?.n ?? 0);
  }

  /**
   * The WHERE clause over job_terms `t` of a search (decision 048): the entries of the longest
   * word of `q` (the likeliest to be rare), after the cursor, that pass the other filters (on the
   * entry's own copy of the job's filter columns) and whose job has every other word. 'nothing'
   * when `q` has no word.
   */
  private searched(
    filter: JobListFilter,
    cursor: CursorKey | null,
  ): { where: string; params: unknown[] } | 'nothing' {
    const words = searchWords(filter.q ?? '');
    if (!words.length) return 'nothing';
    const [lead, ...others] = [...words].sort((a, b) => [...b].length - [...a].length);
    const c = (name: string) => this.c(name);
    const t = (name: string) => `t.${c(name)}`;
    const params: unknown[] = [lead];
    const parts = [`${t('term')} = ?`];
    if (cursor) parts.push(this.cursorCondition(cursor, t, params));
    // The other filters on the terms row itself (it carries the job's filter columns), then the
    // other words (a lookup of job_terms' key each): the job's row is never read to filter.
    parts.push(...this.conditions(filter, t, params));
    for (const word of others) {
      parts.push(this.hasTerm(t, 'o'));
      params.push(word);
    }
    return { where: `WHERE ${parts.join(' AND ')}`, params };
  }

  /** The job of these columns has the term `?` (a lookup of job_terms' primary key). */
  private hasTerm(job: (name: 'createdAt' | 'jobId') => string, alias: string): string {
    const o = (name: string) => `${alias}.${this.c(name)}`;
    return `EXISTS (SELECT 1 FROM ${this.c(JOB_TERMS)} ${alias} WHERE ${o('term')} = ? AND ${o('createdAt')} = ${job('createdAt')} AND ${o('jobId')} = ${job('jobId')})`;
  }

  /** Distinct titles of the newest SUGGESTION_POOL matches, alphabetical, at most `limit`. */
  async titles(filter: JobListFilter, limit: number): Promise<string[]> {
    const ids = await this.newestIds(filter, null, SUGGESTION_POOL, 0);
    if (!ids.length) return [];
    const rows: { title: string }[] = await this.db.query(
      `SELECT DISTINCT ${this.c('title')} AS title FROM ${this.table} WHERE ${this.c('id')} IN (${ids.map(() => '?').join(', ')}) ORDER BY ${this.c('title')} ASC LIMIT ${limit}`,
      ids,
    );
    return rows.map((r) => r.title);
  }

  /**
   * The newest `max` matches' page names and last changes: two columns, read LINK_SLICE at a time
   * along the keyset cursor, yielding to the event loop between slices (`readInSlices`: at 10,000
   * jobs one read and one string held it too long). Stopping the iteration stops the reading.
   */
  async *links(
    filter: JobListFilter,
    max: number,
  ): AsyncGenerator<{ slug: string; updatedAt: Date }[], void, undefined> {
    const read: ReadSlice<Record<string, unknown>> = (after, size) => {
      const { where, params } = this.where(
        filter,
        after && { at: storedDate(after.createdAt)!, id: after.id as string },
      );
      const columns = ['id', 'slug', 'updatedAt', 'createdAt']
        .map((name) => this.c(name))
        .join(', ');
      return this.db.query(
        `SELECT ${columns} FROM ${this.table} ${where} ${this.newestFirst} LIMIT ${size}`,
        params,
      );
    };
    for await (const rows of readInSlices(read, LINK_SLICE, max))
      yield rows.map((raw) => ({
        slug: raw.slug as string,
        updatedAt: storedDate(raw.updatedAt)!,
      }));
  }

  /** The entity's columns, named: a column the entity does not declare never reaches a record (or REST JSON). */
  private get columns(): string {
    this.columnList ??= this.metadata.columns
      .map((column) => this.c(column.databaseName))
      .join(', ');
    return this.columnList;
  }

  private get newestFirst(): string {
    return `ORDER BY ${this.c('createdAt')} DESC, ${this.c('id')} DESC`;
  }

  /**
   * The WHERE clause over the jobs table of the list filters (and of a cursor). A search here tests
   * each job's terms; pages and counts of a search read job_terms first instead (`searched`).
   */
  private where(
    filter: JobListFilter,
    cursor: CursorKey | null = null,
  ): { where: string; params: unknown[] } {
    const params: unknown[] = [];
    const parts = this.conditions(filter, (name) => this.c(name), params);
    if (filter.q) {
      const words = searchWords(filter.q);
      if (!words.length) parts.push('1 = 0');
      const job = (name: 'createdAt' | 'jobId') =>
        `${this.table}.${this.c(name === 'jobId' ? 'id' : name)}`;
      for (const word of words) {
        parts.push(this.hasTerm(job, 't'));
        params.push(word);
      }
    }
    if (cursor) {
      const col = (name: 'createdAt' | 'jobId') => this.c(name === 'jobId' ? 'id' : name);
      parts.push(this.cursorCondition(cursor, col, params));
    }
    return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
  }

  /** After the cursor, in list order, on these columns (`jobId` names the job's id). */
  private cursorCondition(
    cursor: CursorKey,
    col: (name: 'createdAt' | 'jobId') => string,
    params: unknown[],
  ): string {
    const positional = (value: unknown) => (params.push(value), '?');
    return afterCursor(
      { createdAt: col('createdAt'), id: col('jobId') },
      { at: this.dbDate(cursor.at, 'createdAt'), id: cursor.id },
      positional,
    );
  }

  /**
   * The list filters other than the search, on the columns as `col` names them: the jobs' own, or
   * their copies on job_terms (TERM_FILTERS, same storage).
   */
  private conditions(
    filter: JobListFilter,
    col: (name: string) => string,
    params: unknown[],
  ): string[] {
    const c = col;
    const marks = (values: unknown[]) => values.map(() => '?').join(', ');
    const parts: string[] = [];
    if (!filter.includeClosed) {
      parts.push(`(${c('deadline')} IS NULL OR ${c('deadline')} >= ?)`);
      params.push(this.dbDate(this.calendar.startOfToday(), 'deadline'));
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
    return parts;
  }

  /** A Date as the driver stores it in this column (SQLite keeps text), for hand-written comparisons. */
  private dbDate(date: Date, property: 'createdAt' | 'deadline'): unknown {
    const column = this.metadata.findColumnWithPropertyName(property)!;
    return this.db.dataSource.driver.preparePersistentValue(date, column);
  }
}
