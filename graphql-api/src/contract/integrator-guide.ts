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

/** The events a webhook endpoint may subscribe to (decision 104), in the order they are listed. */
export const WEBHOOK_EVENTS = [
  'job.created',
  'job.updated',
  'job.closed',
  'course.published',
  'order.paid',
  'order.refunded',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** When each event is sent. */
export const WEBHOOK_EVENT_WHEN: Record<WebhookEvent, string> = {
  'job.created': 'A job is posted.',
  'job.updated': 'A job is edited.',
  'job.closed': 'A job is deleted, or its deadline is moved into the past.',
  'course.published': 'A course is created (it is on sale at once).',
  'order.paid': 'A payment for a course or PDF is captured.',
  'order.refunded': 'An order is refunded.',
};

/** The Standard Webhooks headers every delivery carries. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** A shell word in single quotes. */
const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The curl command that sends `example` to the API at `address`, with the token from $DEVJOBS_TOKEN when it needs one. */
export function curlOf(example: ApiExample, address: string): string {
  const body = JSON.stringify({
    query: example.query,
    ...(example.variables ? { variables: example.variables } : {}),
  });
  return [
    `curl -s ${address}/graphql`,
    `  -H 'content-type: application/json'`,
    ...(example.scope ? [`  -H "authorization: Bearer $DEVJOBS_TOKEN"`] : []),
    `  -d ${quoted(body)}`,
  ].join(' \\\n');
}

/** An operation laid out one field a line, indented by depth, as the explorer formats it. */
export function pretty(query: string): string {
  const open = query.indexOf('{');
  const lines = [`${query.slice(0, open).trim()} {`];
  let depth = 1;
  let parens = 0;
  let word = '';
  const put = (text: string) => lines.push(`${'  '.repeat(depth)}${text}`);
  const flush = () => {
    if (word.trim()) put(word.trim());
    word = '';
  };
  for (const ch of query.slice(open + 1)) {
    if (ch === '(') parens += 1;
    if (ch === ')') parens -= 1;
    if (parens > 0) word += ch;
    else if (ch === '{') {
      put(`${word.trim()} {`);
      word = '';
      depth += 1;
    } else if (ch === '}') {
      flush();
      depth -= 1;
      put('}');
    } else if (/\s/.test(ch)) flush();
    else word += ch;
  }
  return lines.join('\n');
}
