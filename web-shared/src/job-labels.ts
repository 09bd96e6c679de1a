/** The job enums of docs/api-contract.md, with the labels people see (SPEC §3). The API keeps its own table. */

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

export function jobTypeLabel(type: JobType | null | undefined): string | null {
  return type ? (JOB_TYPE_LABELS[type] ?? null) : null;
}

export function jobLocationLabel(location: JobLocation | null | undefined): string | null {
  return location ? (JOB_LOCATION_LABELS[location] ?? null) : null;
}
