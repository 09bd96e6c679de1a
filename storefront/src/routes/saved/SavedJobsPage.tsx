import { useQuery } from '@apollo/client/react';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorState } from '@devjobs/web/ErrorState';
import { EmptyMessage } from '../../components/EmptyMessage';
import { LinkButtons } from '../../components/LinkButtons';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { Page } from '../../components/Page';
import { SignInPrompt } from '../../components/SignInPrompt';
import { MySavedJobsDocument } from '../../graphql/generated/operations';
import { useSession } from '../../lib/session';
import { SavedJobRow } from './SavedJobRow';

/** The saved jobs a page shows (the server render asks the same, entry-server.tsx). */
export const SAVED_JOBS_PAGE_SIZE = 20;

/**
 * /saved (product.md#saved-jobs): the seeker's saved jobs, newest saved first, each with its state,
 * when they applied (or Mark applied), their note and Remove.
 */
export function SavedJobsPage() {
  const { user, loading: sessionLoading } = useSession();
  const query = useQuery(MySavedJobsDocument, {
    variables: { first: SAVED_JOBS_PAGE_SIZE },
    skip: !user,
    // Saved, removed or applied from a job page since: asked again on each visit.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { data, error, refetch } = query;
  const list = data?.mySavedJobs;

  let content: ReactNode;
  if (!sessionLoading && !user) {
    content = (
      <SignInPrompt
        title="Sign in to see your saved jobs."
        description="The jobs you save, where you applied and your notes are kept with your account."
        from="/saved"
        more={[{ to: '/jobs', label: 'Browse jobs' }]}
      />
    );
  } else if (error && !list) {
    content = (
      <ErrorState
        error={error}
        title="Failed to fetch your saved jobs."
        onRetry={() => refetch()}
      />
    );
  } else if (!list) {
    content = <SavedJobsSkeleton />;
  } else if (list.edges.length === 0) {
    content = (
      <EmptyMessage
        icon={BookmarkBorderIcon}
        title="You have no saved jobs yet."
        description="Save jobs with the bookmark on any job card or job page to keep them here, with where you applied."
        action={<LinkButtons links={[{ to: '/jobs', label: 'Browse jobs' }]} />}
      />
    );
  } else {
    content = (
      <>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.edges.map(({ node }) => (
            <li key={node.id}>
              <SavedJobRow saved={node} />
            </li>
          ))}
        </Stack>
        <LoadMoreButton list={list} query={query} />
      </>
    );
  }

  return (
    <Page
      title="Saved jobs"
      description="The DevJobs jobs you saved, where you applied and your notes."
      maxWidth="md"
    >
      <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
        Saved jobs
      </Typography>
      {content}
    </Page>
  );
}

/** The list's shape while it loads: three rows of the same size. */
function SavedJobsSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading saved jobs">
      {[0, 1, 2].map((i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2.5 }}>
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="text" width="35%" />
          <Skeleton variant="rounded" width={96} height={24} sx={{ my: 1 }} />
          <Skeleton variant="rounded" height={56} />
        </Paper>
      ))}
    </Stack>
  );
}
