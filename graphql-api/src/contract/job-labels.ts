/**
 * The job enums of the API contract (docs/api-contract.md) and the labels people see (product.md#data): the
 * one table. The API registers the GraphQL enums from it and answers REST with its labels; the apps
 * import it through `@devjobs/web/job-labels` (decision 019). No imports: both sides compile it.
 */

export const JOB_TYPES = ['FULL_TIME', 'PART_TIME', 'INTERNSHIP', 'CONTRACT'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_LOCATIONS = ['REMOTE', 'ON_SITE', 'HYBRID'] as const;
export type JobLocation = (typeof JOB_LOCATIONS)[number];

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

/**
 * Where an office job is: common Indian tech cities, then OTHER (a city not in the list). A job's
 * city is optional (product.md#where-a-job-is). Keys stay fixed; labels may be reworded.
 */
export const JOB_CITIES = [
  'BENGALURU',
  'HYDERABAD',
  'PUNE',
  'CHENNAI',
  'MUMBAI',
  'DELHI_NCR',
  'KOLKATA',
  'AHMEDABAD',
  'KOCHI',
  'JAIPUR',
  'CHANDIGARH',
  'COIMBATORE',
  'INDORE',
  'THIRUVANANTHAPURAM',
  'OTHER',
] as const;
export type JobCity = (typeof JOB_CITIES)[number];

export const JOB_CITY_LABELS: Record<JobCity, string> = {
  BENGALURU: 'Bengaluru',
  HYDERABAD: 'Hyderabad',
  PUNE: 'Pune',
  CHENNAI: 'Chennai',
  MUMBAI: 'Mumbai',
  DELHI_NCR: 'Delhi NCR',
  KOLKATA: 'Kolkata',
  AHMEDABAD: 'Ahmedabad',
  KOCHI: 'Kochi',
  JAIPUR: 'Jaipur',
  CHANDIGARH: 'Chandigarh',
  COIMBATORE: 'Coimbatore',
  INDORE: 'Indore',
  THIRUVANANTHAPURAM: 'Thiruvananthapuram',
  OTHER: 'Other city',
};

/** Where a remote job's people may live (decision 097): remote jobs only. */
export const JOB_REGIONS = ['INDIA', 'ASIA', 'ANYWHERE'] as const;
export type JobRegion = (typeof JOB_REGIONS)[number];

export const JOB_REGION_LABELS: Record<JobRegion, string> = {
  INDIA: 'Remote in India',
  ASIA: 'Remote in Asia time zones',
  ANYWHERE: 'Remote anywhere',
};
