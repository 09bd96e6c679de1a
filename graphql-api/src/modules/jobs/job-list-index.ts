import { JOB_LOCATIONS, JOB_TYPES } from '../../contract/job-labels';
import type { CursorKey } from '../../lib/cursor';
import { searchWords, titleTerms } from '../../lib/title-words';
import type { JobListFilter } from './job.rules';

/** What the index keeps of a job: its place in the list, its title's terms and its filter columns. */
export type IndexedJob = {
  id: string;
  title: string;
  createdAt: Date;
  deadline: Date | null;
  jobType: string | null;
  jobLocation: string | null;
  salaryMin: number | null;
  experienceYears: number | null;
};

/** A filter column's value as a small code: 0 for none, then the contract's order. */
const codes = (values: readonly string[]) => new Map(values.map((value, i) => [value, i + 1]));
const TYPE_CODES = codes(JOB_TYPES);
const LOCATION_CODES = codes(JOB_LOCATIONS);

/** One code per value allowed, or null when the filter allows every value (none given). */
function allowed(values: readonly string[], table: Map<string, number>): Uint8Array | null {
  if (!values.length) return null;
  const mask = new Uint8Array(table.size + 1);
  for (const value of values) mask[table.get(value) ?? 0] = 1;
  return mask;
}

/**
 * The job list as columns in list order (newest first: createdAt desc, id desc), and each title
 * term's positions in that order (decision 051): the list's filters and title search run over
 * these arrays, not over SQL. A page is the first `limit` matches from a position; a count stops
 * at its cap. The work is a pass over typed arrays, about a microsecond per thousand jobs, with no
 * index to choose and no query plan that grows with a rare combination of filters. Immutable once
 * built: a change to the jobs builds a new one (`JobListIndexKeeper`).
 */
export class JobListIndex {
  private readonly ids: string[] = [];
  private readonly titleOf: string[] = [];
  private createdAt: Float64Array;
  private deadline: Float64Array;
  private type: Uint8Array;
  private location: Uint8Array;
  private salaryMin: Float64Array;
  private experience: Float64Array;
  private readonly building = new Map<string, number[]>();
  /** Each term's positions, ascending: `postings` from `starts[n]` to `starts[n + 1]` for term n. */
  private readonly terms = new Map<string, number>();
  private postings = new Int32Array(0);
  private starts = new Int32Array(1);

  constructor(capacity: number) {
    this.createdAt = new Float64Array(capacity);
    this.deadline = new Float64Array(capacity);
    this.type = new Uint8Array(capacity);
    this.location = new Uint8Array(capacity);
    this.salaryMin = new Float64Array(capacity);
    this.experience = new Float64Array(capacity);
  }

  get size(): number {
    return this.ids.length;
  }

  /** Appends the next job in list order (while building). */
  add(job: IndexedJob): void {
    const at = this.ids.length;
    if (at === this.createdAt.length) this.grow(at * 2 + 1024);
    this.ids.push(job.id);
    this.titleOf.push(job.title);
    this.createdAt[at] = job.createdAt.getTime();
    this.deadline[at] = job.deadline ? job.deadline.getTime() : NaN;
    this.type[at] = (job.jobType && TYPE_CODES.get(job.jobType)) || 0;
    this.location[at] = (job.jobLocation && LOCATION_CODES.get(job.jobLocation)) || 0;
    this.salaryMin[at] = job.salaryMin ?? NaN;
    this.experience[at] = job.experienceYears ?? NaN;
    for (const term of titleTerms(job.title)) {
      const positions = this.building.get(term);
      if (positions) positions.push(at);
      else this.building.set(term, [at]);
    }
  }

  /** Ends building: the terms' positions become typed arrays. */
  seal(): this {
    let total = 0;
    for (const positions of this.building.values()) total += positions.length;
    this.postings = new Int32Array(total);
    this.starts = new Int32Array(this.building.size + 1);
    let n = 0;
    for (const [term, positions] of this.building) {
      this.terms.set(term, n);
      this.postings.set(positions, this.starts[n]);
      this.starts[n + 1] = this.starts[n] + positions.length;
      n++;
    }
    this.building.clear();
    this.grow(this.ids.length);
    return this;
  }

  private grow(capacity: number): void {
    const copy = <A extends Float64Array | Uint8Array>(from: A, to: A): A => {
      to.set(from.subarray(0, Math.min(from.length, to.length)));
      return to;
    };
    this.createdAt = copy(this.createdAt, new Float64Array(capacity));
    this.deadline = copy(this.deadline, new Float64Array(capacity));
    this.type = copy(this.type, new Uint8Array(capacity));
    this.location = copy(this.location, new Uint8Array(capacity));
    this.salaryMin = copy(this.salaryMin, new Float64Array(capacity));
    this.experience = copy(this.experience, new Float64Array(capacity));
  }

  /** The first position after the cursor in list order (ids compare as the database orders them). */
  private positionAfter(cursor: CursorKey | null): number {
    if (!cursor) return 0;
    const at = cursor.at.getTime();
    let low = 0;
    let high = this.ids.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const t = this.createdAt[mid];
      if (t > at || (t === at && this.ids[mid] >= cursor.id)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * The ids of up to `limit` matches after the cursor and `offset` more, in list order. `today`:
   * the start of the app calendar's today (a job is open while its deadline is not before it).
   */
  find(
    filter: JobListFilter,
    today: Date,
    cursor: CursorKey | null,
    limit: number,
    offset = 0,
  ): string[] {
    const found: string[] = [];
    let skip = offset;
    this.scan(filter, today, this.positionAfter(cursor), (position) => {
      if (skip > 0) skip--;
      else found.push(this.ids[position]);
      return found.length < limit;
    });
    return found;
  }

  /** The distinct titles of the newest `pool` matches, alphabetical, at most `limit`. */
  titles(filter: JobListFilter, today: Date, pool: number, limit: number): string[] {
    const titles = new Set<string>();
    let seen = 0;
    this.scan(filter, today, 0, (position) => {
      titles.add(this.titleOf[position]);
      return ++seen < pool;
    });
    return [...titles].sort(alphabetical).slice(0, limit);
  }

  /** How many jobs match, counting up to `cap` + 1. */
  count(filter: JobListFilter, today: Date, cap: number): number {
    let n = 0;
    this.scan(filter, today, 0, () => ++n <= cap);
    return n;
  }

  /**
   * Calls `take` with each matching position from `from` on, in list order, while it answers true.
   * With a search, walks the positions of its rarest word and checks the others' (each list is
   * sorted, so a pointer per word only moves forward).
   */
  private scan(
    filter: JobListFilter,
    today: Date,
    from: number,
    take: (position: number) => boolean,
  ): void {
    const types = allowed(filter.types, TYPE_CODES);
    const locations = allowed(filter.locations, LOCATION_CODES);
    const openFrom = filter.includeClosed ? -Infinity : today.getTime();
    const maxSalary = filter.maxSalary ?? Infinity;
    const minSalary = filter.minSalary ?? -Infinity;
    const salary = filter.maxSalary !== null || filter.minSalary !== null;
    const maxExperience = filter.maxExperience ?? Infinity;
    const { deadline, type, location, salaryMin, experience } = this;
    const matches = (p: number): boolean => {
      if (deadline[p] < openFrom) return false; // NaN (no deadline) is never before
      if (types && !types[type[p]]) return false;
      if (locations && !locations[location[p]]) return false;
      // A job with no salary figure never matches a salary filter.
      if (salary && !(salaryMin[p] <= maxSalary && salaryMin[p] >= minSalary)) return false;
      return !(experience[p] > maxExperience); // no experience stated: open to everyone
    };
    if (filter.q === null) {
      for (let p = from, end = this.ids.length; p < end; p++) if (matches(p) && !take(p)) return;
      return;
    }
    const lists: Int32Array[] = [];
    for (const word of searchWords(filter.q)) {
      const n = this.terms.get(word);
      if (n === undefined) return;
      lists.push(this.postings.subarray(this.starts[n], this.starts[n + 1]));
    }
    if (!lists.length) return;
    const [lead, ...others] = lists.sort((a, b) => a.length - b.length);
    const pointers = others.map((list) => firstAtLeast(list, from));
    for (let i = firstAtLeast(lead, from); i < lead.length; i++) {
      const p = lead[i];
      let inAll = true;
      for (let w = 0; w < others.length && inAll; w++) {
        const list = others[w];
        let k = pointers[w];
        while (k < list.length && list[k] < p) k++;
        pointers[w] = k;
        inAll = k < list.length && list[k] === p;
      }
      if (inAll && matches(p) && !take(p)) return;
    }
  }
}

/** Alphabetical as people read it (case and accents second), then by code units: one order on every database. */
const collator = new Intl.Collator('en', { sensitivity: 'variant' });
const alphabetical = (a: string, b: string) =>
  collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/** The index of the first entry of a sorted list not below `value`. */
function firstAtLeast(list: Int32Array, value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

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

  constructor(private readonly source: JobListIndexSource) {}

  async current(): Promise<JobListIndex> {
    const version = await this.source.version();
    if (this.built?.version === version) return this.built.index;
    const building =
      this.building?.version === version ? this.building : this.startBuilding(version);
    return building.index;
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
