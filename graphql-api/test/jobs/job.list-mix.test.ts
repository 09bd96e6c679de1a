import { randomUUID } from 'node:crypto';
import { TestClock, useTestApp } from '../harness';
import { LIST_TITLES, seedJobsInBulk } from '../jobs.fixtures';
import { JobLocation, JobType } from '../../src/modules/jobs/job.enums';

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

type TitlesPage = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: { title: string } }[];
};

describe('filters of one type and one work mode (decision 051)', () => {
  // Such a filter walks only its own jobs' positions; these answers are worked out by hand.
  const TYPES = [JobType.FULL_TIME, JobType.PART_TIME, JobType.INTERNSHIP, JobType.CONTRACT];
  const MODES = [JobLocation.REMOTE, JobLocation.ON_SITE, JobLocation.HYBRID];

  test('pages after cursors and counts match every job of that type and mode, with a word and without', async () => {
    const marker = `kind${randomUUID().slice(0, 6)}`;
    // A salary no other test's job has: without a word, it is what keeps the list to these jobs.
    const salaryMin = 100_000 + Math.floor(Math.random() * 1_000_000);
    const shape = (i: number) => ({
      salaryMin,
      jobType: TYPES[(i * 7) % 4],
      jobLocation: MODES[(i * 5) % 3],
      title: i % 4 ? bulk(marker, i) : `Bulk ${marker} Designer ${i}`,
      experienceYears: i % 5,
    });
    await seedJobsInBulk(t.db, clock, 240, marker, shape);

    const walk = async (filter: Record<string, unknown>) => {
      const titles: string[] = [];
      let after: string | null = null;
      let totalCount = 0;
      do {
        const { jobs }: { jobs: TitlesPage } = (
          await t.client().gql(LIST_TITLES, { filter, first: 7, after })
        ).data;
        totalCount = jobs.totalCount;
        titles.push(...jobs.edges.map((e) => e.node.title));
        after = jobs.pageInfo.hasNextPage ? jobs.pageInfo.endCursor : null;
      } while (after);
      return { totalCount, titles };
    };
    for (const type of [JobType.INTERNSHIP, JobType.CONTRACT])
      for (const mode of [JobLocation.HYBRID, JobLocation.REMOTE]) {
        const newestFirst = Array.from({ length: 240 }, (_, i) => 239 - i).filter((i) => {
          const job = shape(i);
          return job.jobType === type && job.jobLocation === mode && job.experienceYears <= 2;
        });
        // GraphQL's enum values are the enums' own (job.enums.ts).
        const filter = { types: [type], locations: [mode], maxExperience: 2 };
        const all = newestFirst.map((i) => shape(i).title);
        expect(await walk({ ...filter, q: marker })).toEqual({
          totalCount: all.length,
          titles: all,
        });
        const bySalary = { ...filter, minSalary: salaryMin, maxSalary: salaryMin };
        expect(await walk(bySalary)).toEqual({ totalCount: all.length, titles: all });
        const engineers = newestFirst.filter((i) => i % 4).map((i) => bulk(marker, i));
        expect(await walk({ ...filter, q: `${marker} engineer` })).toEqual({
          totalCount: engineers.length,
          titles: engineers,
        });
      }
  }, 60_000);
});
