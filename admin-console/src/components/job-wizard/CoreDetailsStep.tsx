import { Stack, TextField } from '@mui/material';
import { textField, type StepProps } from './step-props';

/** Step 1: what the job is and where to apply. */
export function CoreDetailsStep(props: StepProps) {
  return (
    <Stack spacing={2.5}>
      <TextField
        label="Title"
        required
        autoComplete="off"
        autoFocus
        {...textField(props, 'title')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          label="Company"
          required
          autoComplete="organization"
          {...textField(props, 'company')}
        />
        <TextField
          label="Salary"
          placeholder="₹8-12 LPA"
          {...textField(props, 'salary', 'Free text, e.g. ₹8-12 LPA. Optional.')}
        />
      </Stack>
      <TextField
        label="Apply Link"
        type="url"
        required
        placeholder="https://careers.example.com/jobs/123"
        {...textField(
          props,
          'externalLink',
          'The official application page; opens in a new tab on the site.',
        )}
      />
      <TextField
        label="Thumbnail URL"
        type="url"
        placeholder="https://…/logo.png"
        {...textField(props, 'thumbnail', 'Optional: a logo or picture for the job page.')}
      />
    </Stack>
  );
}
