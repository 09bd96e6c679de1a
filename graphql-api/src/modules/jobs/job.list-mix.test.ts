import { randomUUID } from 'node:crypto';
import { TestClock, useTestApp } from '../../../test/harness';
import { LIST_TITLES, seedJobsInBulk } from '../../../test/jobs.fixtures';

const clock = new TestClock();
const { t } = useTestApp({ clock });

const TITLES = 'query ($q: String!, $limit: Int) { jobTitleSuggestions(q: $q, limit: $limit) }';

const bulk = (marker: string, i: number) => `Bulk ${marker} Engineer ${i}`;

describe('searches of common words (decision 047)', () => {
  // 2,100 titles share the word: the page and the capped count stop early in its terms (decision 048).
  test('a common word pages newest first, after a cursor too, with the same answers over REST', async () => {
    const marker = `com${randomUUID().slice(0, 6)}`;
    await seedJobsInBulk(t.db, clock, 2_100, marker);

    const first = await t.client().gql(LIST_TITLES, { filter: { q: marker }, first: 3 });
    expect(first.data.jobs).toMatchObject({ totalCount: 1000, totalCountCapped: true });
    expect(first.data.jobs.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(
      [2099, 2098, 2097].map((i) => bulk(marker, i)),
    );
    const next = await t.client().gql(LIST_TITLES, {
      filter: { q: `${marker} engineer`, types: ['CONTRACT'] },
      first: 2,
      after: first.data.jobs.pageInfo.endCursor,
    });
    expect(next.data.jobs.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(
      [2096, 2094].map((i) => bulk(marker, i)),
    );
    const rest = await t.client().get(`/api/jobs?q=${marker}&type=Full-Time&limit=2&offset=60`);
    expect(rest.body.map((j: { title: string }) => j.title)).toEqual(
      [1979, 1977].map((i) => bulk(marker, i)),
    );
  }, 60_000);

  test('suggestions are the newest 200 matches’ titles, alphabetical', async () => {
    const marker = `sug${randomUUID().slice(0, 6)}`;
    await seedJobsInBulk(t.db, clock, 250, marker);
    const reply = await t.client().gql(TITLES, { q: marker, limit: 4 });
    // Jobs 50 to 249 are the newest 200; 0 to 49 (e.g. "… Engineer 0", "… Engineer 1") are not among them.
    expect(reply.data.jobTitleSuggestions).toEqual(
      [100, 101, 102, 103].map((i) => bulk(marker, i)),
    );
  }, 60_000);
});
