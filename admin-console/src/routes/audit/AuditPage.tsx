import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, LinearProgress, Paper, Stack } from '@mui/material';
import { EmptyState } from '@devjobs/web/EmptyState';
import { FilterSelect } from '../../components/FilterSelect';
import { PageHeader } from '../../components/PageHeader';
import { ConnectionTable, type Column, twoLineRowSkeleton } from '../../components/ResponsiveTable';
import { AuditFiltersDocument, AuditLogDocument } from '../../graphql/generated/operations';
import { useUrlSearch } from '../../lib/url-search';
import {
  AUDIT_COLUMNS,
  AuditListItem,
  AuditListItemSkeleton,
  AuditRow,
  kindLabel,
} from './AuditRow';

const PAGE_SIZE = 50;
const COLUMNS: Column[] = AUDIT_COLUMNS.map((label) => ({ label }));
const RowSkeleton = twoLineRowSkeleton(COLUMNS);

/** /admin/audit: every staff write, newest first, by staff member and kind (?actor=…&kind=job.update). */
export function AuditPage() {
  const { params, set } = useUrlSearch();
  const actor = params.get('actor') || null;
  const kind = params.get('kind') || null;
  const filters = useQuery(AuditFiltersDocument, { fetchPolicy: 'cache-and-network' });
  const actors = filters.data?.auditActors ?? [];
  const kinds = filters.data?.auditKinds ?? [];

  const filter = { ...(actor ? { actor } : {}), ...(kind ? { kind } : {}) };
  const filtered = Boolean(actor || kind);
  const { data, previousData, loading, error, refetch, fetchMore, networkStatus } = useQuery(
    AuditLogDocument,
    { variables: { filter, first: PAGE_SIZE }, fetchPolicy: 'cache-and-network' },
  );
  const shown = data ?? (loading ? previousData : undefined);
  const clear = () => set({ actor: '', kind: '' });

  return (
    <>
      <PageHeader
        title="Audit log"
        subtitle="Every change staff made to jobs, courses and admin accounts, newest first. Entries cannot be edited or deleted."
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <FilterSelect
            label="Staff member"
            allLabel="All staff"
            value={actor}
            options={actors.map((a) => ({ value: a.id, label: a.label }))}
            onChange={(value) => set({ actor: value })}
            minWidth={220}
          />
          <FilterSelect
            label="Kind"
            allLabel="All kinds"
            value={kind}
            options={kinds.map((k) => ({ value: k, label: kindLabel(k) }))}
            onChange={(value) => set({ kind: value })}
            minWidth={180}
          />
        </Stack>
        {loading && shown && networkStatus !== NetworkStatus.fetchMore && (
          <LinearProgress
            aria-label="Updating the audit log"
            sx={{ position: 'absolute', left: 0, right: 0, top: 0 }}
          />
        )}
        <ConnectionTable
          label="Audit log"
          columns={COLUMNS}
          minWidth={860}
          noun={['entry', 'entries']}
          list={shown?.auditEntries}
          query={{ networkStatus, fetchMore }}
          error={error}
          errorTitle="Failed to fetch the audit log."
          onRetry={() => void refetch()}
          empty={
            filtered ? (
              <EmptyState
                inline
                title="No entries match these filters."
                description="Pick another staff member or kind, or show every entry."
                action={<Button onClick={clear}>Clear filters</Button>}
              />
            ) : (
              <EmptyState
                inline
                title="No staff changes yet."
                description="Posting, editing or deleting a job or a course adds an entry here."
              />
            )
          }
          row={(entry) => <AuditRow entry={entry} />}
          listItem={(entry) => <AuditListItem entry={entry} />}
          RowSkeleton={RowSkeleton}
          ListItemSkeleton={AuditListItemSkeleton}
        />
      </Paper>
    </>
  );
}
