import type { EntityManager } from 'typeorm';
import { incrementCounter } from '../../db/dialect';
import type { AppCalendar } from '../../lib/app-calendar';
import { afterCursor, type CursorKey } from '../../lib/cursor';
import { readInSlices, type ReadSlice } from '../../lib/read-in-slices';
import type { IndexedJob } from './job-list-index';
import { JobListIndexKeeper, type JobListIndexSource } from './job-list-index-keeper';
import { Job } from './job.entity';
import { type JobRecord, jobRecordFromRow, nullableNumber, storedDate } from './job.rows';
import type { JobListFilter } from './job.rules';

/** Ids of up to `limit` jobs matching `filter` posted at or after `since`, newest first. */
export type NewJobsMatcher = (filter: JobListFilter, since: Date, limit: number) => string[];

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

/** The one-row table whose number every job write bumps (decision 051). */
export const LIST_VERSION = 'job_list_version';

/** Jobs read a slice at a time to build the list index. */
const INDEX_SLICE = 5_000;

/**
 * Bumps the list version in the write's own transaction (`db` is the unit's manager): every
 * instance's list index is rebuilt before its next read (job-list-index.ts, decision 051). Every
 * writer of the jobs table calls it: the service, and bulk writers (seeds, fixtures).
 */
export async function bumpListVersion(db: EntityManager): Promise<void> {
  // An upsert: a table emptied by hand starts again at 1 rather than never changing.
  await incrementCounter(db, LIST_VERSION, { id: 1 }, 'version');
}

/**
 * The job lists: pages, counts and suggestions match on the list index (job-list-index.ts,
 * decision 051), then read the page's rows by primary key, by hand-written SQL (the same text on
 * SQLite and MySQL, `?` placeholders, identifiers quoted by the driver), rows converted once by
 * hand (job.rows.ts): the list is the hottest path, and TypeORM's query builder and entity
 * transformer cost more than the queries themselves (bench/jobs.mjs,
 * docs/decisions/007-job-list-performance.md). Newest first (createdAt desc, id desc); "open" is as
 * of the app calendar's today. The sitemap's links are read by SQL along IDX_jobs_list.
 */
export class JobListQuery {
  private columnList: string | undefined;
  /** The list index this query matches on: its own (the app's), or the app's (a unit of work's copy). */
  readonly index: JobListIndexKeeper;

  constructor(
    private readonly db: EntityManager,
    private readonly calendar: AppCalendar,
    index?: JobListIndexKeeper,
  ) {
    this.index = index ?? new JobListIndexKeeper(this.indexSource());
  }

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
   * Up to `limit` jobs after the cursor and `offset` (checked integers): their ids from the list
   * index, then those rows by primary key. A job deleted since the index was read is left out.
   */
  async page(
    filter: JobListFilter,
    cursor: CursorKey | null,
    limit: number,
    offset: number,
  ): Promise<JobRecord[]> {
    const today = this.calendar.startOfToday();
    const ids = (await this.index.current()).find(filter, today, cursor, limit, offset);
    if (!ids.length) return [];
    const byId = new Map((await this.byKey('id', ids)).map((job) => [job.id, job]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The jobs whose id or slug is one of `values` (a lookup of the primary key or of UQ_jobs_slug),
   * in no particular order, read on `db` (a unit of work's manager) or this query's. MySQL's
   * collation may match a slug's near twin: callers compare what they asked for.
   */
  async byKey(
    column: 'id' | 'slug',
    values: readonly string[],
    db: EntityManager = this.db,
  ): Promise<JobRecord[]> {
    if (!values.length) return [];
    const rows: Record<string, unknown>[] = await db.query(
      `SELECT ${this.columns} FROM ${this.table} WHERE ${this.c(column)} IN (${values.map(() => '?').join(', ')})`,
      [...values],
    );
    const today = this.calendar.startOfToday();
    return rows.map((raw) => jobRecordFromRow(raw, today));
  }

  /**
   * The list's matcher over newly posted jobs (job alerts): the index is read once, then each call
   * scans only the jobs posted at or after its `since`.
   */
  async newJobsMatcher(): Promise<NewJobsMatcher> {
    const index = await this.index.current();
    const today = this.calendar.startOfToday();
    return (filter, since, limit) => index.postedSince(filter, today, since, limit);
  }

  /** How many jobs match, counted up to COUNT_CAP + 1 (more than that answers COUNT_CAP + 1). */
  async count(filter: JobListFilter): Promise<number> {
    const index = await this.index.current();
    return index.count(filter, this.calendar.startOfToday(), COUNT_CAP);
  }

  /** Distinct titles of the newest SUGGESTION_POOL matches, alphabetical, at most `limit`. */
  async titles(filter: JobListFilter, limit: number): Promise<string[]> {
    const index = await this.index.current();
    return index.titles(filter, this.calendar.startOfToday(), SUGGESTION_POOL, limit);
  }

  /**
   * What the list index is built from: the list version, and every job's key, title and filter
   * columns in list order, INDEX_SLICE at a time along the covering IDX_jobs_list.
   */
  private indexSource(): JobListIndexSource {
    return {
      version: async () => {
        const [row]: { version: number | string }[] = await this.db.query(
          `SELECT ${this.c('version')} AS version FROM ${this.c(LIST_VERSION)} WHERE ${this.c('id')} = 1`,
        );
        return Number(row?.version ?? 0);
      },
      jobs: () => this.indexedJobs(),
    };
  }

  private async *indexedJobs(): AsyncGenerator<IndexedJob[], void, undefined> {
    const names = [
      'title',
      'deadline',
      'jobType',
      'jobLocation',
      'city',
      'region',
      'salaryMin',
      'experienceYears',
    ];
    for await (const rows of this.inSlices(names, true, INDEX_SLICE))
      yield rows.map((raw) => ({
        id: raw.id as string,
        title: raw.title as string,
        createdAt: storedDate(raw.createdAt)!,
        deadline: storedDate(raw.deadline),
        jobType: (raw.jobType as string | null) ?? null,
        jobLocation: (raw.jobLocation as string | null) ?? null,
        city: (raw.city as string | null) ?? null,
        region: (raw.region as string | null) ?? null,
        salaryMin: nullableNumber(raw.salaryMin),
        experienceYears: nullableNumber(raw.experienceYears),
      }));
  }

  /**
   * The newest `max` open jobs' page names and last changes: two columns, read LINK_SLICE at a time
   * along the keyset cursor, yielding to the event loop between slices (`readInSlices`: at 10,000
   * jobs one read and one string held it too long). Stopping the iteration stops the reading.
   */
  async *links(max: number): AsyncGenerator<{ slug: string; updatedAt: Date }[], void, undefined> {
    for await (const rows of this.inSlices(['slug', 'updatedAt'], false, LINK_SLICE, max))
      yield rows.map((raw) => ({
        slug: raw.slug as string,
        updatedAt: storedDate(raw.updatedAt)!,
      }));
  }

  /**
   * Columns of the jobs (and their key) in list order, open ones only unless `includeClosed`,
   * `size` rows a query along the keyset cursor (IDX_jobs_list), at most `max`.
   */
  private inSlices(
    names: string[],
    includeClosed: boolean,
    size: number,
    max = Infinity,
  ): AsyncGenerator<Record<string, unknown>[], void, undefined> {
    const columns = [...new Set(['id', 'createdAt', ...names])].map((name) => this.c(name));
    const read: ReadSlice<Record<string, unknown>> = (after, wanted) => {
      const { where, params } = this.where(
        includeClosed,
        after && { at: storedDate(after.createdAt)!, id: after.id as string },
      );
      return this.db.query(
        `SELECT ${columns.join(', ')} FROM ${this.table} ${where} ${this.newestFirst} LIMIT ${wanted}`,
        params,
      );
    };
    return readInSlices(read, size, max);
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

  /** The WHERE clause over the jobs table: open jobs only unless `includeClosed`, after the cursor. */
  private where(
    includeClosed: boolean,
    cursor: CursorKey | null,
  ): { where: string; params: unknown[] } {
    const c = (name: string) => this.c(name);
    const params: unknown[] = [];
    const positional = (value: unknown) => (params.push(value), '?');
    const parts: string[] = [];
    if (!includeClosed) {
      const today = positional(this.dbDate(this.calendar.startOfToday(), 'deadline'));
      parts.push(`(${c('deadline')} IS NULL OR ${c('deadline')} >= ${today})`);
    }
    if (cursor)
      parts.push(
        afterCursor(
          { createdAt: c('createdAt'), id: c('id') },
          { at: this.dbDate(cursor.at, 'createdAt'), id: cursor.id },
          positional,
        ),
      );
    return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
  }

  /** A Date as the driver stores it in this column (SQLite keeps text), for hand-written comparisons. */
  private dbDate(date: Date, property: 'createdAt' | 'deadline'): unknown {
    const column = this.metadata.findColumnWithPropertyName(property)!;
    return this.db.dataSource.driver.preparePersistentValue(date, column);
  }
}
