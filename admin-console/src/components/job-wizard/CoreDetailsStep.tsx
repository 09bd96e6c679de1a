import { Stack, TextField } from '@mui/material';
import type { StepProps } from './step-props';

/** Step 1: what the job is and where to apply. */
export function CoreDetailsStep({ values, errors, onChange }: StepProps) {
  const field = (name: 'title' | 'company' | 'externalLink' | 'thumbnail' | 'salary') => ({
    id: `job-${name}`,
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, e.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });
  return (
    <Stack spacing={2.5}>
      <TextField label="Title" required autoComplete="off" autoFocus {...field('title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField label="Company" required autoComplete="organization" {...field('company')} />
        <TextField label="Salary" placeholder="₹8-12 LPA" {...field('salary')} helperText={errors.salary ?? 'Free text, e.g. ₹8-12 LPA. Optional.'} />
      </Stack>
      <TextField
        label="Apply Link"
        type="url"
        required
        placeholder="https://careers.example.com/jobs/123"
        {...field('externalLink')}
        helperText={errors.externalLink ?? 'The official application page; opens in a new tab on the site.'}
      />
      <TextField label="Thumbnail URL" type="url" placeholder="https://…/logo.png" {...field('thumbnail')} helperText={errors.thumbnail ?? 'Optional: a logo or picture for the job page.'} />
    </Stack>
  );
}
