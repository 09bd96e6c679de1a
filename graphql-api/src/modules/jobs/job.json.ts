import { isoTime } from '../../lib/iso-time';
import {
  JOB_CITY_LABELS,
  JOB_LOCATION_LABELS,
  JOB_REGION_LABELS,
  JOB_TYPE_LABELS,
} from './job.enums';
import type { JobRecord } from './job.rows';

/**
 * The REST shape of a job (docs/api-contract.md#rest-shim): the record, with `_id` as well as `id`, the labels for type,
 * location, city and region, and its dates already written as JSON writes a Date (no Date left: JSON.stringify
 * keeps its fast path, decision 028).
 */
export function toJobJson(job: JobRecord) {
  return {
    _id: job.id,
    ...job,
    jobLocation: job.jobLocation ? JOB_LOCATION_LABELS[job.jobLocation] : null,
    jobType: job.jobType ? JOB_TYPE_LABELS[job.jobType] : null,
    city: job.city ? JOB_CITY_LABELS[job.city] : null,
    region: job.region ? JOB_REGION_LABELS[job.region] : null,
    startDate: job.startDate && isoTime(job.startDate),
    deadline: job.deadline && isoTime(job.deadline),
    createdAt: isoTime(job.createdAt),
    updatedAt: isoTime(job.updatedAt),
  };
}
