import { useQuery } from '@apollo/client/react';
import { Paper } from '@mui/material';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState } from '@devjobs/web/EmptyState';
import { ConnectionTable, type Column } from '../../components/ResponsiveTable';
import { AdminSuggestionsDocument } from '../../graphql/generated/operations';
import {
  SUGGESTION_COLUMNS,
  SuggestionListItem,
  SuggestionListItemSkeleton,
  SuggestionRow,
  SuggestionRowSkeleton,
} from './SuggestionRow';

const PAGE_SIZE = 50;
const COLUMNS: Column[] = SUGGESTION_COLUMNS.map((label) => ({ label }));

/** /admin/suggestions: what visitors sent from the job pages, newest first. */
export function SuggestionsPage() {
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(AdminSuggestionsDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <>
      <PageHeader
        title="User Suggestions"
        subtitle="Feedback sent from the job pages, newest first."
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ConnectionTable
          label="User suggestions"
          columns={COLUMNS}
          minWidth={560}
          noun={['suggestion', 'suggestions']}
          list={data?.suggestions}
          query={{ networkStatus, fetchMore }}
          error={error}
          errorTitle="Failed to fetch suggestions."
          onRetry={() => void refetch()}
          empty={
            <EmptyState
              inline
              title="No suggestions yet."
              description="Suggestions that visitors send from a job page show up here."
            />
          }
          row={(suggestion) => <SuggestionRow suggestion={suggestion} />}
          listItem={(suggestion) => <SuggestionListItem suggestion={suggestion} />}
          RowSkeleton={SuggestionRowSkeleton}
          ListItemSkeleton={SuggestionListItemSkeleton}
        />
      </Paper>
    </>
  );
}
