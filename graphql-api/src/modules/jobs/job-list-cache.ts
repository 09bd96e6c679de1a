import { ConnectionMemo } from '../../lib/paging';
import { ReadCache } from '../../lib/read-cache';
import { type FullJobList, JobListSnapshot, type JobListSource } from './job-list-snapshot';
import type { JobRecord } from './job.rows';

const LIST_CACHE_MS = 2_000;

/**
 * The app's caches of the public list, kept by its own JobsService (never by a unit of work's copy).
 * Pages and counts are kept LIST_CACHE_MS: the same first page is asked for by every visitor. They
 * are cleared on each write this instance makes, once it is committed, so its own lists never miss
 * one; view counts in a list, and another instance's writes, may be up to LIST_CACHE_MS old
 * (docs/decisions/007-job-list-performance.md). The unpaged REST list is prebuilt
 * (job-list-snapshot.ts, decision 012).
 */
export class JobListCache {
  readonly pages = new ReadCache<JobRecord[]>(LIST_CACHE_MS);
  readonly counts = new ReadCache<number>(LIST_CACHE_MS);
  /** GraphQL pages of the cached pages: one object per page and total (decision 035). */
  readonly connections = new ConnectionMemo<JobRecord>();
  private readonly fullLists: JobListSnapshot;
  private changeCount = 0;

  constructor(source: JobListSource) {
    this.fullLists = new JobListSnapshot(source);
  }

  /** The prebuilt list of every open job. */
  fullList(): Promise<FullJobList> {
    return this.fullLists.get();
  }

  /** How many writes this instance made: a rendered page kept since fewer is old (decision 043). */
  get changes(): number {
    return this.changeCount;
  }

  /** A job was created, changed or deleted (and committed): the next read of any list reads anew. */
  changed(): void {
    this.changeCount++;
    this.pages.clear();
    this.counts.clear();
    this.fullLists.changed();
  }

  /**
   * A view was counted. Cached pages are left alone: a list may show a count up to LIST_CACHE_MS old
   * (decision 007), while the job's own page, read by slug, always has it. Clearing here emptied the
   * cache under load. The full list is rebuilt soon (decision 012).
   */
  viewed(): void {
    this.fullLists.viewed();
  }

  /** Stops background work (the full list's refresh) before the database closes. */
  stop(): Promise<void> {
    return this.fullLists.stop();
  }
}
