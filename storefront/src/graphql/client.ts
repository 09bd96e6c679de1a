import { ApolloClient, HttpLink, InMemoryCache, type FieldPolicy, type Reference } from '@apollo/client';

type Edge = { cursor: string; node: Reference };
type Connection = { edges: Edge[]; pageInfo: unknown; totalCount: number };

/**
 * Cursor pagination for a connection field: one cache entry per filter (`keyArgs`); a page asked
 * for with `after` is appended (fetchMore), a page without it replaces the list (new filter, refetch).
 * Edges already held are not added twice (a double-clicked "Load more").
 */
export function cursorConnection(keyArgs: string[]): FieldPolicy<Connection> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.edges.map((edge) => edge.cursor));
      return { ...incoming, edges: [...existing.edges, ...incoming.edges.filter((edge) => !seen.has(edge.cursor))] };
    },
  };
}

export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            jobs: cursorConnection(['filter']),
          },
        },
      },
    }),
  });
}
