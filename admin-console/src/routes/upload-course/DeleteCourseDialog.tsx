import { useMutation } from '@apollo/client/react';
import { removeFromConnections } from '@devjobs/web/pagination';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import {
  DeleteCourseDocument,
  type CourseListItemFragment,
} from '../../graphql/generated/operations';
import { toast } from '@devjobs/web/toast';
import { COURSE_TOAST } from './course-form';

type Props = {
  course: CourseListItemFragment | null;
  open: boolean;
  onClose(): void;
  onDeleted(id: string): void;
};

/**
 * 'Are you sure you want to delete this course?' The API archives it (decision 021): it leaves the
 * catalogue and every cached list here; its buyers keep reading it until their access ends.
 */
export function DeleteCourseDialog({ course, open, onClose, onDeleted }: Props) {
  const [deleteCourse] = useMutation(DeleteCourseDocument);
  async function remove() {
    if (!course) return;
    await deleteCourse({
      variables: { id: course.id },
      update: (cache, { data }) =>
        removeFromConnections(cache, 'courses', {
          __typename: 'Course',
          id: data?.deleteCourse ?? course.id,
        }),
    });
    onDeleted(course.id);
  }
  return (
    <ConfirmDeleteDialog
      open={open}
      title="Delete Course"
      confirmLabel="Delete"
      onConfirm={remove}
      onDeleted={() => toast.success('Course deleted', COURSE_TOAST)}
      onFailed={() => toast.error('Delete failed', COURSE_TOAST)}
      onClose={onClose}
    >
      Are you sure you want to delete this course? “{course?.title}” leaves the catalogue and can no
      longer be bought; people who bought it keep reading it until their access ends.
    </ConfirmDeleteDialog>
  );
}
