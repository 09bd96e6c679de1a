import type { JobInput, JobLocation, JobType } from '@devjobs/web/schema-types';
import type { JobEditorFieldsFragment } from '../../graphql/generated/operations';
import { toDateInput } from '../../lib/dates';

/** The wizard's steps, in order (SPEC §4). */
export const STEPS = ['Core Details', 'Job Description', 'Logistics & Skills'] as const;

/** A list row: the key keeps each input stable while rows are added and removed. */
export type ListRow = { key: number; value: string };

export type JobFormValues = {
  title: string;
  company: string;
  externalLink: string;
  thumbnail: string;
  salary: string;
  description: string;
  responsibilities: ListRow[];
  requirements: ListRow[];
  jobType: JobType | '';
  jobLocation: JobLocation | '';
  startDate: string;
  deadline: string;
  skills: ListRow[];
  benefits: ListRow[];
};

export type JobField = keyof JobFormValues;
export type JobFormErrors = Partial<Record<JobField, string>>;

/** Which step holds each field: a server error on a field sends the admin to its step. */
export const FIELD_STEP: Record<JobField, number> = {
  title: 0,
  company: 0,
  externalLink: 0,
  thumbnail: 0,
  salary: 0,
  description: 1,
  responsibilities: 1,
  requirements: 1,
  jobType: 2,
  jobLocation: 2,
  startDate: 2,
  deadline: 2,
  skills: 2,
  benefits: 2,
};

export function isJobField(name: string): name is JobField {
  return Object.hasOwn(FIELD_STEP, name);
}

let nextKey = 1;
export function newRow(value = ''): ListRow {
  return { key: nextKey++, value };
}

/** List fields start with one empty row. */
function rows(values: readonly string[] | null | undefined): ListRow[] {
  return values && values.length ? values.map((v) => newRow(v)) : [newRow()];
}

/** The create form: every field empty, each list with one empty row. */
export function emptyJobForm(): JobFormValues {
  return jobFormFromJob({});
}

/** The edit form of a job (or, from `{}`, the empty create form). */
export function jobFormFromJob(job: Partial<JobEditorFieldsFragment>): JobFormValues {
  return {
    title: job.title ?? '',
    company: job.company ?? '',
    externalLink: job.externalLink ?? '',
    thumbnail: job.thumbnail ?? '',
    salary: job.salary ?? '',
    description: job.description ?? '',
    responsibilities: rows(job.responsibilities),
    requirements: rows(job.requirements),
    jobType: job.jobType ?? '',
    jobLocation: job.jobLocation ?? '',
    startDate: toDateInput(job.startDate),
    deadline: toDateInput(job.deadline),
    skills: rows(job.skills),
    benefits: rows(job.benefits),
  };
}

function isWebUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** The checks of one step (SPEC §5: title, company, apply link as a URL and description are required). */
export function validateStep(step: number, v: JobFormValues): JobFormErrors {
  const errors: JobFormErrors = {};
  if (step === 0) {
    if (!v.title.trim()) errors.title = 'Title is required';
    if (!v.company.trim()) errors.company = 'Company is required';
    if (!v.externalLink.trim()) errors.externalLink = 'Apply link is required';
    else if (!isWebUrl(v.externalLink.trim())) errors.externalLink = 'Enter a full web address, starting with https:// or http://';
    if (v.thumbnail.trim() && !isWebUrl(v.thumbnail.trim())) errors.thumbnail = 'Enter a full image address, starting with https:// or http://';
  }
  if (step === 1) {
    if (!v.description.trim()) errors.description = 'Description is required';
  }
  if (step === 2) {
    if (v.startDate && v.deadline && v.deadline < v.startDate) errors.deadline = 'Deadline cannot be before the start date';
  }
  return errors;
}

/** The first step with an error, or -1. */
export function firstStepWithError(errors: JobFormErrors): number {
  const steps = Object.keys(errors)
    .filter(isJobField)
    .filter((field) => Boolean(errors[field]))
    .map((field) => FIELD_STEP[field]);
  return steps.length ? Math.min(...steps) : -1;
}

/** The form as JobInput: strings trimmed, blank list rows dropped, blanks sent as null, dates as 'YYYY-MM-DD'. */
export function toJobInput(v: JobFormValues): JobInput {
  const text = (s: string) => s.trim();
  const optional = (s: string) => (s.trim() ? s.trim() : null);
  const list = (r: ListRow[]) => r.map((row) => row.value.trim()).filter(Boolean);
  return {
    title: text(v.title),
    company: text(v.company),
    externalLink: text(v.externalLink),
    description: text(v.description),
    thumbnail: optional(v.thumbnail),
    salary: optional(v.salary),
    responsibilities: list(v.responsibilities),
    requirements: list(v.requirements),
    skills: list(v.skills),
    benefits: list(v.benefits),
    jobType: v.jobType || null,
    jobLocation: v.jobLocation || null,
    startDate: v.startDate || null,
    deadline: v.deadline || null,
  };
}
