import { PageCache } from '../../src/http/page-cache';

/**
 * Pages kept by address (decision 043): bounded, shared by concurrent misses, gone with a write;
 * past their time, checked against their sources (decision 077).
 */
describe('PageCache', () => {
  const keepAll = (html: string) => ({ html });
  /** A page of `size` characters that compresses badly (random), so its kept bytes are about its size. */
  const page = (size: number) =>
    Array.from({ length: size }, () =>
      String.fromCharCode(33 + Math.floor(Math.random() * 90)),
    ).join('');

  /**
   * A cache of 10 pages and 1 MB unless `limits` say otherwise, a minute each and an hour at most,
   * whose content version and clock the test moves.
   */
  const movableCache = (limits: { maxBytes?: number; maxEntries?: number } = {}) => {
    const moved = { version: 0, now: 0 };
    const cache = new PageCache({
      maxBytes: 1e6,
      maxEntries: 10,
      ...limits,
      ttlMs: 60_000,
      maxLifeMs: 3_600_000,
      version: () => moved.version,
      now: () => moved.now,
    });
    return { cache, moved };
  };

  test('keeps the pages most recently used within its bytes: random addresses never grow it past them', async () => {
    const { cache } = movableCache({ maxBytes: 200_000, maxEntries: 1000 });
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
    const { cache } = movableCache({ maxBytes: 1e9, maxEntries: 5 });
    for (let i = 0; i < 50; i++) await cache.page(`/p${i}`, async () => `page ${i}`, keepAll);
    expect(cache.size().entries).toBe(5);
  });

  test('concurrent misses of one address share one render, whether its page is kept or not', async () => {
    const { cache } = movableCache();
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
    const { cache, moved } = movableCache();
    let renders = 0;
    const render = async () => `page ${++renders}`;
    await cache.page('/', render, keepAll);
    await cache.page('/', render, keepAll);
    expect(renders).toBe(1);
    moved.version++;
    await cache.page('/', render, keepAll);
    expect(renders).toBe(2);
    moved.now += 59_999;
    await cache.page('/', render, keepAll);
    expect(renders).toBe(2);
    moved.now += 1;
    await cache.page('/', render, keepAll);
    expect(renders).toBe(3);

    const overtaken = await cache.page(
      '/jobs',
      async () => {
        moved.version++; // a write while it rendered
        return 'old jobs';
      },
      keepAll,
    );
    expect(overtaken).toEqual({ made: 'old jobs' });
    await cache.page('/jobs', render, keepAll);
    expect(renders).toBe(4);
  });

  test('past ttlMs a page with sources is checked: kept on while they answer the same, rendered again when not, after maxLifeMs, or on a write during the check', async () => {
    const { cache, moved } = movableCache();
    const sources = [{ operation: { query: '{ jobs }' }, digest: 'abc' }];
    let renders = 0;
    const render = async () => `page ${++renders}`;
    const withSources = (html: string) => ({ html, sources });
    let same = true;
    let checks = 0;
    const check = async () => {
      checks++;
      return same;
    };
    const visit = () => cache.page('/', render, withSources, check);
    const how = async () => {
      const answer = await visit();
      return 'kept' in answer ? answer.how : 'made';
    };

    expect(await how()).toBe('rendered');
    expect(await how()).toBe('kept');
    expect(checks).toBe(0);
    moved.now += 60_000;
    // Concurrent visits past ttlMs share one check.
    const answers = await Promise.all([visit(), visit(), visit()]);
    expect(answers.map((a) => ('kept' in a ? a.how : 'made'))).toEqual(Array(3).fill('checked'));
    expect([checks, renders]).toEqual([1, 1]);
    moved.now += 59_999;
    expect(await how()).toBe('kept');
    moved.now += 1;
    same = false;
    expect(await how()).toBe('rendered');
    expect([checks, renders]).toEqual([2, 2]);

    // However often it is found unchanged, it is rendered again after maxLifeMs.
    same = true;
    for (let minute = 1; minute < 60; minute++) {
      moved.now += 60_000;
      expect(await how()).toBe('checked');
    }
    expect(renders).toBe(2);
    moved.now += 60_000;
    expect(await how()).toBe('rendered');
    expect(renders).toBe(3);

    // A write while its sources were read: what they answered may be older than the write.
    moved.now += 60_000;
    const during = async () => {
      moved.version++;
      return true;
    };
    const overtaken = await cache.page('/', render, withSources, during);
    expect(overtaken).toMatchObject({ how: 'rendered' });
    expect(renders).toBe(4);

    // A page kept without sources, or a caller that cannot check, is rendered again past ttlMs.
    await cache.page('/faq', render, keepAll, check);
    moved.now += 60_000;
    expect(await cache.page('/faq', render, keepAll, check)).toMatchObject({ how: 'rendered' });
    await cache.page('/', render, withSources);
    moved.now += 60_000;
    expect(await cache.page('/', render, withSources)).toMatchObject({ how: 'rendered' });
    // A check that fails is a change.
    const broken = async () => {
      throw new Error('the database is down');
    };
    moved.now += 60_000;
    expect(await cache.page('/', render, withSources, broken)).toMatchObject({ how: 'rendered' });
  });
});
