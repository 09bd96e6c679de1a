import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, LinearProgress, Paper, Stack } from '@mui/material';
import { EmptyState } from '@devjobs/web/EmptyState';
import { FilterSelect } from '../../components/FilterSelect';
import { MailStatusBanner } from '../../components/MailStatusBanner';
import { PageHeader } from '../../components/PageHeader';
import { ConnectionTable, type Column } from '../../components/ResponsiveTable';
import { MailKindsDocument, MailOutboxDocument } from '../../graphql/generated/operations';
import { useUrlSearch } from '../../lib/url-search';
import { OutboxMessageDialog } from './OutboxMessageDialog';
import {
  kindLabel,
  OUTBOX_COLUMNS,
  OutboxListItem,
  OutboxListItemSkeleton,
  OutboxRow,
  OutboxRowSkeleton,
  STATUSES,
} from './OutboxRow';

const PAGE_SIZE = 50;
const COLUMNS: Column[] = OUTBOX_COLUMNS.map((label) => ({
  label,
  ...(label === 'Attempts' ? { align: 'right' as const } : {}),
}));
const STATUS_OPTIONS = Object.entries(STATUSES).map(([value, { label }]) => ({ value, label }));

/**
 * /admin/outbox: every message the API wrote, newest first, by kind and status
 * (?kind=password-reset&status=failed); ?message=<id> shows one (decision 061).
 */
export function OutboxPage() {
  const { params, set } = useUrlSearch();
  const kind = params.get('kind') || null;
  const status = params.get('status') || null;
  const open = params.get('message') || null;
  const kinds = useQuery(MailKindsDocument, { fetchPolicy: 'cache-first' }).data?.mailKinds ?? [];

  const filter = { ...(kind ? { kind } : {}), ...(status ? { status } : {}) };
  const filtered = Boolean(kind || status);
  const { data, previousData, loading, error, refetch, fetchMore, networkStatus } = useQuery(
    MailOutboxDocument,
    { variables: { filter, first: PAGE_SIZE }, fetchPolicy: 'cache-and-network' },
  );
  const shown = data ?? (loading ? previousData : undefined);
  const clear = () => set({ kind: '', status: '' });

  return (
    <>
      <PageHeader
        title="Mail outbox"
        subtitle="Every message DevJobs wrote, newest first: whether it was sent, and why not."
      />
      <MailStatusBanner where="outbox" />
      <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <FilterSelect
            label="Kind"
            allLabel="All kinds"
            value={kind}
            options={kinds.map((k) => ({ value: k, label: kindLabel(k) }))}
            onChange={(value) => set({ kind: value })}
            minWidth={200}
          />
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(value) => set({ status: value })}
            minWidth={180}
          />
        </Stack>
        {loading && shown && networkStatus !== NetworkStatus.fetchMore && (
          <LinearProgress
            aria-label="Updating the outbox"
            sx={{ position: 'absolute', left: 0, right: 0, top: 0 }}
          />
        )}
        <ConnectionTable
          label="Mail outbox"
          columns={COLUMNS}
          minWidth={980}
          noun={['message', 'messages']}
          list={shown?.mailOutbox}
          query={{ networkStatus, fetchMore }}
          error={error}
          errorTitle="Failed to fetch the outbox."
          onRetry={() => void refetch()}
          empty={
            filtered ? (
              <EmptyState
                inline
                title="No messages match these filters."
                description="Pick another kind or status, or show every message."
                action={<Button onClick={clear}>Clear filters</Button>}
              />
            ) : (
              <EmptyState
                inline
                title="No mail yet."
                description="Password resets and account notices appear here when DevJobs writes them."
              />
            )
          }
          row={(message) => (
            <OutboxRow message={message} onView={() => set({ message: message.id })} />
          )}
          listItem={(message) => (
            <OutboxListItem message={message} onView={() => set({ message: message.id })} />
          )}
          RowSkeleton={OutboxRowSkeleton}
          ListItemSkeleton={OutboxListItemSkeleton}
        />
      </Paper>
      {open && <OutboxMessageDialog id={open} onClose={() => set({ message: '' })} />}
    </>
  );
}
