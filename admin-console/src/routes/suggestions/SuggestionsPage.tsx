import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  List,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState } from '../../components/ErrorState';
import { EmptyState } from '../../components/EmptyState';
import { ADMIN_SUGGESTIONS_QUERY } from './suggestions.operations';
import { SUGGESTION_COLUMNS, SuggestionListItem, SuggestionListItemSkeleton, SuggestionRow, SuggestionRowSkeleton } from './SuggestionRow';

const PAGE_SIZE = 50;

/** /admin/suggestions: what visitors sent from the job pages, newest first. */
export function SuggestionsPage() {
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(ADMIN_SUGGESTIONS_QUERY, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const SuggestionsContainer = compact ? SuggestionsList : SuggestionsTable;

  let body: React.ReactNode;
  if (error && !data) {
    body = (
      <Box sx={{ p: 2 }}>
        <ErrorState message="Failed to fetch suggestions." onRetry={() => void refetch()} />
      </Box>
    );
  } else if (!data) {
    body = (
      <SuggestionsContainer>
        {Array.from({ length: 6 }, (_, i) => (compact ? <SuggestionListItemSkeleton key={i} /> : <SuggestionRowSkeleton key={i} />))}
      </SuggestionsContainer>
    );
  } else if (data.suggestions.edges.length === 0) {
    body = <EmptyState title="No suggestions yet." description="Suggestions that visitors send from a job page show up here." />;
  } else {
    const { edges, pageInfo, totalCount } = data.suggestions;
    body = (
      <>
        <SuggestionsContainer>
          {edges.map(({ node }) =>
            compact ? <SuggestionListItem key={node.id} suggestion={node} /> : <SuggestionRow key={node.id} suggestion={node} />,
          )}
        </SuggestionsContainer>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary" role="status">
            Showing {edges.length} of {totalCount} {totalCount === 1 ? 'suggestion' : 'suggestions'}
          </Typography>
          {pageInfo.hasNextPage && (
            <Button
              variant="outlined"
              loading={networkStatus === NetworkStatus.fetchMore}
              onClick={() => void fetchMore({ variables: { after: pageInfo.endCursor } })}
            >
              Load more
            </Button>
          )}
        </Stack>
      </>
    );
  }

  return (
    <>
      <PageHeader title="User Suggestions" subtitle="Feedback sent from the job pages, newest first." />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {body}
      </Paper>
    </>
  );
}

function SuggestionsList({ children }: { children: React.ReactNode }) {
  return (
    <List disablePadding aria-label="User suggestions">
      {children}
    </List>
  );
}

function SuggestionsTable({ children }: { children: React.ReactNode }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="User suggestions" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            {SUGGESTION_COLUMNS.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
