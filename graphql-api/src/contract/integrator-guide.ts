/**
 * What the storefront's "For integrators" page shows that the API rules (product.md#for-integrators):
 * the example operations (a test runs each against the API, so none goes stale), the webhook events
 * and the Standard Webhooks headers. Limits and the API's address come over the API (`apiGuide`),
 * from the settings the server uses. No imports: both sides compile it.
 */

/** An example an integrator can paste: a GraphQL operation, and the scope its token needs (none: anonymous). */
export type ApiExample = {
  title: string;
  /** What it answers, in a sentence. */
  about: string;
  query: string;
  variables?: Record<string, unknown>;
  scope?: string;
};

export const API_EXAMPLES: readonly ApiExample[] = [
  {
    title: 'The newest open jobs',
    about: 'Public: no token needed. Each page is at most 100; pass the last cursor as after.',
    query:
      'query NewestJobs($first: Int!) { jobs(first: $first) { totalCount edges { cursor node { id title company createdAt } } } }',
    variables: { first: 5 },
  },
  {
    title: 'The course catalogue',
    about: 'Public: the courses on sale, newest first.',
    query: 'query Catalogue { courses(first: 10) { edges { node { id title price } } } }',
  },
  {
    title: 'Post a job',
    about:
      'Needs a token with jobs:write; the job is recorded in the audit log under the token’s name.',
    query:
      'mutation PostJob($input: JobInput!) { createJob(input: $input) { id title createdAt } }',
    variables: {
      input: {
        title: 'Senior React Developer',
        company: 'Acme Labs',
        jobLocation: 'REMOTE',
        description: 'Build the dashboards our customers run their shops on.',
        externalLink: 'https://example.com/careers/senior-react',
        jobType: 'FULL_TIME',
      },
    },
    scope: 'jobs:write',
  },
];

/** The events a webhook endpoint may subscribe to, each with when it is sent. */
export const WEBHOOK_EVENTS = [
  { event: 'job.created', when: 'A job is posted.' },
  { event: 'job.updated', when: 'A job is edited.' },
  { event: 'job.closed', when: 'A job is deleted or its deadline has passed.' },
  { event: 'course.published', when: 'A course goes on sale.' },
  { event: 'order.paid', when: 'A payment for a course or PDF is captured.' },
  { event: 'order.refunded', when: 'An order is refunded.' },
] as const;

/** The Standard Webhooks headers every delivery carries. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;
