/** The job enums of docs/api-contract.md, with the labels people see (SPEC §3). */

export type JobType = 'FULL_TIME' | 'PART_TIME' | 'INTERNSHIP' | 'CONTRACT';
export type JobLocation = 'REMOTE' | 'ON_SITE' | 'HYBRID';

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

/**
 * The detail page of a job. Slugs keep whatever the title had (`/`, `#`, `?`, `%`, unicode, emoji),
 * so the slug is always encoded as one path segment.
 */
export function jobPath(slug: string): string {
  return `/page-details/${encodeURIComponent(slug)}`;
}
