import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/**
 * A staff list's query: read from the cache, then refreshed (a list cached under other filters may
 * predate a change made elsewhere). While new filters load, the last rows stay on screen (no flash)
 * and `updating` is true; after an error only the error shows. `table` is what ConnectionTable
 * needs besides the rows.
 */
export function useStaffList<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: NoInfer<TVariables>,
) {
  const { data, previousData, loading, error, refetch, fetchMore, networkStatus } = useQuery(
    document,
    { variables, fetchPolicy: 'cache-and-network' } as useQuery.Options<TData, TVariables>,
  );
  const shown = data ?? (loading ? previousData : undefined);
  return {
    shown,
    updating: loading && Boolean(shown) && networkStatus !== NetworkStatus.fetchMore,
    refetch,
    table: { query: { networkStatus, fetchMore }, error, onRetry: () => void refetch() },
  };
}
