import { useEffect, useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { LinearProgress, List, Paper, Stack, Typography } from '@mui/material';
import { EmptyState } from '@devjobs/web/EmptyState';
import { errorMessage, fieldErrorPaths } from '@devjobs/web/graphql-errors';
import { toast } from '@devjobs/web/toast';
import { PageHeader } from '../../components/PageHeader';
import { LoadMoreFooter, TableError } from '../../components/ResponsiveTable';
import {
  AdminCoursesDocument,
  CourseEditorDocument,
  CreateCourseDocument,
  UpdateCourseDocument,
  type CourseListItemFragment,
} from '../../graphql/generated/operations';
import { CourseForm } from './CourseForm';
import { CourseListItem, CourseListItemSkeleton } from './CourseListItem';
import { DeleteCourseDialog } from './DeleteCourseDialog';
import {
  COURSE_TOAST,
  courseFormErrors,
  type CourseFormCourse,
  type CourseFormErrors,
  type CourseSubmission,
} from './course-form';

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
  const client = useApolloClient();
  const [editing, setEditing] = useState<CourseFormCourse>();
  const [serverErrors, setServerErrors] = useState<CourseFormErrors>();
  const [opening, setOpening] = useState<string | null>(null);
  // The course stays set while the dialog fades out, so its text does not go blank; `open` closes it.
  const [deleting, setDeleting] = useState<{
    course: CourseListItemFragment | null;
    open: boolean;
  }>({ course: null, open: false });

  const [createCourse] = useMutation(CreateCourseDocument);
  const [updateCourse] = useMutation(UpdateCourseDocument);
  const { data, loading, error, refetch, fetchMore, networkStatus } = useQuery(
    AdminCoursesDocument,
    {
      variables: { first: PAGE_SIZE },
      fetchPolicy: 'cache-and-network',
    },
  );

  useEffect(() => {
    if (error) toast.error(FETCH_FAILED.message, FETCH_FAILED.options);
  }, [error]);

  // A course loaded for editing: the form is at the top of the page; the admin continues in its title.
  useEffect(() => {
    if (!editing) return;
    window.scrollTo({ top: 0 });
    document.getElementById('course-title')?.focus({ preventScroll: true });
  }, [editing]);

  /** Resolves when saved (the form goes back to create mode); rejects when not (everything typed stays). */
  async function save(input: CourseSubmission, courseId: string | undefined) {
    try {
      if (courseId) await updateCourse({ variables: { id: courseId, input } });
      else await createCourse({ variables: { input }, refetchQueries: [AdminCoursesDocument] });
    } catch (failure) {
      const fields = courseFormErrors(fieldErrorPaths(failure));
      const onFields = Object.keys(fields).length > 0;
      if (onFields) setServerErrors(fields);
      // Field errors are shown under their fields; any other reason goes in the toast.
      toast.error(onFields ? 'Save failed' : `Save failed: ${errorMessage(failure)}`, COURSE_TOAST);
      throw failure;
    }
    toast.success(courseId ? 'Course updated' : 'Course created', COURSE_TOAST);
  }

  async function edit(course: CourseListItemFragment) {
    setOpening(course.id);
    try {
      // Always from the server: another admin may have changed it since the list loaded.
      const { data: found } = await client.query({
        query: CourseEditorDocument,
        variables: { id: course.id },
        fetchPolicy: 'network-only',
      });
      if (found?.course) {
        setServerErrors(undefined);
        setEditing(found.course);
      } else {
        toast.error('This course was deleted', COURSE_TOAST);
        void refetch();
      }
    } catch (failure) {
      toast.error(`Could not open the course: ${errorMessage(failure)}`, COURSE_TOAST);
    } finally {
      setOpening(null);
    }
  }

  function backToCreate() {
    setEditing(undefined);
    setServerErrors(undefined);
  }

  const retry = () => void refetch();

  const edges = data?.courses.edges ?? [];
  const empty = Boolean(data) && edges.length === 0;
  let body: React.ReactNode;
  if (!data && error) {
    body = <TableError title="Failed to fetch courses" onRetry={retry} />;
  } else if (!data) {
    body = (
      <List disablePadding aria-hidden>
        {Array.from({ length: 3 }, (_, i) => (
          <CourseListItemSkeleton key={i} />
        ))}
      </List>
    );
  } else if (empty) {
    body = (
      <EmptyState
        inline
        titleComponent="h2"
        title="No courses found."
        description="Create the first course with the form above: it appears here and in the storefront's catalogue."
      />
    );
  } else {
    body = (
      <>
        {error && <TableError above title="Failed to fetch courses" onRetry={retry} />}
        <List disablePadding aria-labelledby={LIST_HEADING_ID}>
          {edges.map(({ node }) => (
            <CourseListItem
              key={node.id}
              course={node}
              editing={editing?.id === node.id}
              opening={opening === node.id}
              busy={opening !== null}
              onEdit={edit}
              onDelete={(course) => setDeleting({ course, open: true })}
            />
          ))}
        </List>
        <LoadMoreFooter
          list={data.courses}
          noun={['course', 'courses']}
          query={{ networkStatus, fetchMore }}
          failure={FETCH_FAILED}
        />
      </>
    );
  }

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
          {body}
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
