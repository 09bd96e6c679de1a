import { useState } from 'react';
import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { PageHeader } from '../../components/PageHeader';
import { ConnectionTable, type Column } from '../../components/ResponsiveTable';
import { ListEmpty } from '../../components/staff-list/ListEmpty';
import { FilterBar, StaffListFrame } from '../../components/staff-list/StaffListFrame';
import { useListFilters } from '../../components/staff-list/use-list-filters';
import { useStaffList } from '../../components/staff-list/use-staff-list';
import { JobEditorDialog, type JobEditorTarget } from '../../components/job-wizard/JobEditorDialog';
import { AdminJobsDocument, type JobRowFragment } from '../../graphql/generated/operations';
import {
  JOB_FIGURE_COLUMNS,
  JOB_TABLE_COLUMNS,
  JobListItem,
  JobListItemSkeleton,
  JobRow,
  JobRowSkeleton,
} from './JobRow';
import { DeleteJobDialog } from './DeleteJobDialog';
import { SearchField } from '../../components/SearchField';
import { type JobInterestState, useJobInterest } from './use-job-interest';

const PAGE_SIZE = 20;
const JOB_COLUMNS: Column[] = JOB_TABLE_COLUMNS.map((label) => ({
  label,
  align: JOB_FIGURE_COLUMNS.includes(label) || label === 'Actions' ? 'right' : 'left',
}));

/** Which of the jobs' dialogs is open: the editor (a fresh form each opening, by `key`) or the delete. */
function useJobDialogs() {
  const [editor, setEditor] = useState<{ open: boolean; target: JobEditorTarget; key: number }>({
    open: false,
    target: { mode: 'create' },
    key: 0,
  });
  // The job stays set while the dialog fades out, so its text does not go blank; `open` closes it.
  const [deleting, setDeleting] = useState<{ job: JobRowFragment | null; open: boolean }>({
    job: null,
    open: false,
  });
  return {
    editor,
    openCreate: () =>
      setEditor((e) => ({ open: true, target: { mode: 'create' }, key: e.key + 1 })),
    openEdit: (job: JobRowFragment) =>
      setEditor((e) => ({ open: true, target: { mode: 'edit', slug: job.slug }, key: e.key + 1 })),
    closeEditor: () => setEditor((e) => ({ ...e, open: false })),
    deleting,
    setDeleting,
    openDelete: (job: JobRowFragment) => setDeleting({ job, open: true }),
  };
}

/** The table's row and the phone's list item of a job, with its interest. */
function jobRenderers(
  interestOf: (jobId: string) => JobInterestState,
  onEdit: (job: JobRowFragment) => void,
  onDelete: (job: JobRowFragment) => void,
) {
  return {
    row: (job: JobRowFragment) => (
      <JobRow job={job} interest={interestOf(job.id)} onEdit={onEdit} onDelete={onDelete} />
    ),
    listItem: (job: JobRowFragment) => (
      <JobListItem job={job} interest={interestOf(job.id)} onEdit={onEdit} onDelete={onDelete} />
    ),
  };
}

/** /admin/jobs: every job posting, open or closed, with its interest, search, create, edit and delete. */
export function JobsPage() {
  // The search lives in the URL, so a reload or a shared link keeps it.
  const filters = useListFilters({ q: null });
  const { search, setSearch, q } = filters;

  const list = useStaffList(AdminJobsDocument, {
    filter: { ...filters.filter, includeClosed: true },
    first: PAGE_SIZE,
  });

  const interestOf = useJobInterest(list.shown?.jobs.edges.map((e) => e.node.id) ?? []);

  const { editor, openCreate, openEdit, closeEditor, deleting, setDeleting, openDelete } =
    useJobDialogs();

  const newJobButton = (
    <Button variant="contained" startIcon={<Add />} onClick={openCreate}>
      New Job
    </Button>
  );

  const body = (
    <ConnectionTable
      label="Job postings"
      columns={JOB_COLUMNS}
      minWidth={860}
      noun={['job', 'jobs']}
      list={list.shown?.jobs}
      {...list.table}
      errorTitle="Failed to fetch jobs."
      empty={
        <ListEmpty
          filters={filters}
          clearLabel="Clear search"
          matching={{
            title: `No jobs match “${q}”`,
            description: 'Try a shorter or different part of the title.',
          }}
          nothing={{
            title: 'No jobs yet',
            description: 'Post the first job and it appears on the public job board.',
            action: newJobButton,
          }}
        />
      }
      {...jobRenderers(interestOf, openEdit, openDelete)}
      RowSkeleton={JobRowSkeleton}
      ListItemSkeleton={JobListItemSkeleton}
    />
  );

  return (
    <>
      <PageHeader
        title="Manage Job Postings"
        subtitle="Open and closed jobs, newest first."
        actions={newJobButton}
      />
      <StaffListFrame
        updating={list.updating}
        updatingLabel="Updating jobs"
        filters={
          <FilterBar>
            <SearchField
              label="Search jobs"
              value={search}
              onChange={setSearch}
              placeholder="Filter by title"
              sx={{ maxWidth: { sm: 360 } }}
            />
          </FilterBar>
        }
      >
        {body}
      </StaffListFrame>

      <JobEditorDialog
        key={editor.key}
        open={editor.open}
        target={editor.target}
        onClose={closeEditor}
        onSaved={(mode) => {
          if (mode === 'create') void list.refetch();
        }}
      />
      <DeleteJobDialog
        job={deleting.job}
        open={deleting.open}
        onClose={() => setDeleting((d) => ({ ...d, open: false }))}
      />
    </>
  );
}
