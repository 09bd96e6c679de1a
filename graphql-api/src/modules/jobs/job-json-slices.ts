import { setImmediate as nextTurn } from 'node:timers/promises';
import { toJobJson } from './job.json';
import type { JobRecord } from './job.rows';

/**
 * Jobs read and serialised per turn of the event loop (about 55 KB of JSON for a typical posting).
 * 100 held turns of up to ~45 ms on SQLite (whose reads run on this thread) on a busy 2-core host;
 * 50 keeps them under ~20 ms (decision 012).
 */
export const JSON_SLICE = 50;

/** Up to `size` jobs of a list, in its order, after `after` (null: from the first). */
export type ReadJobs = (after: JobRecord | null, size: number) => Promise<JobRecord[]>;

/** A piece of the JSON array and how many jobs it holds. */
export type JsonSlice = { text: string; jobs: number };

/**
 * A list of jobs as the REST JSON array (`toJobJson` each), in pieces of JSON_SLICE jobs: '[' and
 * the first slice, then ',' and the next, …, ']'. Each slice is read, serialised and handed over in
 * one turn of the event loop, which it then yields (decision 012): no turn holds more than one
 * slice, however long the list. The next slice is read only when asked for, so a caller that stops
 * iterating (a client that hung up) stops the reading. The concatenated texts are one JSON array.
 */
export async function* jobJsonSlices(read: ReadJobs): AsyncGenerator<JsonSlice, void, undefined> {
  let after: JobRecord | null = null;
  for (let first = true; ; first = false) {
    const jobs = await read(after, JSON_SLICE);
    const last = jobs.length < JSON_SLICE;
    const body = jobs.map((job) => JSON.stringify(toJobJson(job))).join(',');
    yield { text: `${first ? '[' : body ? ',' : ''}${body}${last ? ']' : ''}`, jobs: jobs.length };
    if (last) return;
    after = jobs[jobs.length - 1];
    await nextTurn();
  }
}
