/** The job enums of docs/api-contract.md and the labels people see (product.md#data): the API's one table (decision 019). */
import {
  JOB_CITY_LABELS,
  JOB_LOCATION_LABELS,
  JOB_REGION_LABELS,
  JOB_TYPE_LABELS,
  type JobCity,
  type JobLocation,
  type JobRegion,
  type JobType,
} from 'graphql-api/job-labels';
export * from 'graphql-api/job-labels';

export function jobTypeLabel(type: JobType | null | undefined): string | null {
  return type ? (JOB_TYPE_LABELS[type] ?? null) : null;
}

export function jobLocationLabel(location: JobLocation | null | undefined): string | null {
  return location ? (JOB_LOCATION_LABELS[location] ?? null) : null;
}

export function jobCityLabel(city: JobCity | null | undefined): string | null {
  return city ? (JOB_CITY_LABELS[city] ?? null) : null;
}

/**
 * Where a job is, in a few words (product.md#where-a-job-is): a remote job's region ('Remote in
 * India'), else its mode; then its city, unless it is 'Other city'. Null when none is given.
 */
export function jobWhereLabel(job: {
  jobLocation?: JobLocation | null;
  city?: JobCity | null;
  region?: JobRegion | null;
}): string | null {
  const mode = job.region ? JOB_REGION_LABELS[job.region] : jobLocationLabel(job.jobLocation);
  const city = job.city && job.city !== 'OTHER' ? jobCityLabel(job.city) : null;
  return [mode, city].filter(Boolean).join(' · ') || null;
}
