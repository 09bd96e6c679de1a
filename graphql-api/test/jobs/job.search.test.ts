import { randomUUID } from 'node:crypto';
import { TestClock, useTestApp } from '../harness';
import { type App, createApp } from '../../src/app';
import { SYSTEM } from '../../src/modules/auth/auth.service';
import { postJobs, type PostedJob } from '../jobs.fixtures';
import { aJob } from './job.factory';
import { ListIndex1765000000000 } from '../../src/modules/jobs/migrations/1765000000000-list-index';

const clock = new TestClock();
const { t, admin } = useTestApp({ clock });

const JOBS = `query ($filter: JobFilter, $first: Int) {
  jobs(filter: $filter, first: $first) { totalCount edges { node { title } } }
}`;
const TITLES = 'query ($q: String!) { jobTitleSuggestions(q: $q) }';

const search = async (q: string) => {
  const reply = await t.client().gql(JOBS, { filter: { q } });
  const titles = reply.data.jobs.edges.map((e: { node: { title: string } }) => e.node.title);
  expect(reply.data.jobs.totalCount).toBe(titles.length);
  const rest = await t.client().get(`/api/jobs?q=${encodeURIComponent(q)}&limit=20`);
  expect(rest.body.map((j: PostedJob) => j.title)).toEqual(titles);
  return titles;
};
const suggest = async (q: string) =>
  (await t.client().gql(TITLES, { q })).data.jobTitleSuggestions as string[];

describe('title search on the list index (decisions 048, 051)', () => {
  test('accents and case are folded on both sides; a word matches from its first letter only', async () => {
    const m = `acc${randomUUID().slice(0, 6)}`;
    await postJobs(
      admin,
      m,
      [{ title: `${m} Développeur Café` }, { title: `${m} ÜBER Straße` }],
      clock,
    );
    expect(await search(`${m} developpeur`)).toEqual([`${m} Développeur Café`]);
    expect(await search(`${m} DÉV cafe`)).toEqual([`${m} Développeur Café`]);
    expect(await search(`${m} uber stra`)).toEqual([`${m} ÜBER Straße`]);
    expect(await search(`${m} eveloppeur`)).toEqual([]);
    expect(await suggest(`${m} caf`)).toEqual([`${m} Développeur Café`]);
  });

  test('every word must begin a word of the same title, in any order', async () => {
    const m = `mw${randomUUID().slice(0, 6)}`;
    await postJobs(
      admin,
      m,
      [
        { title: `${m} Senior Vue Developer` },
        { title: `${m} Vue Designer` },
        { title: `${m} Developer` },
      ],
      clock,
    );
    expect(await search(`developer ${m} vue`)).toEqual([`${m} Senior Vue Developer`]);
    expect(await search(`${m} v d`)).toEqual([`${m} Vue Designer`, `${m} Senior Vue Developer`]);
    expect(await search(`${m} vue developer designer`)).toEqual([]);
  });

  test('a short word begins a word: "go" finds Go jobs, not Django ones', async () => {
    const m = `sw${randomUUID().slice(0, 6)}`;
    await postJobs(
      admin,
      m,
      [{ title: `${m} Go Developer` }, { title: `${m} Django Developer` }],
      clock,
    );
    expect(await search(`${m} go`)).toEqual([`${m} Go Developer`]);
    expect(await search(`${m} g`)).toEqual([`${m} Go Developer`]);
    expect(await search(`${m} dj`)).toEqual([`${m} Django Developer`]);
    expect(await suggest(`go ${m}`)).toEqual([`${m} Go Developer`]);
  });

  test('a job is found by its new title after an update, and by nothing after its deletion', async () => {
    const m = `upd${randomUUID().slice(0, 6)}`;
    const [job] = await postJobs(admin, m, [{ title: `${m} Kotlin Engineer` }], clock);
    expect(await search(`${m} kotlin`)).toEqual([`${m} Kotlin Engineer`]);

    const edited = await admin.put(`/api/jobs/${job.id}`, aJob({ title: `${m} Swift Engineer` }));
    expect(edited.status).toBe(200);
    expect(await search(`${m} kotlin`)).toEqual([]);
    expect(await search(`${m} swift engineer`)).toEqual([`${m} Swift Engineer`]);
    expect(await suggest(`${m} kot`)).toEqual([]);

    // Another field changed, the title kept: still found once.
    const again = await admin.put(
      `/api/jobs/${job.id}`,
      aJob({ title: `${m} Swift Engineer`, company: 'Other Company' }),
    );
    expect(again.status).toBe(200);
    expect(await search(`${m} swift`)).toEqual([`${m} Swift Engineer`]);

    expect((await admin.delete(`/api/jobs/${job.id}`)).status).toBe(200);
    expect(await search(`${m} swift`)).toEqual([]);
    expect(await suggest(`${m} swi`)).toEqual([]);
  });

  test('a search with filters follows a job whose type, mode, salary, experience or deadline change without its title', async () => {
    const m = `flt${randomUUID().slice(0, 6)}`;
    const title = `${m} Data Engineer`;
    // GraphQL's first page and count, and the REST page, of `q` with these filters: the same titles.
    const found = async (filter: Record<string, unknown>, rest: string) => {
      const q = `${m} engineer`;
      const reply = await t.client().gql(JOBS, { filter: { q, ...filter } });
      const titles = reply.data.jobs.edges.map((e: { node: { title: string } }) => e.node.title);
      expect(reply.data.jobs.totalCount).toBe(titles.length);
      const page = await t.client().get(`/api/jobs?q=${encodeURIComponent(q)}&${rest}&limit=20`);
      expect(page.status).toBe(200);
      expect(page.body.map((j: PostedJob) => j.title)).toEqual(titles);
      return titles;
    };
    // aJob's defaults: Full-Time, Remote, ₹8-12 LPA, 2+ years, open until 2999.
    const [job] = await postJobs(admin, m, [{ title }], clock);
    let fields: Record<string, unknown> = { title };
    const edit = async (change: Record<string, unknown>) => {
      fields = { ...fields, ...change };
      expect((await admin.put(`/api/jobs/${job.id}`, aJob(fields))).status).toBe(200);
    };

    expect(await found({ types: ['FULL_TIME'] }, 'type=Full-Time')).toEqual([title]);
    await edit({ jobType: 'Contract' });
    expect(await found({ types: ['FULL_TIME'] }, 'type=Full-Time')).toEqual([]);
    expect(await found({ types: ['CONTRACT'] }, 'type=Contract')).toEqual([title]);

    expect(await found({ locations: ['REMOTE'] }, 'mode=Remote')).toEqual([title]);
    await edit({ jobLocation: 'Hybrid' });
    expect(await found({ locations: ['REMOTE'] }, 'mode=Remote')).toEqual([]);
    expect(await found({ locations: ['HYBRID'] }, 'mode=Hybrid')).toEqual([title]);

    expect(await found({ maxSalary: 1_000_000 }, 'maxSalary=1000000')).toEqual([title]);
    await edit({ salary: '₹20-25 LPA' });
    expect(await found({ maxSalary: 1_000_000 }, 'maxSalary=1000000')).toEqual([]);
    expect(await found({ minSalary: 2_000_000 }, 'minSalary=2000000')).toEqual([title]);

    expect(await found({ maxExperience: 3 }, 'maxExperience=3')).toEqual([title]);
    await edit({ requirements: ['6+ years of React'] });
    expect(await found({ maxExperience: 3 }, 'maxExperience=3')).toEqual([]);
    expect(await found({ maxExperience: 6 }, 'maxExperience=6')).toEqual([title]);

    // Closed: its deadline before today (the open list leaves it out, includeClosed keeps it).
    expect(await found({}, 'type=Contract')).toEqual([title]);
    await edit({ startDate: '2020-01-01', deadline: '2020-06-30' });
    expect(await found({}, 'type=Contract')).toEqual([]);
    expect(await found({ includeClosed: true }, 'type=Contract&includeClosed=true')).toEqual([
      title,
    ]);
    // And open again.
    await edit({ deadline: '2999-12-31' });
    expect(await found({ types: ['CONTRACT'] }, 'type=Contract')).toEqual([title]);
  });

  test('the list index migration drops the search terms table; its down restores it from the jobs', async () => {
    const m = `mig${randomUUID().slice(0, 6)}`;
    const [job] = await postJobs(
      admin,
      m,
      [{ title: `${m} Migrated Engineer`, jobType: 'Contract', jobLocation: 'Hybrid' }],
      clock,
    );
    const e = (name: string) => t.db.driver.escape(name);
    const terms = () =>
      t.db.query<Record<string, unknown>[]>(
        `SELECT * FROM ${e('job_terms')} WHERE ${e('jobId')} = ?`,
        [job.id],
      );
    // The list index migration undone (later migrations touch other tables): job_terms is back,
    // every term of the title with the job's filter columns.
    const migration = new ListIndex1765000000000();
    const runner = t.db.createQueryRunner();
    await migration.down(runner);
    try {
      const before = await terms();
      expect(before.map((row) => row.term)).toEqual(
        expect.arrayContaining([m, 'migrated', 'm', 'engineer', 'eng']),
      );
      for (const row of before)
        expect(row).toMatchObject({
          jobType: 'CONTRACT',
          jobLocation: 'HYBRID',
          salaryMin: 800_000,
        });
    } finally {
      await migration.up(runner);
      await runner.release();
    }
    await expect(terms()).rejects.toThrow();
    const reply = await t.client().gql(JOBS, {
      filter: { q: `${m} migrated`, types: ['CONTRACT'], locations: ['HYBRID'], maxExperience: 2 },
    });
    expect(reply.data.jobs.totalCount).toBe(1);
  });

  test("another instance's write is in this instance's lists at its next read", async () => {
    const m = `two${randomUUID().slice(0, 6)}`;
    // A second API process on the same database: its own list index, its own caches.
    const other = await createApp({ config: t.config, db: t.db, clock });
    try {
      const list = async (services: App['services'], q: string) =>
        (await services.jobs.search({ q }, { limit: 20 })).jobs.map((job) => job.title);
      await postJobs(admin, m, [{ title: `${m} Elixir Engineer` }], clock);
      expect(await list(other.services, `${m} elixir`)).toEqual([`${m} Elixir Engineer`]);

      const [job] = await postJobs(admin, m, [{ title: `${m} Scala Engineer` }], clock);
      expect(await list(other.services, `${m} scala`)).toEqual([`${m} Scala Engineer`]);
      const edited = await admin.put(
        `/api/jobs/${job.id}`,
        aJob({ title: `${m} Haskell Engineer` }),
      );
      expect(edited.status).toBe(200);
      expect(await list(other.services, `${m} haskell`)).toEqual([`${m} Haskell Engineer`]);
      expect(await list(other.services, `${m} scal`)).toEqual([]);

      // And the other way: a job the second instance writes is in the first one's lists.
      await other.services.jobs.create(SYSTEM, aJob({ title: `${m} Erlang Engineer` }));
      expect(await search(`${m} erlang`)).toEqual([`${m} Erlang Engineer`]);
    } finally {
      await other.stop();
    }
  });

  test('suggestions are alphabetical as people read it, on both databases: case and accents second', async () => {
    const m = `ord${randomUUID().slice(0, 6)}`;
    await postJobs(
      admin,
      m,
      [
        { title: `${m} banana Dev` },
        { title: `${m} Éclair Dev` },
        { title: `${m} apple Dev` },
        { title: `${m} Banana Dev` },
        { title: `${m} eclair Dev` },
      ],
      clock,
    );
    expect(await suggest(`${m} dev`)).toEqual(
      ['apple', 'banana', 'Banana', 'eclair', 'Éclair'].map((word) => `${m} ${word} Dev`),
    );
  });

  test('the company is not searched: the search is of titles', async () => {
    const m = `co${randomUUID().slice(0, 6)}`;
    await postJobs(admin, m, [{ title: `${m} Tester`, company: 'Zyxwv Labs' }], clock);
    expect(await search(`${m} zyxwv`)).toEqual([]);
    expect(await search(`${m} tester`)).toEqual([`${m} Tester`]);
  });
});
