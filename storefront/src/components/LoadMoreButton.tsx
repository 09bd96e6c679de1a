import { NetworkStatus } from '@apollo/client';
import { Button, Stack } from '@mui/material';
import { loadMore, type PagedList, type PagedQuery } from '@devjobs/web/pagination';

/**
 * "Load more" under a paged list, while there is a next page: fetches the page after `list`'s,
 * which decision 016's cursor pagination appends. A failed page is toasted; the list stays (loadMore).
 * With `href` it is a link to the page after that cursor, which works before (and without) the app:
 * the app then appends in place instead (decision 054).
 */
export function LoadMoreButton({
  list,
  query,
  href,
}: {
  list: PagedList;
  query: PagedQuery;
  href?: (after: string) => string;
}) {
  const { hasNextPage, endCursor } = list.pageInfo;
  if (!hasNextPage) return null;
  return (
    <Stack sx={{ alignItems: 'center', mt: 4 }}>
      <Button
        variant="outlined"
        size="large"
        loading={query.networkStatus === NetworkStatus.fetchMore}
        {...(href && endCursor ? { href: href(endCursor) } : {})}
        onClick={(event) => {
          event.preventDefault();
          loadMore(query, endCursor);
        }}
      >
        Load more
      </Button>
    </Stack>
  );
}
