/**
 * The job limits the API enforces and the admin's job form checks before sending, as
 * course-rules.ts does for courses (decision 028). The API's job.rules.ts turns them into its
 * BAD_USER_INPUT errors; the console imports them through `@devjobs/web/job-rules` and words its
 * messages as the API does. No imports: both sides compile it.
 */
export const JOB_LIMITS = {
  title: 200,
  company: 200,
  description: 15_000, // a MySQL TEXT holds 65,535 bytes: 15,000 characters of 4 bytes fit
  salary: 200,
  /** Rows of one list (responsibilities, requirements, skills, benefits), and characters of a row. */
  listItems: 50,
  listItem: 1_000,
  /** Bytes (UTF-8) of one list as JSON, as stored. */
  listBytes: 60_000,
  query: 200,
  pageSize: 100,
  titleSuggestions: 50,
} as const;
