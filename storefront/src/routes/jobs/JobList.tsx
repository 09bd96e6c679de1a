import { NetworkStatus } from '@apollo/client';
import { useMutation, type useQuery } from '@apollo/client/react';
import WorkOffIcon from '@mui/icons-material/WorkOff';
import { Button } from '@mui/material';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorState } from '@devjobs/web/ErrorState';
import { CardGrid, CardGridSkeleton, type CardWidths } from '../../components/CardGrid';
import { JobCard, JobCardSkeleton } from '../../components/JobCard';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { SaveJobButton, useSavedJobIds } from '../../components/SaveJobButton';
import { jobsQuery, type JobFilters } from './job-filters';
import {
  RecordJobViewDocument,
  type JobCardFragment,
  type JobsPageQuery,
  type JobsPageQueryVariables,
} from '../../graphql/generated/operations';
import { EmptyMessage } from '../../components/EmptyMessage';

const SKELETON_CARDS = 6;
/** Beside the filter panel: two a row until the large breakpoint. */
const JOB_CARD_WIDTHS: CardWidths = { xs: 12, sm: 6, lg: 4 };

type Props = {
  /** The /jobs query as the page runs it. */
  query: useQuery.Result<JobsPageQuery, JobsPageQueryVariables>;
  /** The list shown: the answer, or the last one (dimmed) while a new filter loads. */
  connection: JobsPageQuery['jobs'] | undefined;
  filters: JobFilters;
  activeFilters: number;
  onClearFilters: () => void;
};

/** /jobs's results (product.md#job-list): the page's four states, then "Load more". */
export function JobList({ query, connection, filters, activeFilters, onClearFilters }: Props) {
  const { data, error, refetch, fetchMore, networkStatus } = query;
  const location = useLocation();
  const [recordView] = useMutation(RecordJobViewDocument);
  const savedIds = useSavedJobIds(connection?.edges.map(({ node }) => node.id) ?? []);

  const openJob = useCallback(
    (job: JobCardFragment) => {
      // Counting a view must never get in the way of reading the job: failures are only logged.
      recordView({ variables: { id: job.id } }).catch((err: unknown) =>
        console.warn('Could not record the job view.', err),
      );
    },
    [recordView],
  );

  if (error && networkStatus !== NetworkStatus.fetchMore)
    return <ErrorState error={error} title="Failed to fetch jobs." onRetry={() => refetch()} />;
  if (!connection)
    return (
      <CardGridSkeleton
        count={SKELETON_CARDS}
        card={<JobCardSkeleton />}
        label="Loading jobs"
        widths={JOB_CARD_WIDTHS}
      />
    );
  if (connection.edges.length === 0)
    return (
      <EmptyMessage
        icon={WorkOffIcon}
        title="No matching jobs found."
        description={
          activeFilters
            ? 'Try fewer filters, or clear them to see every open position.'
            : 'New roles are added every week. Check back soon.'
        }
        action={
          activeFilters ? (
            <Button variant="contained" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  return (
    <>
      <CardGrid
        items={connection.edges}
        keyOf={({ node }) => node.id}
        widths={JOB_CARD_WIDTHS}
        dimmed={!data}
      >
        {({ node }) => (
          <JobCard
            job={node}
            onOpen={openJob}
            linkState={{ listSearch: location.search }}
            action={<SaveJobButton job={node} saved={savedIds?.has(node.id) ?? false} />}
          />
        )}
      </CardGrid>
      <LoadMoreButton
        list={connection}
        query={{ networkStatus, fetchMore }}
        href={(after) => `/jobs?${jobsQuery(filters, after).toString()}`}
      />
    </>
  );
}
