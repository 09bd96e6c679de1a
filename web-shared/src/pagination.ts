import type { ApolloCache, FieldPolicy, NetworkStatus, Reference } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import type { NextPageFragment } from './graphql/generated/operations';
import { formatCount } from './numbers';
import { toast, type ToastOptions } from './toast';

/** A page of a connection, as a "Load more" reads it: its pageInfo spreads `...NextPage` (next-page.graphql). */
export type PagedList = { pageInfo: NextPageFragment };

/** The parts of a list's useQuery result that fetch its next page. */
export type PagedQuery = {
  networkStatus: NetworkStatus;
  fetchMore(options: { variables: { after?: string | null } }): Promise<unknown>;
};

/** A failed "Load more", as a toast says it: the message, and the toast's options. */
export type LoadMoreFailure = { message: string; options?: ToastOptions };

const LOAD_MORE_FAILED: LoadMoreFailure = {
  message: 'Could not load more. Please try again.',
  options: { toastId: 'load-more-failed' },
};

/**
 * "Load more" in both apps: fetches the page after `after`. A failure is the outcome of an action,
 * so a toast says it, and the rows already shown stay (the query's data is untouched; decision 042).
 */
export function loadMore(
  query: PagedQuery,
  after: string | null | undefined,
  failure: LoadMoreFailure = LOAD_MORE_FAILED,
): void {
  query
    .fetchMore({ variables: { after } })
    .catch(() => toast.error(failure.message, failure.options));
}

/**
 * The one cursor-pagination policy of both apps (decision 016): Apollo's `relayStylePagination`.
 * One cache entry per `keyArgs` (a list per filter); a page asked for with `after` is spliced in
 * after that cursor (fetchMore: "Load more", a repeated click does not double the list); a page
 * without it replaces the list (new filter, refetch). Edges whose node was evicted (a deleted job)
 * are not read back. Other connection fields (`totalCount`) come from the latest page.
 */
export function cursorPagination(keyArgs: string[] | false = false): FieldPolicy {
  return relayStylePagination(keyArgs);
}

type CachedConnection = { edges?: { node: Reference }[]; totalCount?: number };

/**
 * After a delete: the node leaves every cached list of the connection field `field` (one per filter),
 * each list's `totalCount` drops with it, and the node itself is evicted from the cache.
 */
export function removeFromConnections(
  cache: ApolloCache,
  field: string,
  node: { __typename: string; id: string },
) {
  cache.modify({
    fields: {
      [field](existing, { readField }) {
        const list = existing as CachedConnection;
        if (!list?.edges) return existing;
        const edges = list.edges.filter((edge) => readField('id', edge.node) !== node.id);
        const removed = list.edges.length - edges.length;
        return {
          ...list,
          edges,
          totalCount: Math.max(0, (list.totalCount ?? 0) - removed),
        };
      },
    },
  });
  cache.evict({ id: cache.identify(node) });
  cache.gc();
}

/**
 * A list's total as people read it: "1 job", "12 jobs", "1,000+ jobs" when the API's count stopped
 * at its cap (`totalCountCapped`, docs/product.md#finding-jobs).
 */
export function totalLabel(
  list: { totalCount: number; totalCountCapped?: boolean | null },
  noun: readonly [string, string],
): string {
  const { totalCount, totalCountCapped } = list;
  const word = totalCount === 1 && !totalCountCapped ? noun[0] : noun[1];
  return `${formatCount(totalCount)}${totalCountCapped ? '+' : ''} ${word}`;
}
