import { searchWords, titleTerms } from '../../lib/title-words';
import type { JobListFilter, JobRecord } from '../jobs/job.service';
import type { JobAlert } from './job-alert.entity';

/** An active alert with its filter read once. */
export type IndexedAlert = { alert: JobAlert; filter: JobListFilter };

/**
 * The active alerts of one frequency grouped by what rules most jobs out at the least cost
 * (decision 099): an alert with a search by its first word (it can match only a job with that word
 * among its title's terms), else one with types by each type, else in `rest`. A posted job's
 * candidates are a few groups, not every alert; the list's matcher then decides for each
 * candidate, every filter field included: this only narrows, it never decides.
 */
export class JobAlertIndex {
  private readonly byWord = new Map<string, IndexedAlert[]>();
  private readonly byType = new Map<string, IndexedAlert[]>();
  private readonly rest: IndexedAlert[] = [];
  size = 0;

  add(entry: IndexedAlert): void {
    this.size++;
    const [word] = entry.filter.q === null ? [] : searchWords(entry.filter.q);
    if (word !== undefined) return push(this.byWord, word, entry);
    if (entry.filter.types.length) {
      for (const type of entry.filter.types) push(this.byType, type, entry);
      return;
    }
    this.rest.push(entry);
  }

  /** Every alert, each once. */
  all(): IndexedAlert[] {
    const every = new Set<IndexedAlert>(this.rest);
    for (const groups of [this.byWord, this.byType])
      for (const group of groups.values()) for (const entry of group) every.add(entry);
    return [...every];
  }

  /** The alerts that may match one of `jobs`, each once. */
  candidates(jobs: readonly Pick<JobRecord, 'title' | 'jobType'>[]): IndexedAlert[] {
    const found = new Set<IndexedAlert>(this.rest);
    for (const job of jobs) {
      for (const term of titleTerms(job.title))
        for (const entry of this.byWord.get(term) ?? []) found.add(entry);
      for (const entry of (job.jobType && this.byType.get(job.jobType)) || []) found.add(entry);
    }
    return [...found];
  }
}

function push(groups: Map<string, IndexedAlert[]>, key: string, entry: IndexedAlert) {
  const group = groups.get(key);
  if (group) group.push(entry);
  else groups.set(key, [entry]);
}
