import { JOB_LOCATION_LABELS, JOB_TYPE_LABELS } from './job.enums';
import type { JobRecord } from './job.service';

/** The REST shape of a job (SPEC §3): `_id` as well as `id`, and the SPEC labels for type and location. */
export function toJobJson(job: JobRecord) {
  return {
    _id: job.id,
    id: job.id,
    slug: job.slug,
    title: job.title,
    company: job.company,
    description: job.description,
    externalLink: job.externalLink,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    skills: job.skills,
    benefits: job.benefits,
    salary: job.salary,
    salaryMin: job.salaryMin,
    experienceYears: job.experienceYears,
    startDate: job.startDate,
    deadline: job.deadline,
    jobLocation: job.jobLocation ? JOB_LOCATION_LABELS[job.jobLocation] : null,
    jobType: job.jobType ? JOB_TYPE_LABELS[job.jobType] : null,
    thumbnail: job.thumbnail,
    views: job.views,
    isOpen: job.isOpen,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}
