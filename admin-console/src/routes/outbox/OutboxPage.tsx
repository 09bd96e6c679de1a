import { useQuery } from '@apollo/client/react';
import { FilterSelect } from '../../components/FilterSelect';
import { MailStatusBanner } from '../../components/MailStatusBanner';
import { PageHeader } from '../../components/PageHeader';
import { ConnectionTable, type Column, twoLineRowSkeleton } from '../../components/ResponsiveTable';
import { ListEmpty } from '../../components/staff-list/ListEmpty';
import { ListItemSkeleton } from '../../components/staff-list/parts';
import { FilterBar, StaffListFrame } from '../../components/staff-list/StaffListFrame';
import { useListFilters } from '../../components/staff-list/use-list-filters';
import { useStaffList } from '../../components/staff-list/use-staff-list';
import { MailKindsDocument, MailOutboxDocument } from '../../graphql/generated/operations';
import { OutboxMessageDialog } from './OutboxMessageDialog';
import { kindLabel, OUTBOX_COLUMNS, OutboxListItem, OutboxRow, STATUSES } from './OutboxRow';

const PAGE_SIZE = 50;
const COLUMNS: Column[] = OUTBOX_COLUMNS.map((label) => ({ label }));
const RowSkeleton = twoLineRowSkeleton(COLUMNS);
const STATUS_OPTIONS = Object.entries(STATUSES).map(([value, { label }]) => ({ value, label }));

/**
 * /admin/outbox: every message the API wrote, newest first, by kind and status
 * (?kind=password-reset&status=failed); ?message=<id> shows one (decision 061).
 */
export function OutboxPage() {
  const filters = useListFilters({ kind: null, status: null });
  const { params, set } = filters;
  const open = params.get('message') || null;
  const kinds = useQuery(MailKindsDocument, { fetchPolicy: 'cache-first' }).data?.mailKinds ?? [];
  const list = useStaffList(MailOutboxDocument, { filter: filters.filter, first: PAGE_SIZE });

  return (
    <>
      <PageHeader
        title="Mail outbox"
        subtitle="Every message DevJobs wrote, newest first: whether it was sent, and why not."
      />
      <MailStatusBanner where="outbox" />
      <StaffListFrame
        updating={list.updating}
        updatingLabel="Updating the outbox"
        filters={
          <FilterBar row>
            <FilterSelect
              label="Kind"
              allLabel="All kinds"
              options={kinds.map((k) => ({ value: k, label: kindLabel(k) }))}
              minWidth={200}
              {...filters.bind('kind')}
            />
            <FilterSelect
              label="Status"
              allLabel="All statuses"
              options={STATUS_OPTIONS}
              minWidth={180}
              {...filters.bind('status')}
            />
          </FilterBar>
        }
      >
        <ConnectionTable
          label="Mail outbox"
          columns={COLUMNS}
          minWidth={820}
          noun={['message', 'messages']}
          list={list.shown?.mailOutbox}
          {...list.table}
          errorTitle="Failed to fetch the outbox."
          empty={
            <ListEmpty
              filters={filters}
              matching={{
                title: 'No messages match these filters.',
                description: 'Pick another kind or status, or show every message.',
              }}
              nothing={{
                title: 'No mail yet.',
                description:
                  'Password resets and account notices appear here when DevJobs writes them.',
              }}
            />
          }
          row={(message) => (
            <OutboxRow message={message} onView={() => set({ message: message.id })} />
          )}
          listItem={(message) => (
            <OutboxListItem message={message} onView={() => set({ message: message.id })} />
          )}
          RowSkeleton={RowSkeleton}
          ListItemSkeleton={ListItemSkeleton}
        />
      </StaffListFrame>
      {open && <OutboxMessageDialog id={open} onClose={() => set({ message: '' })} />}
    </>
  );
}
