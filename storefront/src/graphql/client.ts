import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { cursorPagination } from '@devjobs/web/pagination';

export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            // Cursor pagination: 'Load more' appends; a list per filter.
            jobs: cursorPagination(['filter']),
          },
        },
      },
    }),
  });
}
