import type { JobCity, JobInput, JobLocation, JobRegion, JobType } from '@devjobs/web/schema-types';
import type { JobEditorFieldsFragment } from '../../graphql/generated/operations';
import { toDateInput } from '@devjobs/web/dates';
import { JOB_LIMITS } from '@devjobs/web/job-rules';

/** The wizard's steps, in order (product.md#admin-console). */
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
  city: JobCity | '';
  /** Remote jobs only; empty: anywhere (decision 097). */
  region: JobRegion | '';
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
  city: 2,
  region: 2,
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
    city: job.city ?? '',
    region: job.region ?? '',
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

/** A text field's problem, in the API's words: missing (when required) or over its limit. */
function textProblem(
  value: string,
  label: string,
  max: number,
  required: boolean,
): string | undefined {
  const text = value.trim();
  if (!text) return required ? `${label} is required.` : undefined;
  if (text.length > max) return `${label} must be at most ${max} characters.`;
  return undefined;
}

function linkProblem(value: string, label: string, required: boolean): string | undefined {
  const text = value.trim();
  if (!text) return required ? `${label} is required.` : undefined;
  return isWebUrl(text)
    ? undefined
    : `${label} must be a full web address starting with http:// or https://.`;
}

const LIST_LABELS = {
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  skills: 'Skills',
  benefits: 'Benefits',
} as const;

/** A list's problem, in the API's words: too many rows, a row too long, or too long as a whole. */
function listProblem(rows: ListRow[], label: string): string | undefined {
  const items = rows.map((row) => row.value.trim()).filter(Boolean);
  if (items.length > JOB_LIMITS.listItems)
    return `${label} can have at most ${JOB_LIMITS.listItems} rows.`;
  if (items.some((item) => item.length > JOB_LIMITS.listItem))
    return `Each row of ${label.toLowerCase()} must be at most ${JOB_LIMITS.listItem} characters.`;
  if (new Blob([JSON.stringify(items)]).size > JOB_LIMITS.listBytes) return `${label} is too long.`;
  return undefined;
}

/**
 * The checks of one step, with the API's limits and messages (`@devjobs/web/job-rules`; the API
 * checks everything again): title, company, apply link and description required (product.md#validation).
 */
export function validateStep(step: number, v: JobFormValues): JobFormErrors {
  const found: JobFormErrors = {};
  if (step === 0) {
    found.title = textProblem(v.title, 'Title', JOB_LIMITS.title, true);
    found.company = textProblem(v.company, 'Company', JOB_LIMITS.company, true);
    found.externalLink = linkProblem(v.externalLink, 'Apply link', true);
    found.thumbnail = linkProblem(v.thumbnail, 'Thumbnail', false);
    found.salary = textProblem(v.salary, 'Salary', JOB_LIMITS.salary, false);
  }
  if (step === 1) {
    found.description = textProblem(v.description, 'Description', JOB_LIMITS.description, true);
    found.responsibilities = listProblem(v.responsibilities, LIST_LABELS.responsibilities);
    found.requirements = listProblem(v.requirements, LIST_LABELS.requirements);
  }
  if (step === 2) {
    found.skills = listProblem(v.skills, LIST_LABELS.skills);
    found.benefits = listProblem(v.benefits, LIST_LABELS.benefits);
    if (v.startDate && v.deadline && v.deadline < v.startDate)
      found.deadline = 'The deadline cannot be before the start date.';
  }
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message));
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
    city: v.city || null,
    // A region is a remote job's: a job changed from remote to another mode sends none.
    region: (v.jobLocation === 'REMOTE' && v.region) || null,
    startDate: v.startDate || null,
    deadline: v.deadline || null,
  };
}
