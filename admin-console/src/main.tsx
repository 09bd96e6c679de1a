import { ApolloProvider } from '@apollo/client/react';
import { renderApp } from '@devjobs/web/render-app';
import type { ReactNode } from 'react';
import { createApolloClient } from './graphql/client';
import { SessionProvider } from './lib/session';
import { theme } from './lib/theme';
import { router } from './router';

const client = createApolloClient();

/** Every page of the console reads GraphQL, and so does its session: one Apollo client above both. */
function ApolloSession({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
    </ApolloProvider>
  );
}

renderApp({
  theme,
  router,
  SessionProvider: ApolloSession,
  toasts: { closeOnClick: false, pauseOnFocusLoss: true },
});
