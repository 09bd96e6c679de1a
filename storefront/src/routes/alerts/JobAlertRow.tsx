import { useMutation } from '@apollo/client/react';
import {
  Button,
  Chip,
  FormControl,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@devjobs/web/dates';
import type { JobAlertFrequency } from '@devjobs/web/schema-types';
import { toast } from '@devjobs/web/toast';
import {
  DeleteJobAlertDocument,
  type JobAlertItemFragment,
  PauseJobAlertDocument,
  ResumeJobAlertDocument,
  UpdateJobAlertDocument,
} from '../../graphql/generated/operations';
import { describeFilters, fromFilterInput, writeFilters } from '../jobs/job-filters';

const STATE_CHIPS: Record<
  JobAlertItemFragment['state'],
  { label: string; color: 'success' | 'warning' | 'default' }
> = {
  ACTIVE: { label: 'On', color: 'success' },
  PENDING: { label: 'Waiting for you to confirm it by mail', color: 'warning' },
  PAUSED: { label: 'Paused', color: 'default' },
};

const FREQUENCIES: { value: JobAlertFrequency; label: string }[] = [
  { value: 'DAILY', label: 'Daily, at 9 am' },
  { value: 'INSTANT', label: 'As soon as posted' },
];

/** One alert on /alerts: its filters in words, its state, how often, and pause, edit and delete. */
export function JobAlertRow({ alert }: { alert: JobAlertItemFragment }) {
  const id = useId();
  const filters = fromFilterInput(alert.filter);
  const title = describeFilters(filters);
  const query = writeFilters(filters);
  query.set('alert', alert.id);
  const chip = STATE_CHIPS[alert.state];
  const [update, updating] = useMutation(UpdateJobAlertDocument);
  const [pause, pausing] = useMutation(PauseJobAlertDocument);
  const [resume, resuming] = useMutation(ResumeJobAlertDocument);
  const [remove, removing] = useMutation(DeleteJobAlertDocument, {
    refetchQueries: ['MyJobAlerts'],
  });
  const paused = alert.state === 'PAUSED';

  const done = (promise: Promise<unknown>, success: string, failure: string) =>
    void promise.then(
      () => toast.success(success),
      () => toast.error(failure),
    );
  const setFrequency = (frequency: JobAlertFrequency) =>
    done(
      update({ variables: { id: alert.id, frequency } }),
      'How often is changed.',
      'Could not change how often. Try again.',
    );
  const togglePaused = () =>
    done(
      paused ? resume({ variables: { id: alert.id } }) : pause({ variables: { id: alert.id } }),
      paused ? 'Alert resumed.' : 'Alert paused: it sends nothing until you resume it.',
      'Could not change the alert. Try again.',
    );
  const deleteAlert = () =>
    done(
      remove({ variables: { id: alert.id } }),
      'Alert deleted.',
      'Could not delete the alert. Try again.',
    );

  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} aria-label={title}>
      <Stack spacing={1.5}>
        <div>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            To {alert.email}, since {formatDate(alert.createdAt)}
          </Typography>
        </div>
        <Chip size="small" label={chip.label} color={chip.color} sx={{ alignSelf: 'flex-start' }} />
        <FormControl size="small" sx={{ maxWidth: 260 }} disabled={updating.loading}>
          <InputLabel id={`${id}-frequency`}>How often</InputLabel>
          <Select
            labelId={`${id}-frequency`}
            label="How often"
            value={alert.frequency}
            onChange={(event) => setFrequency(event.target.value)}
          >
            {FREQUENCIES.map((f) => (
              <MenuItem key={f.value} value={f.value}>
                {f.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={`/jobs?${query.toString()}`} variant="outlined">
            Edit filters
            <span className="visually-hidden"> of {title}</span>
          </Button>
          {alert.state !== 'PENDING' && (
            <Button
              variant="outlined"
              aria-pressed={paused}
              loading={pausing.loading || resuming.loading}
              onClick={togglePaused}
            >
              {paused ? 'Resume' : 'Pause'}
              <span className="visually-hidden"> {title}</span>
            </Button>
          )}
          <Button color="error" loading={removing.loading} onClick={deleteAlert}>
            Delete
            <span className="visually-hidden"> {title}</span>
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
