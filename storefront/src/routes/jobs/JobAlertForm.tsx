import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { JobAlertFrequency } from '@devjobs/web/schema-types';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { PostedForm } from '../../components/PostedForm';
import { CreateJobAlertDocument, UpdateJobAlertDocument } from '../../graphql/generated/operations';
import { useFormOutcome } from '../../lib/form-outcome';
import { useSession } from '../../lib/session';
import { toFilterInput, writeFilters, type JobFilters } from './job-filters';

/** The form's name: its id on the page and what the server calls it (decision 054). */
const FORM = 'job-alert';
const GUEST_THANKS =
  'Check your inbox: the alert starts once you confirm it from the link we sent.';

/**
 * "Email me jobs like these" (product.md#job-alerts): the list's current filters kept as an alert,
 * instant or daily. Signed in, it mails the account's address; a guest gives one and confirms it
 * from a mailed link. An HTML form posted to /jobs with the filters in its address, so it works
 * before the app runs; the server's answer shows here.
 */
export function JobAlertForm({ filters }: { filters: JobFilters }) {
  const headingId = useId();
  const outcome = useFormOutcome(FORM);
  const { user } = useSession();
  const [create, creating] = useMutation(CreateJobAlertDocument);
  const [update, updating] = useMutation(UpdateJobAlertDocument);
  // "Edit filters" on /alerts leads here with the alert's id: these filters then replace its own.
  const [params] = useSearchParams();
  const editing = user ? params.get('alert') : null;
  const form = useTextFields<'email'>({ email: '' }, outcome);
  const [frequency, setFrequency] = useState<JobAlertFrequency>('DAILY');
  const [sent, setSent] = useState<Sent | null>(null);
  const query = writeFilters(filters).toString();

  const handleSubmit = form.submit(async ({ email }) => {
    if (editing) {
      await update({ variables: { id: editing, filter: toFilterInput(filters) ?? {} } });
      setSent('updated');
      return;
    }
    const input = { filter: toFilterInput(filters), frequency, email: user ? null : email };
    const { data } = await create({ variables: { input } });
    setSent(data?.createJobAlert.state === 'ACTIVE' ? 'account' : 'guest');
    form.reset();
  }, 'The alert could not be saved. Please try again.');

  return (
    <Paper
      component="section"
      id={FORM}
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2.5, scrollMarginTop: 72 }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {editing ? 'Change your job alert' : 'Email me jobs like these'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {editing
          ? 'Set the filters above, then save them to the alert.'
          : 'New jobs matching these filters, each sent once. Stop any time from the mail.'}
      </Typography>
      <PostedForm
        action={`/jobs${query ? `?${query}` : ''}`}
        onSubmit={handleSubmit}
        labelledBy={headingId}
        spacing={2}
        sent={Boolean(outcome?.sent)}
        thanks="Your job alert is saved. If we mailed you a link, confirm it to start the alert."
      >
        {sent && <SentNote sent={sent} />}
        {outcome?.message && (
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {outcome.message}
          </Alert>
        )}
        <FormControl sx={{ display: editing ? 'none' : undefined }}>
          <FormLabel id={`${headingId}-frequency`}>How often</FormLabel>
          <RadioGroup
            aria-labelledby={`${headingId}-frequency`}
            name="frequency"
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as JobAlertFrequency)}
          >
            <FormControlLabel value="DAILY" control={<Radio />} label="Daily, at 9 am" />
            <FormControlLabel value="INSTANT" control={<Radio />} label="As soon as posted" />
          </RadioGroup>
        </FormControl>
        {user ? (
          <Typography variant="body2">To {user.email}</Typography>
        ) : (
          <TextField
            id={`${headingId}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            required
            fullWidth
            {...form.field('email')}
          />
        )}
        <Button type="submit" variant="contained" loading={creating.loading || updating.loading}>
          {editing ? 'Save these filters' : 'Email me jobs like these'}
        </Button>
      </PostedForm>
    </Paper>
  );
}

type Sent = 'account' | 'guest' | 'updated';

/** What a send by the app did: a guest confirms by mail; an account's alert is on at once. */
function SentNote({ sent }: { sent: Sent }) {
  return (
    <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
      {sent === 'guest' ? (
        GUEST_THANKS
      ) : (
        <>
          {sent === 'updated' ? 'Alert updated.' : 'Alert saved.'}{' '}
          <Link component={RouterLink} to="/alerts">
            Manage your alerts
          </Link>
        </>
      )}
    </Alert>
  );
}
