import { randomUUID } from 'node:crypto';
import { TestClock, useTestApp } from '../harness';
import { LIST_TITLES, seedJobsInBulk } from '../jobs.fixtures';

const clock = new TestClock();
const { t } = useTestApp({ clock });

describe('a list that does not grow with the table', () => {
  test('counts exactly up to 1000 matches, then says 1000 and that more match, over GraphQL and REST', async () => {
    const few = `few${randomUUID().slice(0, 6)}`;
    const many = `many${randomUUID().slice(0, 6)}`;
    await seedJobsInBulk(t.db, clock, 999, few);
    await seedJobsInBulk(t.db, clock, 1001, many);

    const exact = await t.client().gql(LIST_TITLES, { filter: { q: few }, first: 1 });
    expect(exact.data.jobs).toMatchObject({ totalCount: 999, totalCountCapped: false });
    const capped = await t.client().gql(LIST_TITLES, { filter: { q: many }, first: 1 });
    expect(capped.data.jobs).toMatchObject({ totalCount: 1000, totalCountCapped: true });

    const restExact = await t.client().get(`/api/jobs?q=${few}&limit=1`);
    expect(restExact.headers.get('x-total-count')).toBe('999');
    expect(restExact.headers.get('x-total-count-capped')).toBeNull();
    const restCapped = await t.client().get(`/api/jobs?q=${many}&limit=1`);
    expect(restCapped.headers.get('x-total-count')).toBe('1000');
    expect(restCapped.headers.get('x-total-count-capped')).toBe('true');
  }, 60_000);

  test('a REST offset past 1000 is a 400 naming offset and pointing to the cursor; 1000 itself is a page', async () => {
    const marker = `deep${randomUUID().slice(0, 6)}`;
    await seedJobsInBulk(t.db, clock, 1002, marker);
    const deep = await t.client().get(`/api/jobs?q=${marker}&limit=1&offset=1001`);
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'offset' });
    expect(deep.body.message).toMatch(/X-Next-Cursor.*after/);
    const unpaged = await t.client().get(`/api/jobs?q=${marker}&offset=5000`);
    expect(unpaged.status).toBe(400);

    const last = await t.client().get(`/api/jobs?q=${marker}&limit=5&offset=1000`);
    expect(last.status).toBe(200);
    expect(last.body.map((j: { title: string }) => j.title)).toEqual([
      `Bulk ${marker} Engineer 1`,
      `Bulk ${marker} Engineer 0`,
    ]);
  }, 60_000);

  test('REST pages follow X-Next-Cursor as `after` to the end, each job once, newest first', async () => {
    const marker = `cur${randomUUID().slice(0, 6)}`;
    await seedJobsInBulk(t.db, clock, 7, marker);
    const titles: string[] = [];
    let after = '';
    for (let pages = 0; pages < 10; pages++) {
      const page = await t.client().get(`/api/jobs?q=${marker}&limit=3&after=${after}`);
      expect(page.status).toBe(200);
      titles.push(...page.body.map((j: { title: string }) => j.title));
      after = page.headers.get('x-next-cursor') ?? '';
      if (!after) break;
    }
    expect(titles).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `Bulk ${marker} Engineer ${i}`));
    const forged = await t.client().get(`/api/jobs?q=${marker}&limit=3&after=nope`);
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ field: 'after' });
  });
});
