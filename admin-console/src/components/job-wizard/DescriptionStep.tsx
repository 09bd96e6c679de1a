import { Stack, TextField } from '@mui/material';
import { ListField } from './ListField';
import { listField, textField, type StepProps } from './step-props';

/** Step 2: the description and the lists that explain the role. */
export function DescriptionStep(props: StepProps) {
  return (
    <Stack spacing={3}>
      <TextField
        label="Description"
        required
        multiline
        minRows={5}
        {...textField(props, 'description')}
      />
      <ListField
        label="Responsibilities"
        placeholder="e.g. Build and ship React features"
        {...listField(props, 'responsibilities')}
      />
      <ListField
        label="Requirements"
        placeholder="e.g. 2+ years with TypeScript"
        {...listField(props, 'requirements')}
      />
    </Stack>
  );
}
