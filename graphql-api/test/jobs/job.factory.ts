import { randomUUID } from 'node:crypto';
import type { JobInput } from '../../src/modules/jobs/job.rules';

/**
 * Test data: a valid job as an admin would send it over REST (the labels people see), unique per call.
 * `marker` goes into the title so a test can find exactly its own jobs with `q`.
 */
export function aJob(
  overrides: Record<string, unknown> = {},
  marker = randomUUID().slice(0, 8),
): JobInput & Record<string, unknown> {
  return {
    title: `React Developer ${marker}`,
    company: 'Acme Software',
    description: 'Build delightful interfaces for developers.',
    externalLink: 'https://example.com/jobs/react',
    responsibilities: ['Build features'],
    requirements: ['2+ years of React'],
    skills: ['React', 'TypeScript'],
    benefits: ['Remote-friendly'],
    salary: '₹8-12 LPA',
    startDate: '2026-01-01',
    deadline: '2999-12-31',
    jobLocation: 'Remote',
    jobType: 'Full-Time',
    thumbnail: 'https://example.com/logo.png',
    ...overrides,
  };
}

/** The same job for GraphQL's JobInput: enum values instead of labels. */
export function aJobInput(
  overrides: Record<string, unknown> = {},
  marker?: string,
): Record<string, unknown> {
  return aJob({ jobLocation: 'REMOTE', jobType: 'FULL_TIME', ...overrides }, marker);
}
