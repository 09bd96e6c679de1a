import { addDays } from '../../lib/calendar-day';
import type { JobInput } from './job.rules';
import { SYSTEM } from '../auth/auth.service';
import type { JobsService, PastViews } from './job.service';
import demoJobsData from './job.seed.json';

/**
 * Twelve realistic demo jobs for a first run (job.seed.json): every type and location, cities and
 * remote regions, salaries written the ways admins write them, one closed job (its deadline 5 days
 * ago: left out of the list unless asked for) and one with no salary (not disclosed) and no
 * deadline. Created through the service, so they are parsed like any admin's job. Dates are
 * relative to today.
 */
export function demoJobs(today: string): JobInput[] {
  return DEMO_JOBS.map(({ careers, opens, closes, ...job }) => ({
    ...job,
    externalLink: `https://example.com/careers/${careers}`,
    startDate: addDays(today, opens),
    deadline: closes === undefined ? undefined : addDays(today, closes),
  }));
}

/** A demo job: its careers page under example.com/careers/, and its dates in days from today. */
type DemoJob = Omit<JobInput, 'externalLink' | 'startDate' | 'deadline'> & {
  careers: string;
  opens: number;
  closes?: number;
};

const DEMO_JOBS: DemoJob[] = demoJobsData;

/** Days of views the demo starts with: the staff dashboard's charts cover the last 30. */
export const DEMO_VIEW_DAYS = 30;

/**
 * The demo's views over the DEMO_VIEW_DAYS days before today, so a fresh dashboard shows what its
 * views charts are for: 2 to 12 views a job a day, about half on Saturdays and Sundays, varied by
 * job and day the same way on every run.
 */
export function demoViews(jobIds: readonly string[], today: string): PastViews[] {
  const views: PastViews[] = [];
  for (let back = DEMO_VIEW_DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    jobIds.forEach((jobId, i) => {
      const count = 2 + ((i * 7 + back * 3) % 11);
      views.push({ day, jobId, count: weekend ? Math.ceil(count / 2) : count });
    });
  }
  return views;
}

export async function seedDemoJobs(jobs: JobsService): Promise<void> {
  const created = [];
  for (const job of demoJobs(jobs.today()).reverse()) created.push(await jobs.create(SYSTEM, job));
  await jobs.addPastViews(
    demoViews(
      created.map((job) => job.id),
      jobs.today(),
    ),
  );
}
