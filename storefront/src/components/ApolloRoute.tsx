import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { use } from 'react';
import { Outlet } from 'react-router-dom';
import { apolloClientOf } from '../graphql/browser-client';
import { useSessionStore } from '../lib/session';

/**
 * The layout route around the pages that read GraphQL (router.tsx, decision 034): Apollo, GraphQL
 * and rxjs load with this route, so the landing page and the content pages never load them. In the
 * server's render the request's own client is already in context (prerenderStatic provides it);
 * only the browser, where there is none, uses its one client (made here, or already by the session).
 */
export function ApolloRoute() {
  const session = useSessionStore();
  const client = use(getApolloContext()).client ?? apolloClientOf(session);
  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}
