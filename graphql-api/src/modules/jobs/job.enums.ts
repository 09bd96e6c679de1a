import { registerEnumType } from 'type-graphql';
import {
  JOB_LOCATION_LABELS,
  JOB_LOCATIONS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
} from '../../contract/job-labels';
import { BadInputError } from '../../errors';

/** The labels people see (product.md#data), as REST answers them: the contract's one table, shared with the apps (decision 019). */
export { JOB_LOCATION_LABELS, JOB_TYPE_LABELS } from '../../contract/job-labels';

/**
 * A GraphQL enum from a table of the contract: each value is its own name (`JobType.FULL_TIME` is
 * 'FULL_TIME') and its label is the value's description. GraphQL speaks the values; REST and the UI
 * speak the labels.
 */
function labelledEnum<V extends string>(
  name: string,
  description: string,
  values: readonly V[],
  labels: Record<V, string>,
): { readonly [K in V]: K } {
  const members = Object.fromEntries(values.map((value) => [value, value])) as { [K in V]: K };
  const valuesConfig = Object.fromEntries(
    values.map((value) => [value, { description: labels[value] }]),
  ) as Record<V, { description: string }>;
  registerEnumType(members, {
    name,
    description: `${description} REST and UI labels: ${values.map((value) => labels[value]).join(', ')}.`,
    valuesConfig,
  });
  return members;
}

/** Employment type. */
export const JobType = labelledEnum('JobType', 'Employment type.', JOB_TYPES, JOB_TYPE_LABELS);
export type JobType = (typeof JOB_TYPES)[number];

/** Where the work happens. */
export const JobLocation = labelledEnum(
  'JobLocation',
  'Where the work happens.',
  JOB_LOCATIONS,
  JOB_LOCATION_LABELS,
);
export type JobLocation = (typeof JOB_LOCATIONS)[number];

// Keys: lowercase letters only, so 'Full-Time', 'Full-time', 'full time', 'FULL_TIME' all match.
const TYPE_WORDS: Record<string, JobType> = {
  fulltime: JobType.FULL_TIME,
  parttime: JobType.PART_TIME,
  internship: JobType.INTERNSHIP,
  intern: JobType.INTERNSHIP,
  contract: JobType.CONTRACT,
  contractor: JobType.CONTRACT,
};

const LOCATION_WORDS: Record<string, JobLocation> = {
  remote: JobLocation.REMOTE,
  onsite: JobLocation.ON_SITE,
  inoffice: JobLocation.ON_SITE,
  office: JobLocation.ON_SITE,
  hybrid: JobLocation.HYBRID,
};

const key = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');

/** An enum value from a GraphQL value or a label in any case and punctuation; '' or null = none. */
export function parseJobType(value: unknown, field = 'jobType'): JobType | null {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
    return null;
  const found = typeof value === 'string' ? TYPE_WORDS[key(value)] : undefined;
  if (!found)
    throw new BadInputError(
      field,
      'Job type must be one of Full-Time, Part-Time, Internship or Contract.',
    );
  return found;
}

export function parseJobLocation(value: unknown, field = 'jobLocation'): JobLocation | null {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
    return null;
  const found = typeof value === 'string' ? LOCATION_WORDS[key(value)] : undefined;
  if (!found) throw new BadInputError(field, 'Location must be one of Remote, On-site or Hybrid.');
  return found;
}
