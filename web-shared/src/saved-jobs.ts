/** What a seeker's saved jobs may hold: the API's one table, for the storefront's note field. */
export { SAVED_JOB_LIMITS } from 'graphql-api/saved-jobs';
