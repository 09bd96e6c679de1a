import { EmptyState } from '@devjobs/web/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { ConnectionTable, type Column } from '../../components/ResponsiveTable';
import { StaffListFrame } from '../../components/staff-list/StaffListFrame';
import { useStaffList } from '../../components/staff-list/use-staff-list';
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
  const list = useStaffList(AdminSuggestionsDocument, { first: PAGE_SIZE });

  return (
    <>
      <PageHeader
        title="User Suggestions"
        subtitle="Feedback sent from the job pages, newest first."
      />
      <StaffListFrame>
        <ConnectionTable
          label="User suggestions"
          columns={COLUMNS}
          minWidth={560}
          noun={['suggestion', 'suggestions']}
          list={list.shown?.suggestions}
          {...list.table}
          errorTitle="Failed to fetch suggestions."
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
      </StaffListFrame>
    </>
  );
}
