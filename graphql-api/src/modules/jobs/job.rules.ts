import { JOB_LIMITS } from '../../contract/job-rules';
export { JOB_LIMITS };
import { BadInputError } from '../../errors';
import { calendarDay, dayToDate, isCalendarDay } from '../../lib/calendar-day';
import { parseExperienceYears } from '../../lib/experience';
import { parseSalaryMin } from '../../lib/salary';
import { optionalText, plainText, requiredText, wholeNumber } from '../../lib/validate';
import { httpUrl } from '../../lib/web-url';
import type { Job } from './job.entity';
import {
  type JobCity,
  JobLocation,
  type JobRegion,
  type JobType,
  parseJobCity,
  parseJobLocation,
  parseJobRegion,
  parseJobType,
} from './job.enums';

/**
 * The input rules of jobs (CONTRIBUTING.md#rules): what an admin may write and what a list may filter on.
 * Pure functions: every failure is a BadInputError naming its field, the same over GraphQL and REST.
 */

/** A job as written by an admin (GraphQL JobInput or the REST body). Every field is checked here. */
export type JobInput = {
  title?: unknown;
  company?: unknown;
  description?: unknown;
  externalLink?: unknown;
  responsibilities?: unknown;
  requirements?: unknown;
  skills?: unknown;
  benefits?: unknown;
  salary?: unknown;
  startDate?: unknown;
  deadline?: unknown;
  jobLocation?: unknown;
  jobType?: unknown;
  city?: unknown;
  region?: unknown;
  thumbnail?: unknown;
};

/** List filters (GraphQL JobFilter, or REST query strings: numbers and booleans may arrive as text). */
export type JobFilterInput = {
  q?: unknown;
  types?: unknown;
  locations?: unknown;
  cities?: unknown;
  regions?: unknown;
  maxSalary?: unknown;
  minSalary?: unknown;
  maxExperience?: unknown;
  includeClosed?: unknown;
};

/** A checked list filter. */
export type JobListFilter = {
  q: string | null;
  types: JobType[];
  locations: JobLocation[];
  cities: JobCity[];
  regions: JobRegion[];
  maxSalary: number | null;
  minSalary: number | null;
  maxExperience: number | null;
  includeClosed: boolean;
};

/** A checked job: every column an admin writes, and those derived from them. */
export type ParsedJob = Omit<Job, 'id' | 'slug' | 'views' | 'createdAt' | 'updatedAt'>;

const LISTS = ['responsibilities', 'requirements', 'skills', 'benefits'] as const;
const LIST_LABELS: Record<(typeof LISTS)[number], string> = {
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  skills: 'Skills',
  benefits: 'Benefits',
};
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Checks a job as written; date-times count as their calendar day in `timeZone` (APP_TIMEZONE). */
export function parseJob(input: JobInput, timeZone: string): ParsedJob {
  if (!input || typeof input !== 'object') throw new BadInputError('title', 'Title is required.');
  const title = requiredText(input.title, 'title', 'Title', JOB_LIMITS.title, 'single-line');
  const company = requiredText(
    input.company,
    'company',
    'Company',
    JOB_LIMITS.company,
    'single-line',
  );
  const description = requiredText(
    input.description,
    'description',
    'Description',
    JOB_LIMITS.description,
    'multi-line',
  );
  const externalLink = httpUrl(input.externalLink, 'externalLink', 'Apply link', {
    required: true,
  })!;
  const lists = Object.fromEntries(
    LISTS.map((name) => [name, parseList(input[name], name, LIST_LABELS[name])]),
  ) as Record<(typeof LISTS)[number], string[]>;
  const salary = optionalText(input.salary, 'salary', 'Salary', JOB_LIMITS.salary, 'single-line');
  const startDate = parseDay(input.startDate, 'startDate', 'Start date', timeZone);
  const deadline = parseDay(input.deadline, 'deadline', 'Deadline', timeZone);
  if (startDate && deadline && deadline.getTime() < startDate.getTime()) {
    throw new BadInputError('deadline', 'The deadline cannot be before the start date.');
  }
  const jobLocation = parseJobLocation(input.jobLocation);
  return {
    title,
    company,
    description,
    externalLink,
    ...lists,
    salary,
    salaryMin: parseSalaryMin(salary),
    experienceYears: parseExperienceYears(lists.requirements),
    startDate,
    deadline,
    jobLocation,
    jobType: parseJobType(input.jobType),
    city: parseJobCity(input.city),
    region: parseRegion(input.region, jobLocation),
    thumbnail: httpUrl(input.thumbnail, 'thumbnail', 'Thumbnail', { required: false }),
  };
}

/**
 * A remote job's region, ANYWHERE when not given; any other job has none, and one given is refused
 * rather than dropped (decision 097).
 */
function parseRegion(value: unknown, jobLocation: JobLocation | null): JobRegion | null {
  const region = parseJobRegion(value);
  if (jobLocation === JobLocation.REMOTE) return region ?? 'ANYWHERE';
  if (region)
    throw new BadInputError('region', 'A region is for remote jobs only: leave it empty.');
  return null;
}

/**
 * Rows trimmed, blank rows dropped, tabs made spaces; at most 50 rows of 1,000 characters. One text
 * is one row. A row with a control character or a bidi override is refused (decision 012).
 */
function parseList(value: unknown, field: string, label: string): string[] {
  if (value === undefined || value === null) return [];
  const rows = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(rows) || rows.some((row) => typeof row !== 'string')) {
    throw new BadInputError(field, `${label} must be a list of text rows.`);
  }
  const items = (rows as string[])
    .map((row) => plainText(row.replace(/\t/g, ' ').trim(), field, label, 'multi-line'))
    .filter(Boolean);
  if (items.length > JOB_LIMITS.listItems)
    throw new BadInputError(field, `${label} can have at most ${JOB_LIMITS.listItems} rows.`);
  if (items.some((item) => item.length > JOB_LIMITS.listItem)) {
    throw new BadInputError(
      field,
      `Each row of ${label.toLowerCase()} must be at most ${JOB_LIMITS.listItem} characters.`,
    );
  }
  if (Buffer.byteLength(JSON.stringify(items)) > JOB_LIMITS.listBytes)
    throw new BadInputError(field, `${label} is too long.`);
  return items;
}

/** 'YYYY-MM-DD', or an ISO date-time (its day in timeZone); '' or null = none. Stored as that day. */
function parseDay(value: unknown, field: string, label: string, timeZone: string): Date | null {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
    return null;
  const bad = () => new BadInputError(field, `${label} must be a date like 2026-03-31.`);
  let day: string | null = null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw bad();
    day = calendarDay(value, timeZone);
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (isCalendarDay(text)) {
      day = text;
    } else {
      const m = ISO_DATE_TIME.exec(text);
      if (!m || !isCalendarDay(m[1])) throw bad();
      const instant = new Date(m[2] ? text.replace(' ', 'T') : `${text.replace(' ', 'T')}Z`);
      if (Number.isNaN(instant.getTime())) throw bad();
      day = calendarDay(instant, timeZone);
    }
  } else {
    throw bad();
  }
  const year = Number(day.slice(0, 4));
  if (year < 1900 || year > 2999) throw bad();
  return dayToDate(day);
}

/** Checks list filters; none (null) is every open job. */
export function parseJobFilter(filter: JobFilterInput | null | undefined): JobListFilter {
  const f = filter ?? {};
  return {
    q: optionalText(f.q, 'q', 'Search text', JOB_LIMITS.query),
    types: parseMany(f.types, 'types', parseJobType),
    locations: parseMany(f.locations, 'locations', parseJobLocation),
    cities: parseMany(f.cities, 'cities', parseJobCity),
    regions: parseMany(f.regions, 'regions', parseJobRegion),
    maxSalary: wholeNumber(f.maxSalary, 'maxSalary'),
    minSalary: wholeNumber(f.minSalary, 'minSalary'),
    maxExperience: wholeNumber(f.maxExperience, 'maxExperience'),
    includeClosed: flag(f.includeClosed, 'includeClosed'),
  };
}

/** True when the filter narrows nothing (every open job). */
export function isEveryOpenJob(f: JobListFilter): boolean {
  return (
    !f.q &&
    !f.types.length &&
    !f.locations.length &&
    !f.cities.length &&
    !f.regions.length &&
    f.maxSalary === null &&
    f.minSalary === null &&
    f.maxExperience === null &&
    !f.includeClosed
  );
}

function parseMany<T>(
  value: unknown,
  field: string,
  parse: (v: unknown, field: string) => T | null,
): T[] {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.length > 20) throw new BadInputError(field, `${field} has too many values.`);
  return [...new Set(list.map((v) => parse(v, field)).filter((v): v is T => v !== null))];
}

function flag(value: unknown, field: string): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|1|yes)$/i.test(value.trim())) return true;
  if (typeof value === 'string' && /^(false|0|no)$/i.test(value.trim())) return false;
  throw new BadInputError(field, `${field} must be true or false.`);
}
