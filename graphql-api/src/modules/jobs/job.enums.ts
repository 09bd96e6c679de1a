import { registerEnumType } from 'type-graphql';
import { BadInputError } from '../../errors';

/** Employment type. GraphQL speaks the enum values; REST and the UI speak the SPEC labels. */
export enum JobType {
  FULL_TIME = 'FULL_TIME',
  PART_TIME = 'PART_TIME',
  INTERNSHIP = 'INTERNSHIP',
  CONTRACT = 'CONTRACT',
}

/** Where the work happens. */
export enum JobLocation {
  REMOTE = 'REMOTE',
  ON_SITE = 'ON_SITE',
  HYBRID = 'HYBRID',
}

registerEnumType(JobType, {
  name: 'JobType',
  description: 'Employment type. REST and UI labels: Full-Time, Part-Time, Internship, Contract.',
  valuesConfig: {
    FULL_TIME: { description: 'Full-Time' },
    PART_TIME: { description: 'Part-Time' },
    INTERNSHIP: { description: 'Internship' },
    CONTRACT: { description: 'Contract' },
  },
});

registerEnumType(JobLocation, {
  name: 'JobLocation',
  description: 'Where the work happens. REST and UI labels: Remote, On-site, Hybrid.',
  valuesConfig: {
    REMOTE: { description: 'Remote' },
    ON_SITE: { description: 'On-site' },
    HYBRID: { description: 'Hybrid' },
  },
});

/** SPEC §3 labels, as REST answers them. */
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  FULL_TIME: 'Full-Time',
  PART_TIME: 'Part-Time',
  INTERNSHIP: 'Internship',
  CONTRACT: 'Contract',
};

export const JOB_LOCATION_LABELS: Record<JobLocation, string> = {
  REMOTE: 'Remote',
  ON_SITE: 'On-site',
  HYBRID: 'Hybrid',
};

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
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return null;
  const found = typeof value === 'string' ? TYPE_WORDS[key(value)] : undefined;
  if (!found) throw new BadInputError(field, 'Job type must be one of Full-Time, Part-Time, Internship or Contract.');
  return found;
}

export function parseJobLocation(value: unknown, field = 'jobLocation'): JobLocation | null {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return null;
  const found = typeof value === 'string' ? LOCATION_WORDS[key(value)] : undefined;
  if (!found) throw new BadInputError(field, 'Location must be one of Remote, On-site or Hybrid.');
  return found;
}
