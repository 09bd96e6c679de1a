import { addDays } from '../../lib/calendar-day';
import type { JobInput } from './job.rules';
import { SYSTEM } from '../auth/auth.service';
import type { JobsService } from './job.service';
import demoJobsData from './job.seed.json';

/**
 * Twelve realistic demo jobs for a first run (job.seed.json): every type and location, salaries
 * written the ways admins write them, one closed job (its deadline 5 days ago: left out of the list
 * unless asked for) and one with no salary (not disclosed) and no deadline. Created through the
 * service, so they are parsed like any admin's job. Dates are relative to today.
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

export async function seedDemoJobs(jobs: JobsService): Promise<void> {
  for (const job of demoJobs(jobs.today()).reverse()) await jobs.create(SYSTEM, job);
}
