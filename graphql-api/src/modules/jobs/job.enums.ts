import {
  JOB_CITIES,
  JOB_CITY_LABELS,
  JOB_LOCATION_LABELS,
  JOB_LOCATIONS,
  JOB_REGION_LABELS,
  JOB_REGIONS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
} from '../../contract/job-labels';
import { BadInputError } from '../../errors';
import { describedEnum, namesEnum } from '../../graphql/described-enum';

/** The labels people see (product.md#data), as REST answers them: the contract's one table, shared with the apps (decision 019). */
export {
  JOB_CITY_LABELS,
  JOB_LOCATION_LABELS,
  JOB_REGION_LABELS,
  JOB_TYPE_LABELS,
} from '../../contract/job-labels';

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
  const labelList = values.map((value) => labels[value]).join(', ');
  return describedEnum(
    namesEnum(values),
    name,
    `${description} REST and UI labels: ${labelList}.`,
    labels,
  );
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

/** The city of the job's office (decision 097). */
export const JobCity = labelledEnum(
  'JobCity',
  "The city of the job's office; OTHER: a city not in the list.",
  JOB_CITIES,
  JOB_CITY_LABELS,
);
export type JobCity = (typeof JOB_CITIES)[number];

/** Where a remote job's people may live (decision 097). */
export const JobRegion = labelledEnum(
  'JobRegion',
  "Where a remote job's people may live: India only, Asia time zones, or anywhere.",
  JOB_REGIONS,
  JOB_REGION_LABELS,
);
export type JobRegion = (typeof JOB_REGIONS)[number];

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

/** Each value by its own name and by its label, as `key` reads them. */
const wordsOf = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  Object.fromEntries(
    values.flatMap((value) => [
      [key(value), value],
      [key(labels[value]), value],
    ]),
  ) as Record<string, V>;
const CITY_WORDS: Record<string, JobCity> = {
  ...wordsOf(JOB_CITIES, JOB_CITY_LABELS),
  bangalore: 'BENGALURU',
  delhi: 'DELHI_NCR',
  gurgaon: 'DELHI_NCR',
  gurugram: 'DELHI_NCR',
  noida: 'DELHI_NCR',
  bombay: 'MUMBAI',
  madras: 'CHENNAI',
  calcutta: 'KOLKATA',
  cochin: 'KOCHI',
  trivandrum: 'THIRUVANANTHAPURAM',
};
const REGION_WORDS: Record<string, JobRegion> = {
  ...wordsOf(JOB_REGIONS, JOB_REGION_LABELS),
  asiatimezones: 'ASIA',
};

function key(value: string) {
  return value.toLowerCase().replace(/[^a-z]/g, '');
}

const cityNames = JOB_CITIES.filter((city) => city !== 'OTHER')
  .map((city) => JOB_CITY_LABELS[city])
  .join(', ');

/**
 * A parser of one enum: the value from its GraphQL name or a word of `words` (as `key` reads it);
 * '' or null = none; anything else is refused with `message` against the field.
 */
function enumParser<V extends string>(words: Record<string, V>, message: string, fallback: string) {
  return (value: unknown, field = fallback): V | null => {
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
      return null;
    const found = typeof value === 'string' ? words[key(value)] : undefined;
    if (!found) throw new BadInputError(field, message);
    return found;
  };
}

/** A city from its GraphQL value or its label (Bangalore and other old names too); '' or null = none. */
export const parseJobCity = enumParser(
  CITY_WORDS,
  `City must be one of ${cityNames}, or Other city.`,
  'city',
);

/** A remote region from its GraphQL value or its label; '' or null = none. */
export const parseJobRegion = enumParser(
  REGION_WORDS,
  'Region must be one of Remote in India, Remote in Asia time zones or Remote anywhere.',
  'region',
);

/** An enum value from a GraphQL value or a label in any case and punctuation; '' or null = none. */
export const parseJobType = enumParser(
  TYPE_WORDS,
  'Job type must be one of Full-Time, Part-Time, Internship or Contract.',
  'jobType',
);

/** A work location from its GraphQL value or its label; '' or null = none. */
export const parseJobLocation = enumParser(
  LOCATION_WORDS,
  'Location must be one of Remote, On-site or Hybrid.',
  'jobLocation',
);
