import type { JobLocation, JobType } from './graphql/generated/schema-types';

/** The labels people see for the schema's job enums (SPEC §3). The API keeps its own table. */

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

/** Every value of the enums, in the order the labels list them (a value the schema adds fails tsc above until labelled). */
export const JOB_TYPES = Object.keys(JOB_TYPE_LABELS) as JobType[];
export const JOB_LOCATIONS = Object.keys(JOB_LOCATION_LABELS) as JobLocation[];

export function jobTypeLabel(type: JobType | null | undefined): string | null {
  return type ? (JOB_TYPE_LABELS[type] ?? null) : null;
}

export function jobLocationLabel(location: JobLocation | null | undefined): string | null {
  return location ? (JOB_LOCATION_LABELS[location] ?? null) : null;
}
