import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cursorPagination } from '@devjobs/web/pagination';
import { SessionDocument } from '@devjobs/web/operations';
import { graphqlLink } from '@devjobs/web/persisted-link';
import { PERSISTED_IDS } from './generated/persisted-ids';

/** Operations whose auth errors are answers, not a lost session. */
const AUTH_OPERATIONS = new Set(['Login', 'Logout', 'Session']);

export function createApolloClient() {
  const cache = new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // Cursor pagination: 'Load more' appends; a list per filter.
          jobs: cursorPagination(['filter']),
          suggestions: cursorPagination(),
          courses: cursorPagination(),
          adminOrders: cursorPagination(['filter']),
          auditEntries: cursorPagination(['filter']),
          apiTokens: cursorPagination(),
        },
      },
      // An order's refund policy check has no id of its own: a refund's answer replaces it in place.
      RefundCheck: { merge: true },
    },
  });

  // A session that ends while the console is open (expired, revoked, demoted): forget the user,
  // and the route guard sends the admin to /admin/login.
  const sessionLost = new ErrorLink(({ error, operation }) => {
    if (AUTH_OPERATIONS.has(operation.operationName ?? '')) return;
    if (!CombinedGraphQLErrors.is(error)) return;
    if (
      error.errors.some(
        (e) => e.extensions?.code === 'UNAUTHENTICATED' || e.extensions?.code === 'FORBIDDEN',
      )
    ) {
      cache.writeQuery({ query: SessionDocument, data: { me: null } });
    }
  });

  return new ApolloClient({
    cache,
    link: ApolloLink.from([
      sessionLost,
      // Persisted ids, queries over GET (decision 106).
      graphqlLink(PERSISTED_IDS),
    ]),
  });
}
