import { type CursorKey, decodeCursor, encodeCursor } from '../../lib/cursor';
import {
  type Connection,
  type DeepOffsets,
  offsetPaging,
  readConnection,
  restOffset,
} from '../../lib/paging';
import { jobJsonSlices, type JsonSlice, type ReadJobs } from './job-json-slices';
import type { JobListCache } from './job-list-cache';
import { COUNT_CAP, type JobListQuery } from './job-list.query';
import type { FullJobList } from './job-list-snapshot';
import type { JobRecord } from './job.rows';
import {
  isEveryOpenJob,
  JOB_LIMITS,
  type JobFilterInput,
  type JobListFilter,
  parseJobFilter,
} from './job.rules';

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

export type RestPaging = { limit?: unknown; offset?: unknown; after?: unknown };

/**
 * Reads the matches of `filter` a slice at a time, newest first: the first slice from `offset`,
 * the next ones after the last job read (the keyset cursor, so a job added meanwhile shifts nothing).
 */
export function jobsAfter(lists: JobListQuery, filter: JobListFilter, offset: number): ReadJobs {
  return (after, size) => {
    const cursor = after ? { at: after.createdAt, id: after.id } : null;
    return lists.page(filter, cursor, size, cursor ? 0 : offset);
  };
}

/**
 * The public list's reads for JobsService, pages and counts through the app's read cache when it
 * has one (job-list-cache.ts); a unit of work's copy has none and reads its own writes.
 */
export class JobListReads {
  constructor(
    private readonly lists: JobListQuery,
    private readonly readCache: JobListCache | null,
    private readonly today: () => string,
  ) {}

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
    paging: RestPaging = {},
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
    paging: RestPaging = {},
  ): Promise<RestJobList> {
    const parsed = parseJobFilter(filter);
    if (paging.limit !== undefined && paging.limit !== '')
      return { kind: 'page', ...(await this.search(filter, paging)) };
    const offset = restOffset(paging.offset, JOB_OFFSETS);
    if (this.readCache && isEveryOpenJob(parsed) && !offset)
      return { kind: 'snapshot', list: await this.readCache.fullList() };
    const total = await this.count(parsed);
    return {
      kind: 'slices',
      ...total,
      slices: jobJsonSlices(jobsAfter(this.lists, parsed, offset)),
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
