import { useEffect, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { errorMessage, fieldErrorPaths } from '@devjobs/web/graphql-errors';
import { toast } from '@devjobs/web/toast';
import {
  AdminCoursesDocument,
  CourseEditorDocument,
  CreateCourseDocument,
  UpdateCourseDocument,
  type CourseListItemFragment,
} from '../../graphql/generated/operations';
import {
  COURSE_TOAST,
  courseFormErrors,
  type CourseFormCourse,
  type CourseFormErrors,
  type CourseSubmission,
} from './course-form';

/**
 * The course form's side of the course manager: the course being edited (loaded fresh on Edit),
 * the one being opened, the server's field errors, and save.
 */
export function useCourseEditor({ refetch }: { refetch(): unknown }) {
  const client = useApolloClient();
  const [editing, setEditing] = useState<CourseFormCourse>();
  const [serverErrors, setServerErrors] = useState<CourseFormErrors>();
  const [opening, setOpening] = useState<string | null>(null);
  const [createCourse] = useMutation(CreateCourseDocument);
  const [updateCourse] = useMutation(UpdateCourseDocument);

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

  return { editing, serverErrors, opening, save, edit, backToCreate };
}
