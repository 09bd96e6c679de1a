import { Button, Stack } from '@mui/material';

type Props = {
  /** The connection's `pageInfo.hasNextPage`: nothing is shown without a next page. */
  hasNextPage: boolean;
  /** True while the next page loads (Apollo's NetworkStatus.fetchMore). */
  loading: boolean;
  onClick: () => void;
};

/** "Load more" under a paged list (decision 016's cursor pagination appends the page). */
export function LoadMoreButton({ hasNextPage, loading, onClick }: Props) {
  if (!hasNextPage) return null;
  return (
    <Stack sx={{ alignItems: 'center', mt: 4 }}>
      <Button variant="outlined" size="large" loading={loading} onClick={onClick}>
        Load more
      </Button>
    </Stack>
  );
}
