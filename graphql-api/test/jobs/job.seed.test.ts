import { useTestApp } from '../harness';
import { addDays } from '../../src/lib/calendar-day';
import { DEMO_VIEW_DAYS, seedDemoJobs } from '../../src/modules/jobs/job.seed';

/**
 * SEED_DEMO: a first run shows twelve demo jobs, one of them closed and one with no salary, viewed
 * over the last 30 days.
 */
const { t, admin } = useTestApp();

const JOBS = `query DemoJobs($filter: JobFilter) {
  jobs(filter: $filter, first: 50) {
    edges { node { title company salary deadline isOpen externalLink jobType jobLocation city region } }
  }
}`;
type Listed = {
  title: string;
  company: string;
  salary: string | null;
  deadline: string | null;
  isOpen: boolean;
  externalLink: string;
  jobLocation: string | null;
  city: string | null;
  region: string | null;
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
  // Cities and remote regions: every remote job has a region, no other job has one.
  expect(open.find((job) => job.company === 'Pixelcraft Labs')?.city).toBe('BENGALURU');
  expect(new Set(all.map((job) => job.region))).toEqual(
    new Set([null, 'INDIA', 'ASIA', 'ANYWHERE']),
  );
  for (const job of all) expect(job.region !== null).toBe(job.jobLocation === 'REMOTE');
  const undisclosed = all.filter((job) => job.salary === null);
  expect(undisclosed).toHaveLength(1);
  expect(undisclosed[0].deadline).toBeNull();
});

test("the demo's jobs were viewed, saved and applied to on each of the last 30 days, so the dashboard's interest charts show them", async () => {
  await seedDemoJobs(t.services.jobs);
  const stats = await admin.gql(`query DemoViews {
    adminStats {
      today { jobViews } allTime { jobViews }
      daily { day jobViews jobSaves jobApplyClicks }
      topJobs { title views }
      topJobInterest { saves applyClicks job { title } }
    }
  }`);
  expect(stats.errors).toBeUndefined();
  const { today, allTime, daily, topJobs } = stats.data.adminStats;
  const day = t.services.jobs.today();
  type Day = { day: string; jobViews: number; jobSaves: number; jobApplyClicks: number };
  const chart = new Map<string, Day>(daily.map((d: Day) => [d.day, d]));
  for (let back = 1; back <= DEMO_VIEW_DAYS - 1; back++) {
    const past = chart.get(addDays(day, -back))!;
    expect(past.jobViews).toBeGreaterThan(0);
    // Saves and apply clicks too, each fewer than the views: the interest charts show them.
    expect(past.jobSaves).toBeGreaterThan(0);
    expect(past.jobApplyClicks).toBeGreaterThan(0);
    expect(past.jobSaves).toBeLessThan(past.jobViews);
  }
  const interest = stats.data.adminStats.topJobInterest;
  expect(interest).toHaveLength(10);
  expect(interest[0].applyClicks).toBeGreaterThanOrEqual(interest[9].applyClicks);
  expect(interest[0].applyClicks).toBeGreaterThan(0);
  expect(today.jobViews).toBe(0); // nothing counted in the visitors' name today
  const top = topJobs as { title: string; views: number }[];
  expect(top).toHaveLength(10);
  expect(top[0].views).toBeGreaterThan(top[9].views);
  // Every view of a day is a view of some job: the chart and the jobs' counts agree.
  const all = await t
    .client()
    .gql(`query { jobs(filter: { includeClosed: true }, first: 50) { edges { node { views } } } }`);
  const jobViews = all.data.jobs.edges.reduce(
    (sum: number, e: { node: { views: number } }) => sum + e.node.views,
    0,
  );
  expect(allTime.jobViews).toBe(jobViews);
  expect(jobViews).toBeGreaterThan(12 * DEMO_VIEW_DAYS);
});
