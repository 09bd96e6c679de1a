import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { toast } from '@devjobs/web/toast';
import {
  AdminJobInterestDocument,
  type AdminJobInterestQuery,
} from '../../graphql/generated/operations';

/** What the API answers for one job at most this many at a time. */
const CHUNK = 100;

export type JobInterestFigures = AdminJobInterestQuery['adminJobInterest'][number];

/** A job's figures: the figures, still loading, or failed to load. */
export type JobInterestState = JobInterestFigures | 'loading' | 'error';

/**
 * Views, saves and apply clicks of the jobs on the table (product.md#dashboard), asked again for
 * the rows shown whenever they change (a search, Load more). Figures already read stay shown.
 */
export function useJobInterest(jobIds: readonly string[]): (jobId: string) => JobInterestState {
  const client = useApolloClient();
  const key = jobIds.join(',');
  const [figures, setFigures] = useState<ReadonlyMap<string, JobInterestFigures>>(new Map());
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const ids = key ? key.split(',') : [];
    if (!ids.length) return;
    let live = true;
    const chunks = Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, i) =>
      ids.slice(i * CHUNK, (i + 1) * CHUNK),
    );
    Promise.all(
      chunks.map((chunk) =>
        client.query({
          query: AdminJobInterestDocument,
          variables: { jobIds: chunk },
          fetchPolicy: 'network-only',
        }),
      ),
    ).then(
      (answers) => {
        if (!live) return;
        const read = answers.flatMap(({ data }) => data?.adminJobInterest ?? []);
        setFigures((known) => new Map([...known, ...read.map((f) => [f.jobId, f] as const)]));
        setFailed(null);
      },
      () => {
        if (!live) return;
        setFailed(key);
        toast.error('Could not load the views, saves and apply clicks.', {
          toastId: 'job-interest',
        });
      },
    );
    return () => {
      live = false;
    };
  }, [client, key]);

  return (jobId) => figures.get(jobId) ?? (failed === key ? 'error' : 'loading');
}
