import { randomUUID } from 'node:crypto';
import { useTestApp } from '../harness';
import { aJob } from './job.factory';

const { t, admin } = useTestApp();

const JOBS = `query ($filter: JobFilter) { jobs(filter: $filter, first: 50) { totalCount edges { node { title salaryMin } } } }`;

describe('salary ceiling and floor at their exact boundaries', () => {
  const marker = `edge-${randomUUID().slice(0, 6)}`;
  beforeAll(async () => {
    for (const [name, salary] of [
      ['25k', '25k'],
      ['8-12 LPA', '₹8-12 LPA'],
    ]) {
      const reply = await admin.post('/api/jobs', aJob({ title: `${marker} ${name}`, salary }));
      expect(reply.status).toBe(201);
    }
  });
  const gql = async (filter: object) => {
    const reply = await t.client().gql(JOBS, { filter: { q: marker, ...filter } });
    expect(reply.errors).toBeUndefined();
    const titles = reply.data.jobs.edges
      .map((e: { node: { title: string } }) => e.node.title)
      .sort();
    expect(reply.data.jobs.totalCount).toBe(titles.length);
    return titles;
  };
  const rest = async (query: string) => {
    const reply = await t.client().get(`/api/jobs?q=${marker}&limit=50&${query}`);
    expect(reply.status).toBe(200);
    return reply.body.map((j: { title: string }) => j.title).sort();
  };

  test('a ceiling equal to a job’s parsed salary keeps it; one rupee less leaves it out', async () => {
    expect(await gql({ maxSalary: 25_000 })).toEqual([`${marker} 25k`]);
    expect(await gql({ maxSalary: 24_999 })).toEqual([]);
    expect(await rest('maxSalary=25000')).toEqual([`${marker} 25k`]);
    expect(await rest('maxSalary=24999')).toEqual([]);
  });

  test('a floor equal to a job’s parsed salary keeps it; one rupee more leaves it out', async () => {
    expect(await gql({ minSalary: 800_000 })).toEqual([`${marker} 8-12 LPA`]);
    expect(await gql({ minSalary: 800_001 })).toEqual([]);
    expect(await rest('minSalary=800000')).toEqual([`${marker} 8-12 LPA`]);
    expect(await rest('minSalary=800001')).toEqual([]);
  });

  test('a floor and a ceiling both equal to one job’s salary keep exactly that job', async () => {
    expect(await gql({ minSalary: 25_000, maxSalary: 25_000 })).toEqual([`${marker} 25k`]);
    expect(await gql({ minSalary: 25_000, maxSalary: 800_000 })).toEqual(
      [`${marker} 25k`, `${marker} 8-12 LPA`].sort(),
    );
  });
});
