import { ReadCache } from '../../../src/lib/read-cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the short-lived cache of hot public reads', () => {
  test('many requests at once share one load, and later ones reuse it while it is fresh', async () => {
    const cache = new ReadCache<number>(1_000);
    let loads = 0;
    const load = async () => {
      loads++;
      await sleep(5);
      return 42;
    };
    expect(
      await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]),
    ).toEqual([42, 42, 42]);
    expect(await cache.get('k', load)).toBe(42);
    expect(loads).toBe(1);
  });

  test('an entry is loaded again once it is older than its time to live', async () => {
    const cache = new ReadCache<number>(20);
    let n = 0;
    expect(await cache.get('k', async () => ++n)).toBe(1);
    await sleep(30);
    expect(await cache.get('k', async () => ++n)).toBe(2);
  });

  test('clearing forgets everything (what a write does)', async () => {
    const cache = new ReadCache<string>(1_000);
    await cache.get('k', async () => 'old');
    cache.clear();
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  test('a failed load is not kept: the next request tries again', async () => {
    const cache = new ReadCache<string>(1_000);
    await expect(
      cache.get('k', async () => Promise.reject(new Error('database away'))),
    ).rejects.toThrow('database away');
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  test('entries past their time are let go as new ones come in, so a burst of reads is not held after it', async () => {
    const cache = new ReadCache<number>(20);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => 1);
    expect(cache.size).toBe(3);
    await sleep(30);
    await cache.get('d', async () => 2);
    expect(cache.size).toBe(1);
    await cache.get('a', async () => 3);
    expect(cache.size).toBe(2);
  });

  test('it never holds more than its size', async () => {
    const cache = new ReadCache<number>(1_000, 2);
    let loads = 0;
    for (const key of ['a', 'b', 'c', 'a']) await cache.get(key, async () => ++loads);
    expect(loads).toBe(4); // 'a' was dropped when 'c' needed room
  });

  test('below its size, a new key keeps the entries it already holds', async () => {
    const cache = new ReadCache<number>(1_000, 3);
    let loads = 0;
    for (const key of ['a', 'b', 'c', 'a', 'b']) await cache.get(key, async () => ++loads);
    expect(loads).toBe(3);
  });
});
