import { useMutation, useQuery } from '@apollo/client/react';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { Box, IconButton } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signInPath } from '@devjobs/web/after-login';
import { toast } from '@devjobs/web/toast';
import {
  MySavedJobsAmongDocument,
  SaveJobDocument,
  UnsaveJobDocument,
} from '../graphql/generated/operations';
import { jobPath } from '@devjobs/web/job-path';
import { useSession } from '../lib/session';

/** After a saved-job write: the rows of the jobs on screen are asked again. */
export const REFETCH_SAVED_ROWS = ['MySavedJobsAmong'];

/** The address a signed-out visitor comes back to: the job's page, which then saves it. */
export const SAVE_ON_RETURN = 'save';
const returnPath = (slug: string) => `${jobPath(slug)}?${SAVE_ON_RETURN}=1`;

/**
 * Which of `jobIds` the signed-in seeker saved: one query for a page of cards; undefined while
 * unknown or signed out. Asked apart from the cached job answers (decision 096).
 */
export function useSavedJobIds(jobIds: string[]): Set<string> | undefined {
  const { user } = useSession();
  const { data } = useQuery(MySavedJobsAmongDocument, {
    variables: { jobIds },
    skip: !user || jobIds.length === 0,
    // Saved or removed on another page since: asked again on each visit.
    fetchPolicy: 'cache-and-network',
  });
  return user && data ? new Set(data.mySavedJobsAmong.map((s) => s.jobId)) : undefined;
}

/**
 * The bookmark on a job card and the job page (product.md#saved-jobs): "Save job" or "Saved", a
 * 44 px target. Signed out, it goes to sign in and comes back to the job, saved. A form posted to
 * /saved-jobs, so it works before (and without) the app (decision 054).
 */
export function SaveJobButton({
  job,
  saved,
}: {
  job: { id: string; slug: string; title: string };
  saved: boolean;
}) {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [save, saving] = useMutation(SaveJobDocument, { refetchQueries: REFETCH_SAVED_ROWS });
  const [unsave, unsaving] = useMutation(UnsaveJobDocument, { refetchQueries: REFETCH_SAVED_ROWS });
  const [pending, setPending] = useState(false);
  const busy = pending || saving.loading || unsaving.loading;

  const toggle = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || busy) return;
    if (!user) {
      void navigate(signInPath('/login', returnPath(job.slug)));
      return;
    }
    setPending(true);
    try {
      if (saved) await unsave({ variables: { jobId: job.id } });
      else await save({ variables: { jobId: job.id } });
      toast.success(saved ? 'Removed from your saved jobs.' : 'Saved to your jobs.');
    } catch {
      toast.error(
        saved ? 'Could not remove the job. Try again.' : 'Could not save the job. Try again.',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" method="post" action="/saved-jobs" onSubmit={toggle}>
      <input type="hidden" name="jobId" value={job.id} />
      <input type="hidden" name="intent" value={saved ? 'unsave' : 'save'} />
      <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
      <IconButton
        type="submit"
        aria-label={saved ? 'Saved' : 'Save job'}
        aria-pressed={saved}
        title={saved ? `Saved: press to remove ${job.title}` : `Save ${job.title}`}
        disabled={busy}
        color="primary"
        sx={{ width: 44, height: 44 }}
      >
        {saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
      </IconButton>
    </Box>
  );
}
