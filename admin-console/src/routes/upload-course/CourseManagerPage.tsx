import { Alert } from '@mui/material';
import { PageHeader } from '../../components/PageHeader';

/** /admin/upload-course: the course manager arrives with the courses issue. */
export function CourseManagerPage() {
  return (
    <>
      <PageHeader title="Course Manager" />
      <Alert severity="info" variant="outlined">
        Creating, editing and deleting courses comes in a later issue. This page will hold the course form and the list of existing
        courses.
      </Alert>
    </>
  );
}
