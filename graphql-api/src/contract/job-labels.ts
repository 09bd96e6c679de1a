/**
 * The job enums of the API contract (docs/api-contract.md) and the labels people see (product.md#data): the
 * one table. The API registers the GraphQL enums from it and answers REST with its labels; the apps
 * import it through `@devjobs/web/job-labels` (decision 019). No imports: both sides compile it.
 */

export const JOB_TYPES = ['FULL_TIME', 'PART_TIME', 'INTERNSHIP', 'CONTRACT'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_LOCATIONS = ['REMOTE', 'ON_SITE', 'HYBRID'] as const;
export type JobLocation = (typeof JOB_LOCATIONS)[number];

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  FULL_TIME: 'Full-Time',
  PART_TIME: 'Part-Time',
  INTERNSHIP: 'Internship',
  CONTRACT: 'Contract',
};

export const JOB_LOCATION_LABELS: Record<JobLocation, string> = {
  REMOTE: 'Remote',
  ON_SITE: 'On-site',
  HYBRID: 'Hybrid',
};
