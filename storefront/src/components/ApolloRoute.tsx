import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { use } from 'react';
import { Outlet } from 'react-router-dom';
import { createApolloClient, forgetViewerAnswers } from '../graphql/client';
import { APOLLO_STATE_ID } from '../lib/server-render';
import { useSessionStore, type SessionStore } from '../lib/session';

let browserClient: ApolloClient | undefined;

/**
 * The browser's one Apollo client, made when the first page that reads GraphQL renders: it starts
 * from what the server's render fetched (entry-server.tsx), so that first render reads it as the
 * server's did, and forgets the viewer's answers whenever the session's user changes.
 */
function clientOf(session: SessionStore): ApolloClient {
  if (browserClient) return browserClient;
  const client = createApolloClient();
  const state = document.getElementById(APOLLO_STATE_ID)?.textContent;
  if (state) client.cache.restore(JSON.parse(state));
  session.onUserChange(() => forgetViewerAnswers(client.cache));
  browserClient = client;
  return client;
}

/**
 * The layout route around the pages that read GraphQL (router.tsx, decision 034): Apollo, GraphQL
 * and rxjs load with this route, so the landing page and the content pages never load them. In the
 * server's render the request's own client is already in context (prerenderStatic provides it);
 * only the browser, where there is none, makes its client here.
 */
export function ApolloRoute() {
  const session = useSessionStore();
  const client = use(getApolloContext()).client ?? clientOf(session);
  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}
