import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { PageHeader } from '../../components/PageHeader';
import { CourseForm } from './CourseForm';
import type { CourseSubmission } from './course-form';

/**
 * /admin/upload-course: the course form. Saving and the list of existing courses come with the
 * courses API; until then 'Create Course' checks the form and shows the course it would send,
 * and nothing is stored (the form keeps what was typed).
 */
export function CourseManagerPage() {
  const [preview, setPreview] = useState<CourseSubmission | null>(null);

  async function showWithoutSaving(values: CourseSubmission) {
    setPreview(values);
    throw new Error('The courses API is not connected yet'); // not saved: the form keeps its values
  }

  return (
    <>
      <PageHeader title="Course Manager" />
      <Stack spacing={3}>
        <Alert severity="info" variant="outlined">
          Courses are not saved yet: the form checks a course and shows what it would send. Saving, editing and the list of existing courses
          arrive with the courses API.
        </Alert>
        <CourseForm onSubmit={showWithoutSaving} />
      </Stack>
      <Dialog open={Boolean(preview)} onClose={() => setPreview(null)} fullWidth maxWidth="md" aria-labelledby="course-preview-title">
        <DialogTitle id="course-preview-title">Not saved: the course as it would be sent</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>The form is unchanged. Rich text is the HTML the API will receive.</DialogContentText>
          <Box component="pre" sx={{ m: 0, fontSize: '0.8125rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {JSON.stringify(preview, null, 2)}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreview(null)} autoFocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
