import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@devjobs/web/toast';
import { REFETCH_SAVED_ROWS, SAVE_ON_RETURN } from '../../components/SaveJobButton';
import {
  MarkJobAppliedDocument,
  MySavedJobsAmongDocument,
  RecordJobApplyClickDocument,
  SaveJobDocument,
} from '../../graphql/generated/operations';
import { useSession } from '../../lib/session';

/**
 * The signed-in seeker's saved row of this job (product.md#saved-jobs): whether it is saved and
 * when they applied. Back from signing in with `?save=1`, it saves the job; `onApply` (Apply Now)
 * counts the click for anyone and records that a signed-in seeker applied, never holding up the
 * company's page.
 */
export function useSavedJob(jobId: string) {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { data } = useQuery(MySavedJobsAmongDocument, {
    variables: { jobIds: [jobId] },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const [save] = useMutation(SaveJobDocument, { refetchQueries: REFETCH_SAVED_ROWS });
  const [markApplied] = useMutation(MarkJobAppliedDocument, { refetchQueries: REFETCH_SAVED_ROWS });
  const [countApplyClick] = useMutation(RecordJobApplyClickDocument);
  const saveOnReturn = new URLSearchParams(location.search).get(SAVE_ON_RETURN) === '1';

  useEffect(() => {
    if (!user || !saveOnReturn) return;
    void navigate(
      { pathname: location.pathname },
      { replace: true, state: location.state as unknown },
    );
    save({ variables: { jobId } }).then(
      () => toast.success('Saved to your jobs.'),
      () => toast.error('Could not save the job. Try again.'),
    );
  }, [user, saveOnReturn, jobId, save, navigate, location.pathname, location.state]);

  const row = data?.mySavedJobsAmong[0] ?? null;
  const onApply = () => {
    // Counted for staff, whoever presses it (product.md#dashboard); never in the way of the page.
    countApplyClick({ variables: { id: jobId } }).catch((err: unknown) =>
      console.warn('Could not count the apply click.', err),
    );
    if (!user) return;
    markApplied({ variables: { jobId, applied: true } }).catch((err: unknown) =>
      console.warn('Could not record that you applied.', err),
    );
  };
  return { saved: row !== null, appliedAt: row?.appliedAt ?? null, onApply };
}
