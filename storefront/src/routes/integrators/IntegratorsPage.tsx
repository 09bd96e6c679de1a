import { useQuery } from '@apollo/client/react';
import { Link, Skeleton, Stack } from '@mui/material';
import { ErrorState } from '@devjobs/web/ErrorState';
import {
  API_EXAMPLES,
  curlOf,
  pretty,
  WEBHOOK_EVENT_WHEN,
  WEBHOOK_EVENTS,
  WEBHOOK_HEADERS,
} from '@devjobs/web/integrator-guide';
import { formatCount } from '@devjobs/web/numbers';
import { Page } from '../../components/Page';
import {
  IntegratorsPageDocument,
  type IntegratorsPageQuery,
} from '../../graphql/generated/operations';
import { PolicyPage, type PolicySection } from '../policies/PolicyPage';
import { CodeBlock } from './CodeBlock';
import { VERIFY_CODE } from './integrator-text';

type Guide = IntegratorsPageQuery['apiGuide'];

const TITLE = 'For integrators';
const DESCRIPTION =
  'Use the DevJobs API: get a token, send GraphQL or REST requests, read the limits, and receive signed webhooks.';

/** The sections of /integrators, with the address and limits the API answered. */
const sections = ({ address, explorerAddress, limits }: Guide): PolicySection[] => [
  ...startSections(address, explorerAddress),
  limitsSection(limits),
  ...refusalAndWebhookSections(),
];

/** How to get a token, where the API is and the three examples. */
function startSections(address: string, explorerAddress: string): PolicySection[] {
  return [
    {
      heading: 'Get a token',
      body: (
        <>
          <p>
            Public jobs and courses need no token. To write or to read what staff read, ask a staff
            member to make a token on the console’s <strong>API tokens</strong> page: a name, the
            scopes it may use (such as <code>jobs:read</code> or <code>jobs:write</code>) and how
            long it lasts. The token is shown once; keep it secret and send it with every request:
          </p>
          <CodeBlock>{'Authorization: Bearer devjobs_pat_…'}</CodeBlock>
          <p>
            Staff can revoke a token at any time; its next request is refused. A token acts only
            within its scopes and never signs in as a person.
          </p>
        </>
      ),
    },
    {
      heading: 'Where the API is',
      body: (
        <ul>
          <li>
            GraphQL: <code>{`${address}/graphql`}</code> (POST, JSON body with <code>query</code>{' '}
            and <code>variables</code>)
          </li>
          <li>
            REST: <code>{`${address}/api`}</code>
          </li>
          <li>
            Explorer, to read the schema and try queries in the browser:{' '}
            <Link href={explorerAddress}>{explorerAddress}</Link>
          </li>
        </ul>
      ),
    },
    {
      heading: 'Three examples',
      body: API_EXAMPLES.map((example) => (
        <section key={example.title} aria-label={example.title}>
          <p>
            <strong>{example.title}.</strong> {example.about}
          </p>
          <CodeBlock>{pretty(example.query)}</CodeBlock>
          <CodeBlock>{curlOf(example, address)}</CodeBlock>
        </section>
      )),
    },
  ];
}

/** The limits, from the figures the server holds callers to. */
function limitsSection(limits: Guide['limits']): PolicySection {
  const window = `${limits.windowSeconds} seconds`;
  return {
    heading: 'Limits',
    body: (
      <>
        <ul>
          <li>
            Every caller: one GraphQL operation may cost at most{' '}
            {formatCount(limits.costPerRequest)}. Each field costs 1, and a list costs 10 plus its
            page size times what one item asks for.
          </li>
          <li>
            Each token: {formatCount(limits.tokenRequestsPerMinute)} requests to{' '}
            <code>/graphql</code> and <code>/api</code> per {window}, and GraphQL operations costing{' '}
            {formatCount(limits.tokenCostPerMinute)} in all per {window}. Windows start on the
            minute.
          </li>
        </ul>
        <p>
          Every answer reports what its operation cost in <code>extensions.cost</code> (
          <code>requested</code>, <code>limit</code>, <code>remaining</code>). A token’s answers
          carry the <code>RateLimit-Policy</code> and <code>RateLimit</code> headers, for example:
        </p>
        <CodeBlock>
          {`RateLimit-Policy: "requests";q=${limits.tokenRequestsPerMinute};w=${limits.windowSeconds}, "cost";q=${limits.tokenCostPerMinute};qu="query-cost";w=${limits.windowSeconds}\nRateLimit: "requests";r=${limits.tokenRequestsPerMinute - 1};t=42, "cost";r=${limits.tokenCostPerMinute - 20};t=42`}
        </CodeBlock>
        <p>
          Past a limit the answer is <code>429</code> with <code>Retry-After</code> in seconds: wait
          that long, then go on.
        </p>
      </>
    ),
  };
}

/** What refusals look like, and the webhooks' events and signatures. */
function refusalAndWebhookSections(): PolicySection[] {
  return [
    {
      heading: 'When a request is refused',
      body: (
        <ul>
          <li>
            <code>401</code>: the token is missing, malformed, unknown, revoked or expired, with{' '}
            <code>WWW-Authenticate: Bearer realm="devjobs", error="invalid_token"</code>.
          </li>
          <li>
            <code>403</code>: the token lacks a scope; the answer names it, as in{' '}
            <code>error="insufficient_scope", scope="jobs:write"</code>.
          </li>
          <li>
            On <code>/graphql</code> the reason is in <code>errors[0].extensions.code</code>; on{' '}
            <code>/api</code> in the body’s <code>code</code>.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Webhooks',
      body: (
        <>
          <p>
            Staff register your endpoint on the console for any of these events; each is POSTed to
            it as JSON:
          </p>
          <ul>
            {WEBHOOK_EVENTS.map((event) => (
              <li key={event}>
                <code>{event}</code>: {WEBHOOK_EVENT_WHEN[event]}
              </li>
            ))}
          </ul>
          <p>
            Every delivery is signed the Standard Webhooks way. It carries{' '}
            <code>{WEBHOOK_HEADERS.id}</code>, <code>{WEBHOOK_HEADERS.timestamp}</code> (Unix
            seconds) and <code>{WEBHOOK_HEADERS.signature}</code>: <code>v1,&lt;signature&gt;</code>
            , the base64 HMAC-SHA256 of <code>id.timestamp.body</code> keyed with your endpoint’s{' '}
            <code>whsec_</code> secret (the base64 after the prefix). Check it with the{' '}
            <code>standardwebhooks</code> package:
          </p>
          <CodeBlock>{VERIFY_CODE}</CodeBlock>
          <p>
            A delivery that is not answered with a 2xx is retried with growing waits; use{' '}
            <code>{WEBHOOK_HEADERS.id}</code> to ignore one you have already handled.
          </p>
        </>
      ),
    },
  ];
}

/** While the guide loads: blocks of the size of the sections to come. */
function GuideSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading the guide">
      {[160, 120, 320, 200].map((height, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** /integrators: how to start with the API (product.md#for-integrators), its address and limits read from the API. */
export function IntegratorsPage() {
  const { data, error, refetch } = useQuery(IntegratorsPageDocument);
  if (!data?.apiGuide)
    return (
      <Page title={TITLE} description={DESCRIPTION} maxWidth="md">
        {error ? (
          <ErrorState error={error} title="Failed to load the guide." onRetry={() => refetch()} />
        ) : (
          <GuideSkeleton />
        )}
      </Page>
    );
  return (
    <PolicyPage
      title={TITLE}
      description={DESCRIPTION}
      intro="Read public jobs and courses, post jobs and read orders from your own programs with the DevJobs API, and hear about changes through signed webhooks."
      sections={sections(data.apiGuide)}
    />
  );
}
