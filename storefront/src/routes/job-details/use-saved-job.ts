import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@devjobs/web/toast';
import { REFETCH_SAVED_ROWS, SAVE_ON_RETURN } from '../../components/SaveJobButton';
import { MySavedJobsAmongDocument, SaveJobDocument } from '../../graphql/generated/operations';
import { useSession } from '../../lib/session';

/**
 * The signed-in seeker's saved row of this job (product.md#saved-jobs): whether it is saved and
 * when they applied. Back from signing in with `?save=1`, it saves the job; `onApply` (Apply Now,
 * whose link counts the press and marks the job applied on the server) asks for the row again
 * when the seeker comes back to the tab.
 */
export function useSavedJob(jobId: string) {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { data, loading, refetch } = useQuery(MySavedJobsAmongDocument, {
    variables: { jobIds: [jobId] },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const [save] = useMutation(SaveJobDocument, { refetchQueries: REFETCH_SAVED_ROWS });
  const saveOnReturn = new URLSearchParams(location.search).get(SAVE_ON_RETURN) === '1';

  useEffect(() => {
    // Once the row's first answer is in: a save's refetch sent while that request is under way
    // would share it (Apollo deduplicates the same query) and read the row from before the save.
    if (!user || !saveOnReturn || loading) return;
    void navigate(
      { pathname: location.pathname },
      { replace: true, state: location.state as unknown },
    );
    save({ variables: { jobId } }).then(
      () => toast.success('Saved to your jobs.'),
      () => toast.error('Could not save the job. Try again.'),
    );
  }, [user, saveOnReturn, loading, jobId, save, navigate, location.pathname, location.state]);

  const row = data?.mySavedJobsAmong[0] ?? null;
  // Apply Now's link (/apply/:jobId) counts the press and records that a signed-in seeker applied
  // on the server, with or without JavaScript: the page says so at once, and asks for the row again
  // when the seeker comes back to the tab.
  const [pressedAt, setPressedAt] = useState<string | null>(null);
  const onApply = () => {
    if (!user) return;
    setPressedAt((at) => at ?? new Date().toISOString());
    window.addEventListener('focus', () => void refetch(), { once: true });
  };
  return {
    saved: row !== null || pressedAt !== null,
    appliedAt: row?.appliedAt ?? pressedAt,
    onApply,
  };
}
