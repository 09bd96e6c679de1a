import { type AuditChange, changedFields } from '../audit/audit.service';
import type { Job } from './job.entity';

/** What staff write of a job, for its audit entry: the derived columns (salaryMin…) left out. */
const auditedFields = (job: Job) => ({
  title: job.title,
  slug: job.slug,
  company: job.company,
  description: job.description,
  externalLink: job.externalLink,
  responsibilities: job.responsibilities,
  requirements: job.requirements,
  skills: job.skills,
  benefits: job.benefits,
  salary: job.salary,
  startDate: job.startDate,
  deadline: job.deadline,
  jobLocation: job.jobLocation,
  jobType: job.jobType,
  city: job.city,
  region: job.region,
  thumbnail: job.thumbnail,
});

/** A job write's changed fields for its audit entry (decision 056); null: created or deleted. */
export const jobChanges = (before: Job | null, after: Job | null): AuditChange[] =>
  changedFields(before && auditedFields(before), after && auditedFields(after));
