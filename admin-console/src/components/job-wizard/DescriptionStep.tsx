import { Stack, TextField } from '@mui/material';
import { ListField } from './ListField';
import type { StepProps } from './step-props';

/** Step 2: the description and the lists that explain the role. */
export function DescriptionStep({ values, errors, onChange }: StepProps) {
  return (
    <Stack spacing={3}>
      <TextField
        id="job-description"
        name="description"
        label="Description"
        required
        multiline
        minRows={5}
        value={values.description}
        onChange={(e) => onChange('description', e.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
      />
      <ListField
        id="job-responsibilities"
        label="Responsibilities"
        placeholder="e.g. Build and ship React features"
        rows={values.responsibilities}
        onChange={(rows) => onChange('responsibilities', rows)}
        error={errors.responsibilities}
      />
      <ListField
        id="job-requirements"
        label="Requirements"
        placeholder="e.g. 2+ years with TypeScript"
        rows={values.requirements}
        onChange={(rows) => onChange('requirements', rows)}
        error={errors.requirements}
      />
    </Stack>
  );
}
