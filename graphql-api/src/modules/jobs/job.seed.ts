import { addDays } from '../../lib/calendar-day';
import type { JobInput } from './job.rules';
import { SYSTEM } from '../auth/auth.service';
import type { JobsService, PastInterest } from './job.service';
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

/** Days of interest the demo starts with: the staff dashboard's charts cover the last 30. */
export const DEMO_VIEW_DAYS = 30;

/**
 * The demo's interest over the DEMO_VIEW_DAYS days before today, so a fresh dashboard shows what
 * its charts are for: 2 to 12 views a job a day, about half on Saturdays and Sundays; 0 to 3 saves
 * and 0 to 2 apply clicks, never more than the views; varied by job and day the same way on every
 * run.
 */
export function demoInterest(jobIds: readonly string[], today: string): PastInterest[] {
  const past: PastInterest[] = [];
  for (let back = DEMO_VIEW_DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    jobIds.forEach((jobId, i) => {
      const views = 2 + ((i * 7 + back * 3) % 11);
      const count = weekend ? Math.ceil(views / 2) : views;
      const saves = Math.min(count, (i * 5 + back * 2) % 4);
      const applyClicks = Math.min(saves, (i + back) % 3);
      past.push({ day, jobId, count, saves, applyClicks });
    });
  }
  return past;
}

export async function seedDemoJobs(jobs: JobsService): Promise<void> {
  const created = [];
  for (const job of demoJobs(jobs.today()).reverse()) created.push(await jobs.create(SYSTEM, job));
  await jobs.addPastInterest(
    demoInterest(
      created.map((job) => job.id),
      jobs.today(),
    ),
  );
}
