import { randomUUID } from 'node:crypto';
import { useTestApp } from '../harness';
import { aJob, aJobInput } from './job.factory';

/**
 * The public list is cached per instance for LIST_CACHE_MS (2 s, decision 007): this instance's own
 * writes show on its very next read; a view count in a list may lag, by at most LIST_CACHE_MS.
 */
const LIST_CACHE_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { t, admin } = useTestApp();

const JOBS = `query ($filter: JobFilter) { jobs(filter: $filter, first: 20) { totalCount edges { node { id title salaryMin views } } } }`;
type Listed = { id: string; title: string; salaryMin: number | null; views: number };

/** The same list over GraphQL and REST (page and total): the two must agree. */
async function list(marker: string): Promise<{ total: number; jobs: Listed[] }> {
  const gql = await t.client().gql(JOBS, { filter: { q: marker } });
  expect(gql.errors).toBeUndefined();
  const rest = await t.client().get(`/api/jobs?q=${marker}&limit=20`);
  expect(rest.status).toBe(200);
  const jobs: Listed[] = gql.data.jobs.edges.map((e: { node: Listed }) => e.node);
  expect(
    rest.body.map(({ id, title, salaryMin, views }: Listed) => ({ id, title, salaryMin, views })),
  ).toEqual(jobs);
  expect(rest.headers.get('x-total-count')).toBe(String(gql.data.jobs.totalCount));
  return { total: gql.data.jobs.totalCount, jobs };
}

describe('the cached job list and this instance’s own writes', () => {
  test('read, write, read again: a created, edited and deleted job shows on the very next read, with its total', async () => {
    const marker = `cache-${randomUUID().slice(0, 6)}`;
    const first = await admin.post('/api/jobs', aJob({ title: `${marker} first`, salary: '10k' }));
    expect(first.status).toBe(201);
    expect(await list(marker)).toEqual({
      total: 1,
      jobs: [expect.objectContaining({ title: `${marker} first` })],
    });

    const second = await admin.post('/api/jobs', aJob({ title: `${marker} second` }));
    expect(second.status).toBe(201);
    expect((await list(marker)).jobs.map((j) => j.title)).toEqual([
      `${marker} second`,
      `${marker} first`,
    ]);
    expect((await list(marker)).total).toBe(2);

    const edited = await admin.put(
      `/api/jobs/${first.body.id}`,
      aJob({ title: `${marker} first edited`, salary: '20k' }),
    );
    expect(edited.status).toBe(200);
    expect((await list(marker)).jobs[1]).toMatchObject({
      id: first.body.id,
      title: `${marker} first edited`,
      salaryMin: 20_000,
    });

    expect((await admin.delete(`/api/jobs/${second.body.id}`)).status).toBe(200);
    expect(await list(marker)).toEqual({
      total: 1,
      jobs: [expect.objectContaining({ id: first.body.id })],
    });
  });

  test('writes over GraphQL clear the list too', async () => {
    const marker = `gcache-${randomUUID().slice(0, 6)}`;
    expect(await list(marker)).toEqual({ total: 0, jobs: [] });
    const created = await admin.gql(
      'mutation ($input: JobInput!) { createJob(input: $input) { id } }',
      { input: aJobInput({ title: `${marker} one` }) },
    );
    expect(created.errors).toBeUndefined();
    expect((await list(marker)).jobs.map((j) => j.id)).toEqual([created.data.createJob.id]);
    const updated = await admin.gql(
      'mutation ($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { id } }',
      {
        id: created.data.createJob.id,
        input: aJobInput({ title: `${marker} renamed` }),
      },
    );
    expect(updated.errors).toBeUndefined();
    expect((await list(marker)).jobs.map((j) => j.title)).toEqual([`${marker} renamed`]);
    const deleted = await admin.gql('mutation ($id: ID!) { deleteJob(id: $id) }', {
      id: created.data.createJob.id,
    });
    expect(deleted.errors).toBeUndefined();
    expect(await list(marker)).toEqual({ total: 0, jobs: [] });
  });

  test('a view shows in the list at most LIST_CACHE_MS later, and at once on the job’s own page', async () => {
    const marker = `views-${randomUUID().slice(0, 6)}`;
    const job = (await admin.post('/api/jobs', aJob({ title: `${marker} viewed` }))).body;
    expect((await list(marker)).jobs[0].views).toBe(0); // now cached
    const viewed = await t.client().post(`/api/jobs/${job.id}/view`);
    expect(viewed.body).toEqual({ id: job.id, views: 1 });
    const page = await t
      .client()
      .gql('query ($slug: String!) { job(slug: $slug) { views } }', { slug: job.slug });
    expect(page.data.job.views).toBe(1);
    expect([0, 1]).toContain((await list(marker)).jobs[0].views); // may lag
    await sleep(LIST_CACHE_MS + 100);
    expect((await list(marker)).jobs[0].views).toBe(1);
  });
});
