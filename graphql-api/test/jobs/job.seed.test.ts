import { useTestApp } from '../harness';
import { seedDemoJobs } from '../../src/modules/jobs/job.seed';

/** SEED_DEMO: a first run shows twelve demo jobs, one of them closed and one with no salary. */
const { t } = useTestApp();

const JOBS = `query DemoJobs($filter: JobFilter) {
  jobs(filter: $filter, first: 50) {
    edges { node { title company salary deadline isOpen externalLink jobType jobLocation } }
  }
}`;
type Listed = {
  title: string;
  company: string;
  salary: string | null;
  deadline: string | null;
  isOpen: boolean;
  externalLink: string;
};

test('the demo jobs are listed, the closed one only when asked for, every one with its careers link', async () => {
  await seedDemoJobs(t.services.jobs);
  const list = async (includeClosed: boolean) =>
    (await t.client().gql(JOBS, { filter: { includeClosed } })).data.jobs.edges.map(
      (e: { node: Listed }) => e.node,
    ) as Listed[];

  const all = await list(true);
  expect(all).toHaveLength(12);
  const open = await list(false);
  expect(open).toHaveLength(11);
  const closed = all.filter((job) => !job.isOpen);
  expect(closed.map((job) => `${job.title} at ${job.company}`)).toEqual([
    'Angular Developer at Legacy Systems Co.',
  ]);
  expect(open.find((job) => job.company === 'Pixelcraft Labs')).toMatchObject({
    title: 'Junior Frontend Developer (React)',
    salary: '₹4-6 LPA',
    externalLink: 'https://example.com/careers/pixelcraft/junior-frontend',
  });
  const undisclosed = all.filter((job) => job.salary === null);
  expect(undisclosed).toHaveLength(1);
  expect(undisclosed[0].deadline).toBeNull();
});
