import { PageCache } from './page-cache';

/** Pages kept by address (decision 043): bounded, shared by concurrent misses, gone with a write. */
describe('PageCache', () => {
  const keepAll = (html: string) => html;
  /** A page of `size` characters that compresses badly (random), so its kept bytes are about its size. */
  const page = (size: number) =>
    Array.from({ length: size }, () =>
      String.fromCharCode(33 + Math.floor(Math.random() * 90)),
    ).join('');

  test('keeps the pages most recently used within its bytes: random addresses never grow it past them', async () => {
    const cache = new PageCache({
      maxBytes: 200_000,
      maxEntries: 1000,
      ttlMs: 60_000,
      version: () => 0,
    });
    const renders: string[] = [];
    const visit = (key: string) =>
      cache.page(
        key,
        async () => {
          renders.push(key);
          return page(5_000);
        },
        keepAll,
      );
    await visit('/popular');
    for (let i = 0; i < 200; i++) {
      await visit(`/jobs?q=${i}`);
      await visit('/popular'); // used all along: never the least recent
    }
    expect(cache.size().bytes).toBeLessThanOrEqual(200_000);
    expect(cache.size().entries).toBeGreaterThan(2);
    expect(renders.filter((key) => key === '/popular')).toHaveLength(1);
    renders.length = 0;
    await visit('/jobs?q=0'); // long gone
    expect(renders).toEqual(['/jobs?q=0']);
  });

  test('keeps at most maxEntries pages', async () => {
    const cache = new PageCache({ maxBytes: 1e9, maxEntries: 5, ttlMs: 60_000, version: () => 0 });
    for (let i = 0; i < 50; i++) await cache.page(`/p${i}`, async () => `page ${i}`, keepAll);
    expect(cache.size().entries).toBe(5);
  });

  test('concurrent misses of one address share one render, whether its page is kept or not', async () => {
    const cache = new PageCache({ maxBytes: 1e6, maxEntries: 10, ttlMs: 60_000, version: () => 0 });
    let renders = 0;
    const slow = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(`page ${++renders}`), 20));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cache.page('/', slow, keepAll)),
    );
    expect(renders).toBe(1);
    expect(new Set(answers.map((a) => ('kept' in a ? a.kept : a))).size).toBe(1);

    renders = 0;
    const notKept = await Promise.all(
      Array.from({ length: 3 }, () => cache.page('/404', slow, () => undefined)),
    );
    expect(notKept).toEqual([{ made: 'page 1' }, { made: 'page 1' }, { made: 'page 1' }]);
    expect(renders).toBe(1);
    // Not kept: the next request makes it again.
    await cache.page('/404', slow, () => undefined);
    expect(renders).toBe(2);
  });

  test('a page goes when the version changes, after ttlMs, and is not kept when the version changed while it rendered', async () => {
    let version = 0;
    let now = 0;
    const cache = new PageCache({
      maxBytes: 1e6,
      maxEntries: 10,
      ttlMs: 60_000,
      version: () => version,
      now: () => now,
    });
    let renders = 0;
    const render = async () => `page ${++renders}`;
    await cache.page('/', render, keepAll);
    await cache.page('/', render, keepAll);
    expect(renders).toBe(1);
    version++;
    await cache.page('/', render, keepAll);
    expect(renders).toBe(2);
    now += 59_999;
    await cache.page('/', render, keepAll);
    expect(renders).toBe(2);
    now += 1;
    await cache.page('/', render, keepAll);
    expect(renders).toBe(3);

    const overtaken = await cache.page(
      '/jobs',
      async () => {
        version++; // a write while it rendered
        return 'old jobs';
      },
      keepAll,
    );
    expect(overtaken).toEqual({ made: 'old jobs' });
    await cache.page('/jobs', render, keepAll);
    expect(renders).toBe(4);
  });
});
