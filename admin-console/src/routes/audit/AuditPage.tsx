import { useQuery } from '@apollo/client/react';
import { FilterSelect } from '../../components/FilterSelect';
import { PageHeader } from '../../components/PageHeader';
import { ConnectionTable, type Column, twoLineRowSkeleton } from '../../components/ResponsiveTable';
import { ListEmpty } from '../../components/staff-list/ListEmpty';
import { ListItemSkeleton } from '../../components/staff-list/parts';
import { FilterBar, StaffListFrame } from '../../components/staff-list/StaffListFrame';
import { useListFilters } from '../../components/staff-list/use-list-filters';
import { useStaffList } from '../../components/staff-list/use-staff-list';
import { AuditFiltersDocument, AuditLogDocument } from '../../graphql/generated/operations';
import { AUDIT_COLUMNS, AuditListItem, AuditRow, kindLabel } from './AuditRow';

const PAGE_SIZE = 50;
const COLUMNS: Column[] = AUDIT_COLUMNS.map((label) => ({ label }));
const RowSkeleton = twoLineRowSkeleton(COLUMNS);

/** /admin/audit: every staff write, newest first, by staff member and kind (?actor=…&kind=job.update). */
export function AuditPage() {
  const filters = useListFilters({ actor: null, kind: null });
  const offered = useQuery(AuditFiltersDocument, { fetchPolicy: 'cache-and-network' });
  const actors = offered.data?.auditActors ?? [];
  const kinds = offered.data?.auditKinds ?? [];
  const list = useStaffList(AuditLogDocument, { filter: filters.filter, first: PAGE_SIZE });

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
              options={actors.map((a) => ({ value: a.id, label: a.label }))}
              minWidth={220}
              {...filters.bind('actor')}
            />
            <FilterSelect
              label="Kind"
              allLabel="All kinds"
              options={kinds.map((k) => ({ value: k, label: kindLabel(k) }))}
              minWidth={180}
              {...filters.bind('kind')}
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
              filters={filters}
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
