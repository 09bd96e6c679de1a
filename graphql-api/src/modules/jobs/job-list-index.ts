import { JOB_CITIES, JOB_LOCATIONS, JOB_REGIONS, JOB_TYPES } from '../../contract/job-labels';
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
  city: string | null;
  region: string | null;
  salaryMin: number | null;
  experienceYears: number | null;
};

/** A filter column's value as a small code: 0 for none, then the contract's order. */
const codes = (values: readonly string[]) => new Map(values.map((value, i) => [value, i + 1]));
const TYPE_CODES = codes(JOB_TYPES);
const LOCATION_CODES = codes(JOB_LOCATIONS);
const CITY_CODES = codes(JOB_CITIES);
const REGION_CODES = codes(JOB_REGIONS);
/** A value's code, 0 for none. */
const codeOf = (table: Map<string, number>, value: string | null) =>
  (value && table.get(value)) || 0;

/** A 1 for each code `values` allows (an empty list allows every value, none included). */
function allows(values: readonly string[], table: Map<string, number>): Uint8Array {
  const mask = new Uint8Array(table.size + 1).fill(values.length ? 0 : 1);
  for (const value of values) mask[table.get(value) ?? 0] = 1;
  return mask;
}

/** Room for every location code (and 0, none) in a kind code. */
const KIND_WIDTH = LOCATION_CODES.size + 1;
/** How many kind codes there are. */
const KINDS = (TYPE_CODES.size + 1) * KIND_WIDTH;

/** A job's type and location as one small code (0 stands for a value not given). */
function kindOf(jobType: string | null, jobLocation: string | null): number {
  return codeOf(TYPE_CODES, jobType) * KIND_WIDTH + codeOf(LOCATION_CODES, jobLocation);
}

/**
 * A 1 for each kind code the filter's types and locations allow (an empty list allows every
 * value, none included): one lookup tests both.
 */
function allowedKinds(filter: JobListFilter): Uint8Array {
  const types = allows(filter.types, TYPE_CODES);
  const locations = allows(filter.locations, LOCATION_CODES);
  const kinds = new Uint8Array(KINDS);
  for (let type = 0; type < types.length; type++)
    for (let location = 0; location < KIND_WIDTH; location++)
      kinds[type * KIND_WIDTH + location] = types[type] & locations[location];
  return kinds;
}

/**
 * The job list as columns in list order (newest first: createdAt desc, id desc), and each title
 * term's positions in that order (decision 051): the list's filters and title search run over
 * these arrays, not over SQL. A page is the first `limit` matches from a position; a count stops
 * at its cap. The work is a pass over typed arrays, a few nanoseconds a job, with no index to
 * choose and no query plan that grows with a rare combination of filters. Immutable once
 * built: a change to the jobs builds a new one (`JobListIndexKeeper`).
 */
export class JobListIndex {
  private readonly ids: string[] = [];
  private readonly titleOf: string[] = [];
  private createdAt: Float64Array;
  private deadline: Float64Array;
  /** The job's type and location as one code: KIND_WIDTH × type code + location code. */
  private kind: Uint8Array;
  /** The city's and the region's codes (0: none), decision 097. */
  private city: Uint8Array;
  private region: Uint8Array;
  private salaryMin: Float64Array;
  private experience: Float64Array;
  private readonly building = new Map<string, number[]>();
  /** Each term's positions, ascending: `postings` from `starts[n]` to `starts[n + 1]` for term n. */
  private readonly terms = new Map<string, number>();
  private postings = new Int32Array(0);
  private starts = new Int32Array(1);
  /** Each kind's positions, ascending, the same way: a filter of one type and one location walks only its own. */
  private kindPostings = new Int32Array(0);
  private kindStarts = new Int32Array(KINDS + 1);
  /** Each city's positions, the same way: a filter of one city walks only its own. */
  private cityPostings = new Int32Array(0);
  private cityStarts = new Int32Array(CITY_CODES.size + 2);

  constructor(capacity: number) {
    this.createdAt = new Float64Array(capacity);
    this.deadline = new Float64Array(capacity);
    this.kind = new Uint8Array(capacity);
    this.city = new Uint8Array(capacity);
    this.region = new Uint8Array(capacity);
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
    this.kind[at] = kindOf(job.jobType, job.jobLocation);
    this.city[at] = codeOf(CITY_CODES, job.city);
    this.region[at] = codeOf(REGION_CODES, job.region);
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
    this.kindPostings = bucketed(this.kind, this.ids.length, this.kindStarts);
    this.cityPostings = bucketed(this.city, this.ids.length, this.cityStarts);
    return this;
  }

  private grow(capacity: number): void {
    const copy = <A extends Float64Array | Uint8Array>(from: A, to: A): A => {
      to.set(from.subarray(0, Math.min(from.length, to.length)));
      return to;
    };
    this.createdAt = copy(this.createdAt, new Float64Array(capacity));
    this.deadline = copy(this.deadline, new Float64Array(capacity));
    this.kind = copy(this.kind, new Uint8Array(capacity));
    this.city = copy(this.city, new Uint8Array(capacity));
    this.region = copy(this.region, new Uint8Array(capacity));
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
    const positions: number[] = [];
    this.scan(filter, today, this.positionAfter(cursor), offset + limit, positions);
    return positions.slice(offset).map((position) => this.ids[position]);
  }

  /**
   * The ids of up to `limit` matches posted at or after `since`, newest first: what a job alert
   * sends (product.md#job-alerts), tested by the same scan as the list.
   */
  postedSince(filter: JobListFilter, today: Date, since: Date, limit: number): string[] {
    const positions: number[] = [];
    this.scan(filter, today, 0, limit, positions, this.postedBefore(since));
    return positions.map((position) => this.ids[position]);
  }

  /** How many jobs were posted at or after `since`: the first position of those posted before it. */
  private postedBefore(since: Date): number {
    const at = since.getTime();
    let low = 0;
    let high = this.ids.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.createdAt[mid] >= at) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The distinct titles of the newest `pool` matches, alphabetical, at most `limit`. */
  titles(filter: JobListFilter, today: Date, pool: number, limit: number): string[] {
    const positions: number[] = [];
    this.scan(filter, today, 0, pool, positions);
    const titles = new Set(positions.map((position) => this.titleOf[position]));
    return [...titles].sort(alphabetical).slice(0, limit);
  }

  /** How many jobs match, counting up to `cap` + 1. */
  count(filter: JobListFilter, today: Date, cap: number): number {
    return this.scan(filter, today, 0, cap + 1, null);
  }

  /**
   * Finds the first `want` matching positions from `from` on, in list order; returns how many it
   * found, and appends them to `positions` unless that is null. A search, or a filter of a single
   * type and location or of a single city, walks the shortest of the sorted position lists it
   * names (its words', its kind's, its city's) and checks the others with a pointer each that only moves forward; any other filter
   * walks every position. Each candidate's columns are then tested inline, cheapest test first:
   * about 5 ns a position (decision 051). Positions from `until` on are not looked at.
   */
  private scan(
    filter: JobListFilter,
    today: Date,
    from: number,
    want: number,
    positions: number[] | null,
    until = this.ids.length,
  ): number {
    const kinds = allowedKinds(filter);
    const cities = allows(filter.cities, CITY_CODES);
    const regions = allows(filter.regions, REGION_CODES);
    const lists = this.positionLists(filter, kinds);
    if (!lists) return 0;
    const openFrom = filter.includeClosed ? -Infinity : today.getTime();
    const maxSalary = filter.maxSalary ?? Infinity;
    const minSalary = filter.minSalary ?? -Infinity;
    const salary = filter.maxSalary !== null || filter.minSalary !== null;
    const maxExperience = filter.maxExperience ?? Infinity;
    const { deadline, kind, city, region, salaryMin, experience } = this;
    // The candidates: the shortest list's positions, or every position from `from` when none.
    const [lead = null, ...others] = lists.sort((a, b) => a.length - b.length);
    const pointers = others.map((list) => firstAtLeast(list, from));
    const end = lead ? lead.length : until;
    let found = 0;
    for (let i = lead ? firstAtLeast(lead, from) : from; i < end && found < want; i++) {
      const p = lead ? lead[i] : i;
      if (p >= until) break;
      let inAll = true;
      for (let w = 0; w < others.length && inAll; w++) {
        const list = others[w];
        let k = pointers[w];
        while (k < list.length && list[k] < p) k++;
        pointers[w] = k;
        inAll = k < list.length && list[k] === p;
      }
      // The columns, tested inline (a closure here cost several times as much), cheapest first.
      if (
        !inAll ||
        kinds[kind[p]] !== 1 ||
        cities[city[p]] !== 1 ||
        regions[region[p]] !== 1 ||
        deadline[p] < openFrom || // NaN (no deadline) is never before
        // A job with no salary figure never matches a salary filter.
        (salary && !(salaryMin[p] <= maxSalary && salaryMin[p] >= minSalary)) ||
        experience[p] > maxExperience // no experience stated (NaN): open to everyone
      )
        continue;
      found++;
      positions?.push(p);
    }
    return found;
  }

  /**
   * The sorted position lists every match is in: each search word's, the kind's when the filter
   * allows only one, and the city's when it names one. Empty: none narrows the list; null: nothing can match (a search with
   * no word, or a word no title has).
   */
  private positionLists(filter: JobListFilter, kinds: Uint8Array): Int32Array[] | null {
    const lists: Int32Array[] = [];
    if (filter.q !== null) {
      const words = searchWords(filter.q);
      if (!words.length) return null;
      for (const word of words) {
        const n = this.terms.get(word);
        if (n === undefined) return null;
        lists.push(this.postings.subarray(this.starts[n], this.starts[n + 1]));
      }
    }
    const only = kinds.indexOf(1);
    if (only >= 0 && kinds.indexOf(1, only + 1) < 0)
      lists.push(this.kindPostings.subarray(this.kindStarts[only], this.kindStarts[only + 1]));
    if (filter.cities.length === 1) {
      const code = CITY_CODES.get(filter.cities[0])!;
      lists.push(this.cityPostings.subarray(this.cityStarts[code], this.cityStarts[code + 1]));
    }
    return lists;
  }
}

/** Alphabetical as people read it (case and accents second), then by code units: one order on every database. */
const collator = new Intl.Collator('en', { sensitivity: 'variant' });
const alphabetical = (a: string, b: string) =>
  collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The positions 0 … size - 1 sorted by their code (a counting sort), and in `starts` where each
 * code's run begins (`starts` has a slot per code and one more).
 */
function bucketed(code: Uint8Array, size: number, starts: Int32Array): Int32Array<ArrayBuffer> {
  const buckets = starts.length - 1;
  for (let p = 0; p < size; p++) starts[code[p] + 1]++;
  for (let k = 0; k < buckets; k++) starts[k + 1] += starts[k];
  const next = starts.slice(0, buckets);
  const postings = new Int32Array(size);
  for (let p = 0; p < size; p++) postings[next[code[p]]++] = p;
  return postings;
}

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
