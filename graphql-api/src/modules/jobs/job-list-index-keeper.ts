import { type IndexedJob, JobListIndex } from './job-list-index';

/** Where the index is built from (job-list.query.ts): the list version and the jobs in list order. */
export type JobListIndexSource = {
  version(): Promise<number>;
  jobs(): AsyncIterable<IndexedJob[]>;
};

/**
 * Keeps one JobListIndex current. Every job write bumps the list version in its own transaction
 * (`bumpListVersion`), and each read of the index reads that version first (a primary-key lookup):
 * a different one builds a new index, read from the database a slice at a time, and reads wait for
 * it. So a list never misses a committed write, this instance's or another's. Reads during a build
 * share it; a build overtaken by a newer version is not kept.
 */
export class JobListIndexKeeper {
  private built: { version: number; index: JobListIndex } | null = null;
  private building: { version: number; index: Promise<JobListIndex> } | null = null;
  /** The version read under way, and how many of this instance's writes had committed when it began. */
  private reading: { writes: number; version: Promise<number> } | null = null;
  private writes = 0;

  constructor(private readonly source: JobListIndexSource) {}

  /** A job write of this instance has committed: no read after it shares a version read begun before it. */
  noteWrite(): void {
    this.writes++;
  }

  async current(): Promise<JobListIndex> {
    const version = await this.version();
    if (this.built?.version === version) return this.built.index;
    const building =
      this.building?.version === version ? this.building : this.startBuilding(version);
    return building.index;
  }

  /**
   * The list version, read once for every caller while the read is under way (under load, a read
   * per list request was one more query on the database each time; a GraphQL page and its count
   * read it twice). A caller joins a read begun after this instance's last write, so its own writes
   * are always seen; another instance's write may be seen a read later (a few milliseconds).
   */
  private version(): Promise<number> {
    if (this.reading?.writes === this.writes) return this.reading.version;
    const reading = { writes: this.writes, version: this.source.version() };
    this.reading = reading;
    const done = () => {
      if (this.reading === reading) this.reading = null;
    };
    reading.version.then(done, done);
    return reading.version;
  }

  private startBuilding(version: number): { version: number; index: Promise<JobListIndex> } {
    const index = this.build(version);
    const building = { version, index };
    this.building = building;
    const done = () => {
      if (this.building === building) this.building = null;
    };
    index.then(done, done);
    return building;
  }

  private async build(version: number): Promise<JobListIndex> {
    const index = new JobListIndex(this.built?.index.size ?? 0);
    for await (const jobs of this.source.jobs()) for (const job of jobs) index.add(job);
    index.seal();
    if (!this.built || version > this.built.version) this.built = { version, index };
    return index;
  }
}
