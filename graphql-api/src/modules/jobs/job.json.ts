import { JOB_LOCATION_LABELS, JOB_TYPE_LABELS } from './job.enums';
import type { JobRecord } from './job.rows';

/** The REST shape of a job (SPEC §3): the record, with `_id` as well as `id` and the SPEC labels for type and location. */
export function toJobJson(job: JobRecord) {
  return {
    _id: job.id,
    ...job,
    jobLocation: job.jobLocation ? JOB_LOCATION_LABELS[job.jobLocation] : null,
    jobType: job.jobType ? JOB_TYPE_LABELS[job.jobType] : null,
  };
}
