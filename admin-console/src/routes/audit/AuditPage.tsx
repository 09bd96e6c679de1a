import { useQuery } from '@apollo/client/react';
import { FilterSelect } from '../../components/FilterSelect';
import { PageHeader } from '../../components/PageHeader';
import { ConnectionTable, type Column, twoLineRowSkeleton } from '../../components/ResponsiveTable';
import { ListEmpty } from '../../components/staff-list/ListEmpty';
import { ListItemSkeleton } from '../../components/staff-list/parts';
import { FilterBar, StaffListFrame } from '../../components/staff-list/StaffListFrame';
import { useStaffList } from '../../components/staff-list/use-staff-list';
import { AuditFiltersDocument, AuditLogDocument } from '../../graphql/generated/operations';
import { activeFilters, useUrlSearch } from '../../lib/url-search';
import { AUDIT_COLUMNS, AuditListItem, AuditRow, kindLabel } from './AuditRow';

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

  const filter = activeFilters({ actor, kind });
  const list = useStaffList(AuditLogDocument, { filter, first: PAGE_SIZE });

  return (
    <>
      <PageHeader
        title="Audit log"
        subtitle="Every change staff made to jobs, courses and admin accounts, newest first. Entries cannot be edited or deleted."
      />
      <StaffListFrame
        updating={list.updating}
        updatingLabel="Updating the audit log"
        filters={
          <FilterBar row>
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
          </FilterBar>
        }
      >
        <ConnectionTable
          label="Audit log"
          columns={COLUMNS}
          minWidth={860}
          noun={['entry', 'entries']}
          list={list.shown?.auditEntries}
          {...list.table}
          errorTitle="Failed to fetch the audit log."
          empty={
            <ListEmpty
              filtered={Boolean(actor || kind)}
              onClear={() => set({ actor: '', kind: '' })}
              matching={{
                title: 'No entries match these filters.',
                description: 'Pick another staff member or kind, or show every entry.',
              }}
              nothing={{
                title: 'No staff changes yet.',
                description: 'Posting, editing or deleting a job or a course adds an entry here.',
              }}
            />
          }
          row={(entry) => <AuditRow entry={entry} />}
          listItem={(entry) => <AuditListItem entry={entry} />}
          RowSkeleton={RowSkeleton}
          ListItemSkeleton={ListItemSkeleton}
        />
      </StaffListFrame>
    </>
  );
}
