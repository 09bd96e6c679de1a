import { randomUUID } from 'node:crypto';
import { TestClock, useTestApp } from '../../../test/harness';
import { postJobs, type PostedJob } from '../../../test/jobs.fixtures';
import { aJob } from './job.factory';

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

describe('title search on the search terms (decision 048)', () => {
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

  test('the company is not searched: the search is of titles', async () => {
    const m = `co${randomUUID().slice(0, 6)}`;
    await postJobs(admin, m, [{ title: `${m} Tester`, company: 'Zyxwv Labs' }], clock);
    expect(await search(`${m} zyxwv`)).toEqual([]);
    expect(await search(`${m} tester`)).toEqual([`${m} Tester`]);
  });
});
