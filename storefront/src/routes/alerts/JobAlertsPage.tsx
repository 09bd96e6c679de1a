import { useQuery } from '@apollo/client/react';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorState } from '@devjobs/web/ErrorState';
import { EmptyMessage } from '../../components/EmptyMessage';
import { LinkButtons } from '../../components/LinkButtons';
import { Page } from '../../components/Page';
import { SignInPrompt } from '../../components/SignInPrompt';
import { MyJobAlertsDocument } from '../../graphql/generated/operations';
import { useSession } from '../../lib/session';
import { JobAlertRow } from './JobAlertRow';

/**
 * /alerts (product.md#job-alerts): the seeker's job alerts, newest first, each with its filters,
 * state and frequency, and pause or resume, edit and delete.
 */
export function JobAlertsPage() {
  const { user, loading: sessionLoading } = useSession();
  const { data, error, refetch } = useQuery(MyJobAlertsDocument, {
    skip: !user,
    // Made from /jobs since: asked again on each visit.
    fetchPolicy: 'cache-and-network',
  });
  const alerts = data?.myJobAlerts;

  let content: ReactNode;
  if (!sessionLoading && !user) {
    content = (
      <SignInPrompt
        title="Sign in to see your job alerts."
        description="Alerts you make while signed in are kept with your account. Every alert mail also has a link to stop it."
        from="/alerts"
        more={[{ to: '/jobs', label: 'Browse jobs' }]}
      />
    );
  } else if (error && !alerts) {
    content = (
      <ErrorState
        error={error}
        title="Failed to fetch your job alerts."
        onRetry={() => refetch()}
      />
    );
  } else if (!alerts) {
    content = <JobAlertsSkeleton />;
  } else if (alerts.length === 0) {
    content = (
      <EmptyMessage
        icon={NotificationsNoneIcon}
        title="You have no job alerts yet."
        description="Filter the job list, then press “Email me jobs like these” to get new matching jobs by mail."
        action={<LinkButtons links={[{ to: '/jobs', label: 'Browse jobs' }]} />}
      />
    );
  } else {
    content = (
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {alerts.map((alert) => (
          <li key={alert.id}>
            <JobAlertRow alert={alert} />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Page
      title="Job alerts"
      description="Your DevJobs job alerts: new jobs matching your searches, by mail."
      maxWidth="md"
    >
      <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
        Job alerts
      </Typography>
      {content}
    </Page>
  );
}

/** The list's shape while it loads: two rows of the same size. */
function JobAlertsSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading job alerts">
      {[0, 1].map((i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2.5 }}>
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rounded" width={120} height={24} sx={{ my: 1 }} />
          <Skeleton variant="rounded" width={260} height={40} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" width={280} height={36} />
        </Paper>
      ))}
    </Stack>
  );
}
