import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Box, Paper, useMediaQuery, useTheme } from '@mui/material';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState } from '@devjobs/web/ErrorState';
import { EmptyState } from '@devjobs/web/EmptyState';
import { LoadMoreFooter, ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { AdminSuggestionsDocument } from '../../graphql/generated/operations';
import { SUGGESTION_COLUMNS, SuggestionListItem, SuggestionListItemSkeleton, SuggestionRow, SuggestionRowSkeleton } from './SuggestionRow';

const PAGE_SIZE = 50;
const COLUMNS: Column[] = SUGGESTION_COLUMNS.map((label) => ({ label }));

/** /admin/suggestions: what visitors sent from the job pages, newest first. */
export function SuggestionsPage() {
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(AdminSuggestionsDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  let body: React.ReactNode;
  if (error && !data) {
    body = (
      <Box sx={{ p: 2 }}>
        <ErrorState inline title="Failed to fetch suggestions." onRetry={() => void refetch()} />
      </Box>
    );
  } else if (!data) {
    body = (
      <ResponsiveTable compact={compact} label="User suggestions" columns={COLUMNS} minWidth={560}>
        {Array.from({ length: 6 }, (_, i) => (compact ? <SuggestionListItemSkeleton key={i} /> : <SuggestionRowSkeleton key={i} />))}
      </ResponsiveTable>
    );
  } else if (data.suggestions.edges.length === 0) {
    body = <EmptyState inline title="No suggestions yet." description="Suggestions that visitors send from a job page show up here." />;
  } else {
    const { edges } = data.suggestions;
    body = (
      <>
        <ResponsiveTable compact={compact} label="User suggestions" columns={COLUMNS} minWidth={560}>
          {edges.map(({ node }) =>
            compact ? <SuggestionListItem key={node.id} suggestion={node} /> : <SuggestionRow key={node.id} suggestion={node} />,
          )}
        </ResponsiveTable>
        <LoadMoreFooter
          connection={data.suggestions}
          noun={['suggestion', 'suggestions']}
          loading={networkStatus === NetworkStatus.fetchMore}
          onLoadMore={(after) => void fetchMore({ variables: { after } })}
        />
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
