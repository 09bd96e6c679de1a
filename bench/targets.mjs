// What every bench target answers: the first filtered page of 20 jobs. Kept apart from
// jobs-server.mjs so the load generator (jobs.mjs) does not load the API to read two constants.
/** The filtered first page every target answers: full-time or internship, remote or hybrid, salary ≤ 20 LPA. */
export const REST_PATH =
  '/api/jobs?type=Full-Time,Internship&mode=Remote,Hybrid&maxSalary=2000000&limit=20';
export const GRAPHQL_BODY = JSON.stringify({
  query: `query JobsPage($filter: JobFilter, $first: Int) {
    jobs(filter: $filter, first: $first) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id slug title company description externalLink responsibilities requirements skills benefits
        salary salaryMin experienceYears startDate deadline jobLocation jobType thumbnail views isOpen createdAt updatedAt } }
    }
  }`,
  variables: {
    filter: {
      types: ['FULL_TIME', 'INTERNSHIP'],
      locations: ['REMOTE', 'HYBRID'],
      maxSalary: 2_000_000,
    },
    first: 20,
  },
});
