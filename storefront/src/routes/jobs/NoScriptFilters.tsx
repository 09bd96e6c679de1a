import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import {
  CITY_OPTIONS,
  EXPERIENCE_OPTIONS,
  MODE_OPTIONS,
  REGION_OPTIONS,
  SALARY_OPTIONS,
  TYPE_OPTIONS,
  type JobFilters,
} from './job-filters';

const fieldset = { border: 0, p: 0, m: 0, display: 'grid', gap: 0.5 } as const;
const legend = { fontWeight: 600, mb: 0.5, p: 0 } as const;
const choice = { display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 } as const;
const box = { font: 'inherit', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 } as const;

/** A labelled select sending `name=<value>` of the chosen option ('' for none). */
function Select({
  label,
  name,
  options,
  selected,
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  selected: string;
}) {
  return (
    <Box component="label" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography component="span" sx={legend}>
        {label}
      </Typography>
      <Box component="select" name={name} defaultValue={selected} sx={box}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}

/** A fieldset of checkboxes sending `name=<param>` for each ticked option. */
function Checkboxes<T extends string>({
  legend: title,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; param: string; label: string }[];
  checked: T[];
}) {
  return (
    <Box component="fieldset" sx={fieldset}>
      <Box component="legend" sx={legend}>
        {title}
      </Box>
      {options.map((option) => (
        <Box component="label" key={option.value} sx={choice}>
          <input
            type="checkbox"
            name={name}
            value={option.param}
            defaultChecked={checked.includes(option.value)}
          />
          {option.label}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The job filters as a plain GET form to /jobs, for a browser that runs no JavaScript (shown in a
 * <noscript>; the app's panel needs scripts): the server renders the list it asks for, and sends
 * the form's address on to the one the app writes (decision 054).
 */
export function NoScriptFilters({ filters }: { filters: JobFilters }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Filters" sx={{ p: 2.5, mb: 3 }}>
      <Box component="form" method="get" action="/jobs">
        <Stack spacing={2.5}>
          <Box component="label" sx={{ display: 'grid', gap: 0.5 }}>
            <Typography component="span" sx={legend}>
              Job title
            </Typography>
            <Box component="input" type="search" name="q" defaultValue={filters.q} sx={box} />
          </Box>
          <Box component="fieldset" sx={fieldset}>
            <Box component="legend" sx={legend}>
              Salary
            </Box>
            {SALARY_OPTIONS.map((option) => (
              <Box component="label" key={option.key} sx={choice}>
                <input
                  type="radio"
                  name="salary"
                  value={option.key}
                  defaultChecked={filters.salary === option.key}
                />
                {option.label}
              </Box>
            ))}
          </Box>
          <Checkboxes
            legend="Work mode"
            name="mode"
            options={MODE_OPTIONS}
            checked={filters.modes}
          />
          <Select
            label="City"
            name="city"
            options={[
              { value: '', label: 'Any city' },
              ...CITY_OPTIONS.map((o) => ({ value: o.param, label: o.label })),
            ]}
            selected={CITY_OPTIONS.find((o) => o.value === filters.city)?.param ?? ''}
          />
          <Checkboxes
            legend="Remote region"
            name="region"
            options={REGION_OPTIONS}
            checked={filters.regions}
          />
          <Checkboxes
            legend="Job type"
            name="type"
            options={TYPE_OPTIONS}
            checked={filters.types}
          />
          <Select
            label="Experience"
            name="maxExperience"
            options={EXPERIENCE_OPTIONS.map((o) => ({
              value: o.key === 'any' ? '' : o.key,
              label: o.label,
            }))}
            selected={filters.experience === 'any' ? '' : filters.experience}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              Apply filters
            </Button>
            <Button href="/jobs">Clear filters</Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
