import { JOB_CITIES, JOB_CITY_LABELS } from '@devjobs/web/job-labels';
import type {
  JobCity,
  JobFilter,
  JobLocation,
  JobRegion,
  JobType,
} from '@devjobs/web/schema-types';

/**
 * The /jobs filters (product.md#limits) and how they sit in the URL, so a filtered list can be shared and
 * Back works. Parameter names follow the REST shim (`q`, `type`, `mode`, `maxSalary`, ...) and
 * values are the people's labels in kebab case, so the same query string reads well and can be
 * handed to `/jobs.rss`:
 *
 *   /jobs?q=react&type=full-time&type=internship&mode=remote&maxSalary=60000&maxExperience=2
 *   /jobs?city=delhi-ncr    /jobs?mode=remote&region=india
 *
 * Anything unknown in the URL is ignored, never an error.
 */

export type { JobCity };
export type SalaryKey = 'any' | '30000' | '60000' | '100000' | '200000' | 'over-200000';
export type ExperienceKey = 'any' | '0' | '1' | '2' | '3' | '5';

export type JobFilters = {
  q: string;
  salary: SalaryKey;
  modes: JobLocation[];
  types: JobType[];
  /** One city, or null for any (decision 097). */
  city: JobCity | null;
  regions: JobRegion[];
  experience: ExperienceKey;
};

export const SALARY_OPTIONS: {
  key: SalaryKey;
  label: string;
  input: Pick<JobFilter, 'maxSalary' | 'minSalary'>;
}[] = [
  { key: 'any', label: 'Any', input: {} },
  { key: '30000', label: 'Up to ₹30,000', input: { maxSalary: 30000 } },
  { key: '60000', label: 'Up to ₹60,000', input: { maxSalary: 60000 } },
  { key: '100000', label: 'Up to 1 LPA', input: { maxSalary: 100000 } },
  { key: '200000', label: 'Up to 2 LPA', input: { maxSalary: 200000 } },
  { key: 'over-200000', label: 'More than 2 LPA', input: { minSalary: 200001 } },
];

export const MODE_OPTIONS: { value: JobLocation; param: string; label: string }[] = [
  { value: 'REMOTE', param: 'remote', label: 'Remote' },
  { value: 'ON_SITE', param: 'onsite', label: 'Onsite' },
  { value: 'HYBRID', param: 'hybrid', label: 'Hybrid' },
];

export const TYPE_OPTIONS: { value: JobType; param: string; label: string }[] = [
  { value: 'INTERNSHIP', param: 'internship', label: 'Internship' },
  { value: 'FULL_TIME', param: 'full-time', label: 'Full-time' },
  { value: 'CONTRACT', param: 'contract', label: 'Contract' },
  { value: 'PART_TIME', param: 'part-time', label: 'Part-time' },
];

/** A label in kebab case: 'Delhi NCR' → 'delhi-ncr' (the API reads it as the label). */
const kebab = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The cities, in the contract's order (OTHER last). */
export const CITY_OPTIONS: { value: JobCity; param: string; label: string }[] = JOB_CITIES.map(
  (value) => ({ value, param: kebab(JOB_CITY_LABELS[value]), label: JOB_CITY_LABELS[value] }),
);

/**
 * A remote job's regions: `region=india`, `asia`, `anywhere`, under the legend "Remote region" (the
 * words alone, so no box is named like the Remote mode).
 */
export const REGION_OPTIONS: { value: JobRegion; param: string; label: string }[] = [
  { value: 'INDIA', param: 'india', label: 'India only' },
  { value: 'ASIA', param: 'asia', label: 'Asia time zones' },
  { value: 'ANYWHERE', param: 'anywhere', label: 'Anywhere' },
];

export const EXPERIENCE_OPTIONS: { key: ExperienceKey; label: string; maxExperience?: number }[] = [
  { key: 'any', label: 'Any' },
  { key: '0', label: 'Fresher (0 years)', maxExperience: 0 },
  { key: '1', label: 'Up to 1 year', maxExperience: 1 },
  { key: '2', label: 'Up to 2 years', maxExperience: 2 },
  { key: '3', label: 'Up to 3 years', maxExperience: 3 },
  { key: '5', label: 'Up to 5 years', maxExperience: 5 },
];

export const EMPTY_FILTERS: JobFilters = {
  q: '',
  salary: 'any',
  modes: [],
  types: [],
  city: null,
  regions: [],
  experience: 'any',
};

/** Punctuation- and case-insensitive, like the API: "On-site" = "onsite", "Full_Time" = "full-time". */
const loose = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

function pick<T extends { param: string }>(options: T[], values: string[]): T[] {
  const wanted = new Set(values.map(loose));
  return options.filter((option) => wanted.has(loose(option.param)));
}

export function readFilters(params: URLSearchParams): JobFilters {
  const maxSalary = params.get('maxSalary');
  const minSalary = params.get('minSalary');
  // `salary=<key>`: the filter form without JavaScript, whose radios cannot name two parameters.
  const salaryKey = SALARY_OPTIONS.find((o) => o.key === params.get('salary'))?.key;
  const salary: SalaryKey =
    salaryKey ??
    (minSalary !== null && Number(minSalary) > 200000
      ? 'over-200000'
      : (SALARY_OPTIONS.find((o) => o.key !== 'any' && o.input.maxSalary === Number(maxSalary))
          ?.key ?? 'any'));
  const experience =
    EXPERIENCE_OPTIONS.find((o) => o.key !== 'any' && o.key === params.get('maxExperience'))?.key ??
    'any';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    salary,
    modes: pick(MODE_OPTIONS, params.getAll('mode')).map((o) => o.value),
    types: pick(TYPE_OPTIONS, params.getAll('type')).map((o) => o.value),
    city: pick(CITY_OPTIONS, params.getAll('city'))[0]?.value ?? null,
    regions: pick(REGION_OPTIONS, params.getAll('region')).map((o) => o.value),
    experience,
  };
}

/** The canonical query string of `filters` (fixed order, nothing for "any"). */
export function writeFilters(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  for (const option of TYPE_OPTIONS)
    if (filters.types.includes(option.value)) params.append('type', option.param);
  for (const option of MODE_OPTIONS)
    if (filters.modes.includes(option.value)) params.append('mode', option.param);
  const city = CITY_OPTIONS.find((option) => option.value === filters.city);
  if (city) params.set('city', city.param);
  for (const option of REGION_OPTIONS)
    if (filters.regions.includes(option.value)) params.append('region', option.param);
  const salary = SALARY_OPTIONS.find((o) => o.key === filters.salary)?.input ?? {};
  if (salary.maxSalary !== undefined) params.set('maxSalary', String(salary.maxSalary));
  if (salary.minSalary !== undefined) params.set('minSalary', String(salary.minSalary));
  const experience = EXPERIENCE_OPTIONS.find((o) => o.key === filters.experience)?.maxExperience;
  if (experience !== undefined) params.set('maxExperience', String(experience));
  return params;
}

/** The parameters /jobs reads: the filters, the no-script form's `salary`, and the page's cursor. */
export const JOBS_PARAMS = new Set([
  'q',
  'type',
  'mode',
  'city',
  'region',
  'maxSalary',
  'minSalary',
  'maxExperience',
  'salary',
  'after',
]);

/** The cursor of the page /jobs starts from (`after`, a link's "More jobs"); null for the first page. */
export function readPageCursor(params: URLSearchParams): string | null {
  const after = params.get('after');
  return after && /^[A-Za-z0-9_-]{1,200}$/.test(after) ? after : null;
}

/** The canonical address of the list from `filters`, starting after `after` when given. */
export function jobsQuery(filters: JobFilters, after: string | null): URLSearchParams {
  const params = writeFilters(filters);
  if (after) params.set('after', after);
  return params;
}

/** The GraphQL `JobFilter` for `filters`; undefined when nothing is filtered. */
export function toFilterInput(filters: JobFilters): JobFilter | undefined {
  const input: JobFilter = { ...SALARY_OPTIONS.find((o) => o.key === filters.salary)?.input };
  if (filters.q) input.q = filters.q;
  if (filters.types.length) input.types = [...filters.types];
  if (filters.modes.length) input.locations = [...filters.modes];
  if (filters.city) input.cities = [filters.city];
  if (filters.regions.length) input.regions = [...filters.regions];
  const maxExperience = EXPERIENCE_OPTIONS.find((o) => o.key === filters.experience)?.maxExperience;
  if (maxExperience !== undefined) input.maxExperience = maxExperience;
  return Object.keys(input).length ? input : undefined;
}

/** How many filters are set (shown on the mobile Filters button). */
export function countFilters(filters: JobFilters): number {
  return (
    (filters.q ? 1 : 0) +
    (filters.salary !== 'any' ? 1 : 0) +
    filters.modes.length +
    filters.types.length +
    (filters.city ? 1 : 0) +
    filters.regions.length +
    (filters.experience !== 'any' ? 1 : 0)
  );
}

/** The filters of a kept `JobFilter` (a job alert's): the inverse of `toFilterInput`. */
export function fromFilterInput(input: JobFilter): JobFilters {
  const salary =
    SALARY_OPTIONS.find(
      (o) =>
        o.key !== 'any' &&
        (o.input.maxSalary ?? null) === (input.maxSalary ?? null) &&
        (o.input.minSalary ?? null) === (input.minSalary ?? null),
    )?.key ?? 'any';
  const experience =
    EXPERIENCE_OPTIONS.find(
      (o) => o.maxExperience !== undefined && o.maxExperience === input.maxExperience,
    )?.key ?? 'any';
  return {
    q: input.q ?? '',
    salary,
    modes: MODE_OPTIONS.filter((o) => input.locations?.includes(o.value)).map((o) => o.value),
    types: TYPE_OPTIONS.filter((o) => input.types?.includes(o.value)).map((o) => o.value),
    experience,
    // The page offers one city; a filter kept with several reads as its first.
    city: CITY_OPTIONS.find((o) => input.cities?.includes(o.value))?.value ?? null,
    regions: REGION_OPTIONS.filter((o) => input.regions?.includes(o.value)).map((o) => o.value),
  };
}

/** The filters in words ('"react" · Full-time · Remote · Up to 2 years'); 'Every new job' for none. */
export function describeFilters(filters: JobFilters): string {
  const parts = [
    filters.q && `“${filters.q}”`,
    ...TYPE_OPTIONS.filter((o) => filters.types.includes(o.value)).map((o) => o.label),
    ...MODE_OPTIONS.filter((o) => filters.modes.includes(o.value)).map((o) => o.label),
    CITY_OPTIONS.find((o) => o.value === filters.city)?.label,
    ...REGION_OPTIONS.filter((o) => filters.regions.includes(o.value)).map(
      (o) => `Remote: ${o.label}`,
    ),
    filters.salary !== 'any' && SALARY_OPTIONS.find((o) => o.key === filters.salary)?.label,
    filters.experience !== 'any' &&
      EXPERIENCE_OPTIONS.find((o) => o.key === filters.experience)?.label,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Every new job';
}
