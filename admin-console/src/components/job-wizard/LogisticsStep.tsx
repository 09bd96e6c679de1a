import { MenuItem, Stack, TextField } from '@mui/material';
import { JOB_LOCATIONS, JOB_LOCATION_LABELS, JOB_TYPES, JOB_TYPE_LABELS, type JobLocation, type JobType } from '../../graphql/job-enums';
import { ListField } from './ListField';
import type { StepProps } from './step-props';

/** Step 3: type, place, dates, skills and perks. All optional. */
export function LogisticsStep({ values, errors, onChange }: StepProps) {
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          id="job-jobType"
          label="Job Type"
          value={values.jobType}
          onChange={(e) => onChange('jobType', e.target.value as JobType | '')}
          error={Boolean(errors.jobType)}
          helperText={errors.jobType}
        >
          <MenuItem value="">
            <em>Not specified</em>
          </MenuItem>
          {JOB_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {JOB_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="job-jobLocation"
          label="Location"
          value={values.jobLocation}
          onChange={(e) => onChange('jobLocation', e.target.value as JobLocation | '')}
          error={Boolean(errors.jobLocation)}
          helperText={errors.jobLocation}
        >
          <MenuItem value="">
            <em>Not specified</em>
          </MenuItem>
          {JOB_LOCATIONS.map((location) => (
            <MenuItem key={location} value={location}>
              {JOB_LOCATION_LABELS[location]}
            </MenuItem>
          ))}
        </TextField>
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
