import { MenuItem, Stack, TextField } from '@mui/material';
import { JOB_LOCATIONS, JOB_LOCATION_LABELS, JOB_TYPES, JOB_TYPE_LABELS } from '@devjobs/web/job-labels';
import { ListField } from './ListField';
import type { StepProps } from './step-props';

/** Step 3: type, place, dates, skills and perks. All optional. */
export function LogisticsStep({ values, errors, onChange }: StepProps) {
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OptionalSelect
          id="job-jobType"
          label="Job Type"
          value={values.jobType}
          options={JOB_TYPES}
          labels={JOB_TYPE_LABELS}
          onChange={(value) => onChange('jobType', value)}
          error={errors.jobType}
        />
        <OptionalSelect
          id="job-jobLocation"
          label="Location"
          value={values.jobLocation}
          options={JOB_LOCATIONS}
          labels={JOB_LOCATION_LABELS}
          onChange={(value) => onChange('jobLocation', value)}
          error={errors.jobLocation}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="job-startDate"
          label="Start Date"
          type="date"
          value={values.startDate}
          onChange={(e) => onChange('startDate', e.target.value)}
          error={Boolean(errors.startDate)}
          helperText={errors.startDate ?? 'Shown as the posted date.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id="job-deadline"
          label="Deadline"
          type="date"
          value={values.deadline}
          onChange={(e) => onChange('deadline', e.target.value)}
          error={Boolean(errors.deadline)}
          helperText={errors.deadline ?? 'The job closes after this day.'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.startDate || undefined } }}
        />
      </Stack>
      <ListField id="job-skills" label="Skills" placeholder="e.g. React" rows={values.skills} onChange={(rows) => onChange('skills', rows)} error={errors.skills} />
      <ListField
        id="job-benefits"
        label="Perks & Benefits"
        placeholder="e.g. Health insurance"
        rows={values.benefits}
        onChange={(rows) => onChange('benefits', rows)}
        error={errors.benefits}
      />
    </Stack>
  );
}

type OptionalSelectProps<T extends string> = {
  id: string;
  label: string;
  value: T | '';
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | '') => void;
  error?: string;
};

/** A select whose first choice, 'Not specified', leaves the field empty. */
function OptionalSelect<T extends string>({ id, label, value, options, labels, onChange, error }: OptionalSelectProps<T>) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T | '')}
      error={Boolean(error)}
      helperText={error}
    >
      <MenuItem value="">
        <em>Not specified</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labels[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}
