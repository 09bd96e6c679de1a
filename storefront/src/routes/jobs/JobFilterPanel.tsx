import {
  Button,
  Checkbox,
  Divider,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  CITY_OPTIONS,
  EXPERIENCE_OPTIONS,
  MODE_OPTIONS,
  REGION_OPTIONS,
  SALARY_OPTIONS,
  TYPE_OPTIONS,
  countFilters,
  type ExperienceKey,
  type JobCity,
  type JobFilters,
  type SalaryKey,
} from './job-filters';
import { JobTitleSearch } from './JobTitleSearch';

type Props = {
  id?: string;
  filters: JobFilters;
  /** A new set of filters; `replace` replaces the history entry instead of adding one (typing). */
  onChange: (filters: JobFilters, options?: { replace?: boolean }) => void;
  onClear: () => void;
};

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

type CheckboxGroupProps<T extends string> = {
  legend: string;
  options: readonly { value: T; label: string }[];
  checked: T[];
  onChange: (checked: T[]) => void;
};

/** A fieldset of checkboxes, one per option; any number may be ticked. */
function CheckboxGroup<T extends string>({
  legend,
  options,
  checked,
  onChange,
}: CheckboxGroupProps<T>) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                checked={checked.includes(option.value)}
                onChange={() => onChange(toggle(checked, option.value))}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/**
 * The filters (product.md#limits): title, salary, work mode, city, remote region, job type,
 * experience.
 */
export function JobFilterPanel({ id, filters, onChange, onClear }: Props) {
  return (
    <Paper
      id={id}
      variant="outlined"
      component="section"
      aria-labelledby="filters-title"
      sx={{ p: 2.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="filters-title" variant="h6" component="h2">
          Filters
        </Typography>
        <Button size="small" onClick={onClear} disabled={countFilters(filters) === 0}>
          Clear filters
        </Button>
      </Stack>

      <Stack spacing={2.5} divider={<Divider flexItem />}>
        <JobTitleSearch
          value={filters.q}
          onChange={(q, commit) => onChange({ ...filters, q }, { replace: !commit })}
        />

        <FormControl component="fieldset">
          <FormLabel component="legend">Salary</FormLabel>
          <RadioGroup
            name="salary"
            value={filters.salary}
            onChange={(event) => onChange({ ...filters, salary: event.target.value as SalaryKey })}
          >
            {SALARY_OPTIONS.map((option) => (
              <FormControlLabel
                key={option.key}
                value={option.key}
                control={<Radio />}
                label={option.label}
              />
            ))}
          </RadioGroup>
        </FormControl>

        <CheckboxGroup
          legend="Work mode"
          options={MODE_OPTIONS}
          checked={filters.modes}
          onChange={(modes) => onChange({ ...filters, modes })}
        />

        <TextField
          select
          label="City"
          value={filters.city ?? ''}
          onChange={(event) =>
            onChange({ ...filters, city: (event.target.value as JobCity | '') || null })
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Any city</MenuItem>
          {CITY_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>

        <CheckboxGroup
          legend="Remote region"
          options={REGION_OPTIONS}
          checked={filters.regions}
          onChange={(regions) => onChange({ ...filters, regions })}
        />

        <CheckboxGroup
          legend="Job type"
          options={TYPE_OPTIONS}
          checked={filters.types}
          onChange={(types) => onChange({ ...filters, types })}
        />

        <TextField
          select
          label="Experience"
          value={filters.experience}
          onChange={(event) =>
            onChange({ ...filters, experience: event.target.value as ExperienceKey })
          }
        >
          {EXPERIENCE_OPTIONS.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Paper>
  );
}
