import { useEffect, useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { LinearProgress, List, Paper, Stack, Typography } from '@mui/material';
import { EmptyState } from '@devjobs/web/EmptyState';
import { type PagedQuery } from '@devjobs/web/pagination';
import { toast } from '@devjobs/web/toast';
import { PageHeader } from '../../components/PageHeader';
import { LoadMoreFooter, TableError } from '../../components/ResponsiveTable';
import {
  AdminCoursesDocument,
  type AdminCoursesQuery,
  type CourseListItemFragment,
} from '../../graphql/generated/operations';
import { CourseForm } from './CourseForm';
import { CourseListItem, CourseListItemSkeleton } from './CourseListItem';
import { DeleteCourseDialog } from './DeleteCourseDialog';
import { COURSE_TOAST } from './course-form';
import { useCourseEditor } from './use-course-editor';

const PAGE_SIZE = 20;
/** A list that fails to load, or to load more, says so in one toast however often it is reported (Strict Mode). */
const FETCH_FAILED = {
  message: 'Failed to fetch courses',
  options: { ...COURSE_TOAST, toastId: 'courses-fetch-failed' },
};
const LIST_HEADING_ID = 'existing-courses-heading';

/**
 * /admin/upload-course (product.md#admin-console): the course form, creating or editing, and below it
 * the Existing Courses with Edit and Delete. Edit loads the whole course, module text and videos
 * included (gated fields, which admins read).
 */
export function CourseManagerPage() {
  // The course stays set while the dialog fades out, so its text does not go blank; `open` closes it.
  const [deleting, setDeleting] = useState<{
    course: CourseListItemFragment | null;
    open: boolean;
  }>({ course: null, open: false });
  const { data, loading, error, refetch, fetchMore, networkStatus } = useQuery(
    AdminCoursesDocument,
    {
      variables: { first: PAGE_SIZE },
      fetchPolicy: 'cache-and-network',
    },
  );
  const { editing, serverErrors, opening, save, edit, backToCreate } = useCourseEditor({ refetch });

  useEffect(() => {
    if (error) toast.error(FETCH_FAILED.message, FETCH_FAILED.options);
  }, [error]);

  const empty = data?.courses.edges.length === 0;
  return (
    <>
      <PageHeader
        title="Course Manager"
        subtitle="Create, edit and delete the courses sold on the storefront."
      />
      <Stack spacing={4}>
        <CourseForm
          initialCourse={editing}
          onSubmit={save}
          serverErrors={serverErrors}
          onReset={backToCreate}
        />
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby={empty ? undefined : LIST_HEADING_ID}
          aria-label={empty ? 'Courses' : undefined}
          sx={{ overflow: 'hidden', position: 'relative' }}
        >
          {!empty && (
            <Typography
              variant="h2"
              id={LIST_HEADING_ID}
              sx={{ px: { xs: 2, sm: 2.5 }, py: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              Existing Courses
            </Typography>
          )}
          {loading && data && networkStatus !== NetworkStatus.fetchMore && (
            <LinearProgress
              aria-label="Updating courses"
              sx={{ position: 'absolute', left: 0, right: 0, top: 0 }}
            />
          )}
          <CourseListBody
            data={data}
            error={error}
            query={{ networkStatus, fetchMore }}
            onRetry={() => void refetch()}
            editingId={editing?.id}
            opening={opening}
            onEdit={edit}
            onDelete={(course) => setDeleting({ course, open: true })}
          />
        </Paper>
      </Stack>
      <DeleteCourseDialog
        course={deleting.course}
        open={deleting.open}
        onClose={() => setDeleting((d) => ({ ...d, open: false }))}
        onDeleted={(id) => editing?.id === id && backToCreate()}
      />
    </>
  );
}

/** Existing Courses below their heading: skeleton rows, the error, the empty state or the list. */
function CourseListBody({
  data,
  error,
  query,
  onRetry,
  editingId,
  opening,
  onEdit,
  onDelete,
}: {
  data: AdminCoursesQuery | undefined;
  error: unknown;
  query: PagedQuery;
  onRetry(): void;
  editingId: string | undefined;
  opening: string | null;
  onEdit(course: CourseListItemFragment): void;
  onDelete(course: CourseListItemFragment): void;
}) {
  if (!data && error) {
    return <TableError title="Failed to fetch courses" onRetry={onRetry} />;
  }
  if (!data) {
    return (
      <List disablePadding aria-hidden>
        {Array.from({ length: 3 }, (_, i) => (
          <CourseListItemSkeleton key={i} />
        ))}
      </List>
    );
  }
  const edges = data.courses.edges;
  if (edges.length === 0) {
    return (
      <EmptyState
        inline
        titleComponent="h2"
        title="No courses found."
        description="Create the first course with the form above: it appears here and in the storefront's catalogue."
      />
    );
  }
  return (
    <>
      {error && <TableError above title="Failed to fetch courses" onRetry={onRetry} />}
      <List disablePadding aria-labelledby={LIST_HEADING_ID}>
        {edges.map(({ node }) => (
          <CourseListItem
            key={node.id}
            course={node}
            editing={editingId === node.id}
            opening={opening === node.id}
            busy={opening !== null}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </List>
      <LoadMoreFooter
        list={data.courses}
        noun={['course', 'courses']}
        query={query}
        failure={FETCH_FAILED}
      />
    </>
  );
}
