import { useMutation } from '@apollo/client/react';
import { Box, Button, Chip, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@devjobs/web/dates';
import { SAVED_JOB_LIMITS } from '@devjobs/web/saved-jobs';
import { toast } from '@devjobs/web/toast';
import { useHydrated } from '@devjobs/web/use-hydrated';
import {
  MarkJobAppliedDocument,
  SetSavedJobNoteDocument,
  type SavedJobItemFragment,
  UnsaveJobDocument,
} from '../../graphql/generated/operations';
import { jobPath } from '@devjobs/web/job-path';

const STATE_CHIPS: Record<
  SavedJobItemFragment['state'],
  { label: string; color: 'success' | 'warning' | 'default' }
> = {
  OPEN: { label: 'Open', color: 'success' },
  CLOSING_SOON: { label: 'Closing soon', color: 'warning' },
  CLOSED: { label: 'Closed', color: 'default' },
  REMOVED: { label: 'No longer listed', color: 'default' },
};

/**
 * A form posted to /saved-jobs with this `intent` for the job, back to /saved: it works before
 * (and without) the app (decision 054); the app handles `onSubmit` itself.
 */
function SavedJobForm({
  jobId,
  intent,
  onSubmit,
  children,
}: {
  jobId: string;
  intent: 'applied' | 'unapplied' | 'note' | 'unsave';
  onSubmit(): void;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      method="post"
      action="/saved-jobs"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="next" value="/saved" />
      {children}
    </Box>
  );
}

/** One saved job on /saved: what it is, its state chip, the applied mark, the note and Remove. */
export function SavedJobRow({ saved }: { saved: SavedJobItemFragment }) {
  const { job } = saved;
  const chip = STATE_CHIPS[saved.state];
  const applied = formatDate(saved.appliedAt);
  const title = job?.title ?? 'A job that was taken down';
  const [markApplied, marking] = useMutation(MarkJobAppliedDocument);
  const [unsave, removing] = useMutation(UnsaveJobDocument, {
    refetchQueries: ['MySavedJobs'],
  });

  const toggleApplied = () =>
    markApplied({ variables: { jobId: saved.jobId, applied: !saved.appliedAt } }).then(
      () => toast.success(saved.appliedAt ? 'Applied mark cleared.' : 'Marked applied.'),
      () => toast.error('Could not change the applied mark. Try again.'),
    );
  const remove = () =>
    unsave({ variables: { jobId: saved.jobId } }).then(
      () => toast.success('Removed from your saved jobs.'),
      () => toast.error('Could not remove the job. Try again.'),
    );

  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} aria-label={title}>
      <Stack spacing={1.5}>
        <div>
          <Typography variant="h6" component="h2">
            {job ? (
              <Link component={RouterLink} to={jobPath(job.slug)}>
                {job.title}
              </Link>
            ) : (
              title
            )}
          </Typography>
          {job && <Typography color="text.secondary">{job.company}</Typography>}
        </div>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Chip size="small" label={chip.label} color={chip.color} />
          {applied && <Typography variant="body2">Applied on {applied}</Typography>}
        </Stack>
        <NoteField jobId={saved.jobId} note={saved.note} />
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <SavedJobForm
            jobId={saved.jobId}
            intent={saved.appliedAt ? 'unapplied' : 'applied'}
            onSubmit={() => void toggleApplied()}
          >
            <Button
              type="submit"
              variant={saved.appliedAt ? 'outlined' : 'contained'}
              aria-pressed={Boolean(saved.appliedAt)}
              loading={marking.loading}
            >
              {saved.appliedAt ? 'Unmark applied' : 'Mark applied'}
              <span className="visually-hidden"> for {title}</span>
            </Button>
          </SavedJobForm>
          <SavedJobForm jobId={saved.jobId} intent="unsave" onSubmit={() => void remove()}>
            <Button type="submit" color="error" loading={removing.loading}>
              Remove
              <span className="visually-hidden"> {title}</span>
            </Button>
          </SavedJobForm>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The private note, edited in place: the API's limit and message (product.md#saved-jobs). */
function NoteField({ jobId, note }: { jobId: string; note: string | null }) {
  const [text, setText] = useState(note ?? '');
  const [error, setError] = useState<string | null>(null);
  const [setNote, { loading }] = useMutation(SetSavedJobNoteDocument);
  const tooLong = text.trim().length > SAVED_JOB_LIMITS.note;
  const changed = text.trim() !== (note ?? '');
  // Before the app runs (or without it) the field cannot tell a change: the button is there to post.
  const hydrated = useHydrated();

  const submit = async () => {
    if (tooLong) return;
    try {
      await setNote({ variables: { jobId, note: text } });
      setError(null);
      toast.success('Note saved.');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not save the note. Try again.');
    }
  };

  return (
    <SavedJobForm jobId={jobId} intent="note" onSubmit={() => void submit()}>
      <Stack spacing={1}>
        <TextField
          name="note"
          label="Your note"
          multiline
          minRows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={tooLong || Boolean(error)}
          helperText={
            tooLong
              ? `A note must be at most ${SAVED_JOB_LIMITS.note} characters.`
              : (error ?? `Private, up to ${SAVED_JOB_LIMITS.note} characters.`)
          }
        />
        {(changed || !hydrated) && (
          <Button
            type="submit"
            variant="outlined"
            loading={loading}
            sx={{ alignSelf: 'flex-start' }}
          >
            Save note
          </Button>
        )}
      </Stack>
    </SavedJobForm>
  );
}
