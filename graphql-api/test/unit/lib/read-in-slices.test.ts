import { readInSlices } from '../../../src/lib/read-in-slices';

/** A list of the numbers 1…n, read like a table: after the last one seen, at most `size`. */
const numbersTo = (n: number, asked: number[][]) => async (after: number | null, size: number) => {
  asked.push([after ?? 0, size]);
  return Array.from({ length: n }, (_, i) => i + 1)
    .filter((x) => x > (after ?? 0))
    .slice(0, size);
};

const collect = async <T>(slices: AsyncIterable<T[]>) => {
  const out: T[][] = [];
  for await (const slice of slices) out.push(slice);
  return out;
};

describe('reading a list in slices', () => {
  test('each slice starts after the last item of the one before, and a short slice ends the list', async () => {
    const asked: number[][] = [];
    expect(await collect(readInSlices(numbersTo(5, asked), 2))).toEqual([[1, 2], [3, 4], [5]]);
    expect(asked).toEqual([
      [0, 2],
      [2, 2],
      [4, 2],
    ]);
  });

  test('a list that fills its last slice exactly ends with an empty one', async () => {
    expect(await collect(readInSlices(numbersTo(4, []), 2))).toEqual([[1, 2], [3, 4], []]);
  });

  test('at most `max` items are read, the last slice cut to fit', async () => {
    const asked: number[][] = [];
    expect(await collect(readInSlices(numbersTo(10, asked), 4, 6))).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(asked).toEqual([
      [0, 4],
      [4, 2],
    ]);
    expect(await collect(readInSlices(numbersTo(10, []), 4, 0))).toEqual([]);
  });

  test('a caller that stops iterating stops the reading', async () => {
    const asked: number[][] = [];
    for await (const slice of readInSlices(numbersTo(100, asked), 10)) if (slice[0] === 11) break;
    expect(asked).toHaveLength(2);
  });

  test('the event loop gets a turn between slices', async () => {
    const events: string[] = [];
    for await (const slice of readInSlices(numbersTo(3, []), 1)) {
      events.push(`slice ${slice[0]}`);
      setImmediate(() => events.push(`turn after ${slice[0]}`));
    }
    expect(events.slice(0, 5)).toEqual([
      'slice 1',
      'turn after 1',
      'slice 2',
      'turn after 2',
      'slice 3',
    ]);
  });
});
