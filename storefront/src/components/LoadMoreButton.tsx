import { NetworkStatus } from '@apollo/client';
import { Button, Stack } from '@mui/material';
import type { PagedList, PagedQuery } from '@devjobs/web/pagination';

/**
 * "Load more" under a paged list, while there is a next page: fetches the page after `list`'s,
 * which decision 016's cursor pagination appends. A failed page shows as the list's error state
 * (the query's `error`), so here it is only logged.
 */
export function LoadMoreButton({ list, query }: { list: PagedList; query: PagedQuery }) {
  const { hasNextPage, endCursor } = list.pageInfo;
  if (!hasNextPage) return null;
  return (
    <Stack sx={{ alignItems: 'center', mt: 4 }}>
      <Button
        variant="outlined"
        size="large"
        loading={query.networkStatus === NetworkStatus.fetchMore}
        onClick={() => query.fetchMore({ variables: { after: endCursor } }).catch((err: unknown) => console.warn('Could not load the next page.', err))}
      >
        Load more
      </Button>
    </Stack>
  );
}
