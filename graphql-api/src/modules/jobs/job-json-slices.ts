import { readInSlices, type ReadSlice } from '../../lib/read-in-slices';
import { toJobJson } from './job.json';
import type { JobRecord } from './job.rows';

/**
 * Jobs read and serialised per turn of the event loop. 100 held turns too long on SQLite (whose reads
 * run on this thread); 50 keeps them short (decision 012).
 */
export const JSON_SLICE = 50;

/** Up to `size` jobs of a list, in its order, after `after` (null: from the first). */
export type ReadJobs = ReadSlice<JobRecord>;

/** A piece of the JSON array and how many jobs it holds. */
export type JsonSlice = { text: string; jobs: number };

/**
 * A list of jobs as the REST JSON array (`toJobJson` each), in pieces of JSON_SLICE jobs: '[' and
 * the first slice, then ',' and the next, …, ']'. Each slice is read (`readInSlices`), serialised
 * and handed over in one turn of the event loop (decision 012): no turn holds more than one slice,
 * however long the list, and a caller that stops iterating stops the reading. The concatenated
 * texts are one JSON array.
 */
export async function* jobJsonSlices(read: ReadJobs): AsyncGenerator<JsonSlice, void, undefined> {
  let first = true;
  for await (const jobs of readInSlices(read, JSON_SLICE)) {
    const last = jobs.length < JSON_SLICE;
    const body = jobs.map((job) => JSON.stringify(toJobJson(job))).join(',');
    yield { text: `${first ? '[' : body ? ',' : ''}${body}${last ? ']' : ''}`, jobs: jobs.length };
    first = false;
  }
}
