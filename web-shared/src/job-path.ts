/** A job's page address, as the API builds it too (graphql-api/src/contract/job-path.ts). */
export { jobPath } from 'graphql-api/job-path';
