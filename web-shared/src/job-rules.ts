/** The job limits the API accepts: its one table, for the console's job form (as course-rules.ts is for courses). */
export { JOB_LIMITS } from 'graphql-api/job-rules';
