import type { EntityManager } from 'typeorm';
import type { AppCalendar } from '../../lib/app-calendar';
import { afterCursor, type CursorKey } from '../../lib/cursor';
import { isMysql } from '../../db/dialect';
import { containsPattern, LIKE_ESCAPE } from '../../lib/like-pattern';
import { booleanModeQuery, fts5Query, searchWords } from '../../lib/title-words';
import { readInSlices, type ReadSlice } from '../../lib/read-in-slices';
import { TITLE_WORDS } from './migrations/1764600000000-title-words';
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
 * On SQLite a search whose words match at least this many titles in the words index reads the list
 * in order along IDX_jobs_list, testing each job against the words index, and stops at its page;
 * a rarer search reads its matches from the words index and sorts them (decision 047).
 */
export const COMMON_SEARCH = 2_000;

/** Words shorter than this are not in MySQL/MariaDB's FULLTEXT index (innodb_ft_min_token_size). */
const MYSQL_MIN_WORD = 3;

/**
 * The job lists' SQL, hand-written (the same text on SQLite and MySQL, `?` placeholders,
 * identifiers quoted by the driver), rows converted once by hand (job.rows.ts): the list is the
 * hottest path, and TypeORM's query builder and entity transformer cost more than the queries
 * themselves (bench/jobs.mjs, docs/decisions/007-job-list-performance.md). Newest first
 * (createdAt desc, id desc); "open" is as of the app calendar's today.
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
    const { where, params } = this.where(filter, cursor);
    const window = `LIMIT ${limit}${offset ? ` OFFSET ${offset}` : ''}`;
    const idRows: { id: string }[] = await this.db.query(
      `SELECT ${this.c('id')} AS id FROM ${await this.inListOrder(filter)} ${where} ${this.newestFirst} ${window}`,
      params,
    );
    return idRows.map((r) => r.id);
  }

  /**
   * The jobs table for a newest-first read. On SQLite, for a search of common words, told to read
   * IDX_jobs_list in order (`INDEXED BY`): its planner otherwise reads every match from the words
   * index and sorts them all for one page. Whether the words are common is one bounded read of the
   * words index (at most COMMON_SEARCH entries). MySQL/MariaDB: the table as it is (decision 047).
   */
  private async inListOrder(filter: JobListFilter): Promise<string> {
    if (!filter.q || isMysql(this.db)) return this.table;
    const words = searchWords(filter.q);
    if (!words.length) return this.table;
    const fts = this.c(TITLE_WORDS);
    const [row]: { n: number }[] = await this.db.query(
      `SELECT COUNT(*) AS n FROM (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ${COMMON_SEARCH})`,
      [fts5Query(words)],
    );
    return Number(row?.n ?? 0) >= COMMON_SEARCH
      ? `${this.table} INDEXED BY ${this.c('IDX_jobs_list')}`
      : this.table;
  }

  /** How many jobs match, counted up to COUNT_CAP + 1 (more than that answers COUNT_CAP + 1). */
  async count(filter: JobListFilter): Promise<number> {
    const { where, params } = this.where(filter);
    const [row]: { n: string | number }[] = await this.db.query(
      `SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM ${this.table} ${where} LIMIT ${COUNT_CAP + 1}) AS capped`,
      params,
    );
    return Number(row?.n ?? 0);
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

  /** The WHERE clause of the list filters (and of a cursor). */
  private where(
    filter: JobListFilter,
    cursor: CursorKey | null = null,
  ): { where: string; params: unknown[] } {
    const c = (name: string) => this.c(name);
    const marks = (values: unknown[]) => values.map(() => '?').join(', ');
    const parts: string[] = [];
    const params: unknown[] = [];
    if (!filter.includeClosed) {
      parts.push(`(${c('deadline')} IS NULL OR ${c('deadline')} >= ?)`);
      params.push(this.dbDate(this.calendar.startOfToday(), 'deadline'));
    }
    if (filter.q) parts.push(this.titleHas(filter.q, params));
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
      const positional = (value: unknown) => (params.push(value), '?');
      parts.push(
        afterCursor(
          { createdAt: c('createdAt'), id: c('id') },
          { at: this.dbDate(cursor.at, 'createdAt'), id: cursor.id },
          positional,
        ),
      );
    }
    return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
  }

  /**
   * The title search on the words index (decision 044): every word of `q` begins a word of the title.
   * Text with no word matches nothing. On MySQL/MariaDB a word shorter than the FULLTEXT index's
   * smallest is matched anywhere in the title instead, by LIKE on the rows the other words found.
   */
  private titleHas(q: string, params: unknown[]): string {
    const words = searchWords(q);
    if (!words.length) return '1 = 0';
    if (!isMysql(this.db)) {
      params.push(fts5Query(words));
      const fts = this.c(TITLE_WORDS);
      return `${this.table}.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`;
    }
    const indexed = words.filter((word) => [...word].length >= MYSQL_MIN_WORD);
    const short = words.filter((word) => [...word].length < MYSQL_MIN_WORD);
    const parts: string[] = [];
    if (indexed.length) {
      parts.push(`MATCH (${this.c('title')}) AGAINST (? IN BOOLEAN MODE)`);
      params.push(booleanModeQuery(indexed));
    }
    for (const word of short) {
      parts.push(`${this.c('title')} LIKE ? ${LIKE_ESCAPE}`);
      params.push(containsPattern(word));
    }
    return parts.join(' AND ');
  }

  /** A Date as the driver stores it in this column (SQLite keeps text), for hand-written comparisons. */
  private dbDate(date: Date, property: 'createdAt' | 'deadline'): unknown {
    const column = this.metadata.findColumnWithPropertyName(property)!;
    return this.db.dataSource.driver.preparePersistentValue(date, column);
  }
}
