import { MenuItem, Stack, TextField, type TextFieldProps } from '@mui/material';
import {
  JOB_CITIES,
  JOB_CITY_LABELS,
  JOB_LOCATIONS,
  JOB_LOCATION_LABELS,
  JOB_REGIONS,
  JOB_REGION_LABELS,
  JOB_TYPES,
  JOB_TYPE_LABELS,
} from '@devjobs/web/job-labels';
import { ListField } from './ListField';
import { listField, textField, type StepProps } from './step-props';

/**
 * Step 3: type, place (mode, city, and a remote job's region), dates, skills and perks. All
 * optional.
 */
export function LogisticsStep(props: StepProps) {
  const dateLabel = { inputLabel: { shrink: true } };
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OptionalSelect
          label="Job Type"
          options={JOB_TYPES}
          labels={JOB_TYPE_LABELS}
          {...textField(props, 'jobType')}
        />
        <OptionalSelect
          label="Location"
          options={JOB_LOCATIONS}
          labels={JOB_LOCATION_LABELS}
          {...textField(props, 'jobLocation')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OptionalSelect
          label="City"
          options={JOB_CITIES}
          labels={JOB_CITY_LABELS}
          {...textField(props, 'city', "The office's city; Other city if it is not listed.")}
        />
        {props.values.jobLocation === 'REMOTE' && (
          <OptionalSelect
            label="Remote Region"
            options={JOB_REGIONS}
            labels={JOB_REGION_LABELS}
            {...textField(props, 'region', 'Where people may work from. Not specified: anywhere.')}
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Start Date"
          type="date"
          {...textField(props, 'startDate', 'Shown as the posted date.')}
          slotProps={dateLabel}
        />
        <TextField
          label="Deadline"
          type="date"
          {...textField(props, 'deadline', 'The job closes after this day.')}
          slotProps={{ ...dateLabel, htmlInput: { min: props.values.startDate || undefined } }}
        />
      </Stack>
      <ListField label="Skills" placeholder="e.g. React" {...listField(props, 'skills')} />
      <ListField
        label="Perks & Benefits"
        placeholder="e.g. Health insurance"
        {...listField(props, 'benefits')}
      />
    </Stack>
  );
}

/** A select whose first choice, 'Not specified', leaves the field empty. */
function OptionalSelect<T extends string>({
  options,
  labels,
  ...field
}: { options: readonly T[]; labels: Record<T, string> } & TextFieldProps) {
  return (
    <TextField select {...field}>
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
