import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { jobJsonSlices, type ReadJobs } from './job-json-slices';
import { log } from '../../lib/log';
import { metrics } from '../../lib/metrics';

/**
 * The full list of open jobs as REST JSON, built once per change and kept only compressed: the plain
 * JSON is streamed out of the gzip copy for a client that takes neither encoding (flat memory).
 */
export type FullJobList = {
  /** The JSON array (what res.json would send) gzip- and brotli-compressed, and its length in bytes. */
  gzip: Buffer;
  br: Buffer;
  length: number;
  /** Weak ETag from a hash of the JSON: equal lists have equal tags on every instance. */
  etag: string;
  count: number;
  /** The calendar day (APP_TIMEZONE) whose open jobs it lists. */
  day: string;
};

/** Where the snapshot reads jobs: the jobs service. */
export type JobListSource = {
  /** Today in APP_TIMEZONE ('YYYY-MM-DD'): which jobs are open. */
  today(): string;
  /** Up to `size` open jobs, newest first, after `after` (null: from the newest). */
  openJobsAfter: ReadJobs;
};

/**
 * How fresh the full list is (docs/api-contract.md, decision 012). Writes on this instance show on
 * the next request; views on this instance within VIEWS_DELAY_MS plus one build; another
 * instance's writes and views within REFRESH_MS plus one build while the list is being read, and a
 * request never gets a list whose build began more than MAX_AGE_MS ago (it waits for a new one).
 */
export const FULL_LIST_FRESHNESS = {
  VIEWS_DELAY_MS: 3_000,
  REFRESH_MS: 15_000,
  MAX_AGE_MS: 30_000,
  IDLE_MS: 120_000,
} as const;
type Built = FullJobList & { version: number; startedAt: number };

/**
 * The unpaged GET /api/jobs, kept off the request path: at 10,000 jobs serialising the JSON per
 * request held the event loop too long (decision 012). The body is built in slices
 * of 50 jobs (job-json-slices.ts) that yield to the event loop between them, hashed as it goes, and compressed by
 * zlib on libuv's thread pool; requests get the bytes. One build runs at a time per version; a
 * request waits only when the list it would get is out of date (first request, a write on this
 * instance, a new day, or older than MAX_AGE_MS), and then only that request waits.
 * Process-local derived data, never the source of truth (architecture.md#layout).
 */
export class JobListSnapshot {
  private current: Built | null = null;
  private building: { version: number; day: string; promise: Promise<Built> } | null = null;
  /** Bumped by every write on this instance: a list of an older version is never served. */
  private version = 0;
  private viewsDirty = false;
  private lastReadAt = -Infinity;
  private timer: NodeJS.Timeout | null = null;
  private timerDue = Infinity;
  private stopped = false;

  constructor(private readonly source: JobListSource) {}

  /** The list for a request: the current one when it is fresh enough, else a new one (awaited). */
  async get(): Promise<FullJobList> {
    const now = performance.now();
    this.lastReadAt = now;
    const current = this.current;
    if (
      current &&
      current.version === this.version &&
      current.day === this.source.today() &&
      now - current.startedAt <= FULL_LIST_FRESHNESS.MAX_AGE_MS
    ) {
      if (this.viewsDirty || now - current.startedAt > FULL_LIST_FRESHNESS.REFRESH_MS)
        this.schedule(0);
      else this.schedule(FULL_LIST_FRESHNESS.REFRESH_MS - (now - current.startedAt));
      return current;
    }
    return this.build();
  }

  /** A job was written or deleted on this instance: the next request gets a new list. */
  changed(): void {
    this.version++;
  }

  /** A view was counted on this instance: rebuild within VIEWS_DELAY_MS while the list is read. */
  viewed(): void {
    this.viewsDirty = true;
    this.schedule(FULL_LIST_FRESHNESS.VIEWS_DELAY_MS);
  }

  /** Stops the timer and waits for a build in flight (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.building?.promise.catch(() => undefined);
  }

  /** A background rebuild in `ms` (or sooner, if one is already due), only while someone reads the list. */
  private schedule(ms: number) {
    const due = performance.now() + ms;
    if (this.stopped || performance.now() - this.lastReadAt > FULL_LIST_FRESHNESS.IDLE_MS) return;
    if (this.timer) {
      if (this.timerDue <= due) return;
      clearTimeout(this.timer);
    }
    this.timerDue = due;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.build().then(
        () => this.schedule(FULL_LIST_FRESHNESS.REFRESH_MS),
        (error) => {
          log.error(
            { err: error },
            'The full job list could not be rebuilt; the previous one is served meanwhile.',
          );
          this.schedule(FULL_LIST_FRESHNESS.REFRESH_MS);
        },
      );
    }, ms);
    this.timer.unref();
  }

  /** Joins a build of the current version and day, or starts one. */
  private build(): Promise<Built> {
    const day = this.source.today();
    if (this.building && this.building.version === this.version && this.building.day === day)
      return this.building.promise;
    const version = this.version;
    this.viewsDirty = false;
    const timer = metrics.listBuilds.startTimer();
    const promise = this.assemble(version, day).then((built) => {
      timer({ outcome: 'ok' });
      // A slower, older build never replaces a newer list.
      if (!this.current || built.startedAt >= this.current.startedAt) this.current = built;
      return built;
    });
    const building = { version, day, promise };
    this.building = building;
    const done = () => {
      if (this.building === building) this.building = null;
    };
    promise.then(done, () => {
      timer({ outcome: 'failed' });
      done();
    });
    return promise;
  }

  /**
   * Reads the list a slice at a time into a hash and two compressors (zlib streams, on libuv's thread
   * pool): neither the JSON nor its slices are kept, only the compressed copies.
   */
  private async assemble(version: number, day: string): Promise<Built> {
    const startedAt = performance.now();
    const hash = createHash('sha256');
    const gzip = compressed(zlib.createGzip({ level: 6 }));
    const br = compressed(
      zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    );
    let count = 0;
    let length = 0;
    try {
      for await (const slice of jobJsonSlices(this.source.openJobsAfter)) {
        const bytes = Buffer.from(slice.text);
        hash.update(bytes);
        length += bytes.length;
        count += slice.jobs;
        await Promise.all([gzip.write(bytes), br.write(bytes)]);
        if (this.stopped) break; // the app is closing: this list is never served
      }
    } catch (error) {
      gzip.destroy();
      br.destroy();
      throw error;
    }
    const etag = `W/"${hash.digest('base64url')}"`;
    const [gz, brotli] = await Promise.all([gzip.end(), br.end()]);
    const previous = this.current;
    if (previous && previous.etag === etag) return { ...previous, version, day, startedAt };
    return { gzip: gz, br: brotli, length, etag, count, day, version, startedAt };
  }
}

/** A compressor whose output is gathered: `write` waits while it is full, `end` gives every byte. */
function compressed(stream: zlib.Gzip | zlib.BrotliCompress) {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
  ended.catch(() => undefined); // a failure is thrown by `end`
  return {
    write: (bytes: Buffer) =>
      stream.write(bytes) ? Promise.resolve() : new Promise<void>((r) => stream.once('drain', r)),
    end: () => {
      stream.end();
      return ended;
    },
    destroy: () => stream.destroy(),
  };
}
