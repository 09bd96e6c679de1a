import { setImmediate as nextTurn } from 'node:timers/promises';

/** Up to `size` items of a list, in its order, after `after` (null: from the first). */
export type ReadSlice<T> = (after: T | null, size: number) => Promise<T[]>;

/**
 * Reads a list `size` items at a time, each slice after the last item of the one before (a keyset
 * cursor: an item added meanwhile shifts nothing), and yields each slice. Between slices it yields
 * the event loop a turn, so no turn holds more than one slice however long the list. A slice shorter
 * than asked for is the last one (it may be empty); at most `max` items are read. The next slice is
 * read only when asked for: a caller that stops iterating (a client that hung up) stops the reading.
 */
export async function* readInSlices<T>(
  read: ReadSlice<T>,
  size: number,
  max = Infinity,
): AsyncGenerator<T[], void, undefined> {
  let after: T | null = null;
  for (let left = max; left > 0;) {
    const wanted = Math.min(size, left);
    const items = await read(after, wanted);
    yield items;
    if (items.length < wanted) return;
    left -= items.length;
    after = items[items.length - 1];
    await nextTurn();
  }
}
