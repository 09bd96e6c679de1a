import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';

/**
 * The API's explorer (decision 102, docs/api-contract.md#explorer): GraphiQL from npm, built into
 * files the API serves at /explorer on its own origin, asking the same origin's /graphql.
 */
const EXAMPLE = `# The DevJobs API. Public reads need no sign-in; staff reads and writes take a
# token: open Headers below and add {"Authorization": "Bearer devjobs_pat_..."}.
# Press the run button (or Ctrl-Enter) to send this query.
query NewestJobs {
  jobs(first: 5, filter: { locations: [REMOTE] }) {
    totalCount
    edges {
      node {
        title
        company
        jobType
        salary
      }
    }
  }
}
`;

const fetcher = createGraphiQLFetcher({ url: '/graphql' });

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={EXAMPLE} />
  </StrictMode>,
);
