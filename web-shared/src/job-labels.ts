/** The job enums of docs/api-contract.md and the labels people see (product.md#data): the API's one table (decision 019). */
import {
  JOB_LOCATION_LABELS,
  JOB_TYPE_LABELS,
  type JobLocation,
  type JobType,
} from 'graphql-api/job-labels';
export {
  JOB_LOCATIONS,
  JOB_LOCATION_LABELS,
  JOB_TYPES,
  JOB_TYPE_LABELS,
  type JobLocation,
  type JobType,
} from 'graphql-api/job-labels';

export function jobTypeLabel(type: JobType | null | undefined): string | null {
  return type ? (JOB_TYPE_LABELS[type] ?? null) : null;
}

export function jobLocationLabel(location: JobLocation | null | undefined): string | null {
  return location ? (JOB_LOCATION_LABELS[location] ?? null) : null;
}
