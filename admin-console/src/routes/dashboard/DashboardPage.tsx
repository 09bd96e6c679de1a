import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { formatDate } from '@devjobs/web/dates';
import { toast } from '@devjobs/web/toast';
import { Button, Grid, Stack } from '@mui/material';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import { ErrorState } from '@devjobs/web/ErrorState';
import { PageHeader } from '../../components/PageHeader';
import {
  AdminDashboardDocument,
  type AdminDashboardQuery,
} from '../../graphql/generated/operations';
import { ChartCardSkeleton } from './ChartCard';
import {
  DAILY_CHART_HEIGHT,
  InterestPerDayChart,
  RevenuePerDayChart,
  ViewsPerDayChart,
} from './DailyCharts';
import { BuyersCard, PeriodCard, PeriodCardSkeleton } from './PeriodCard';
import { TopInterestChart } from './TopInterestChart';
import { TOP_JOBS_HEIGHT, TopJobsChart } from './TopJobsChart';

const CARD = { xs: 12, sm: 6, lg: 3 } as const;
const HALF = { xs: 12, lg: 6 } as const;

/** /admin/dashboard: figures for today, this month and all time, 30 days of charts, the jobs with the most interest and the most viewed. */
export function DashboardPage() {
  const { data, error, refetch } = useQuery(AdminDashboardDocument, {
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (error) toast.error('Failed to fetch dashboard stats.', { toastId: 'dashboard-stats' });
  }, [error]);

  const stats = data?.adminStats;
  let body: React.ReactNode;
  if (!stats && error)
    body = (
      <ErrorState title="Could not load stats." error={error} onRetry={() => void refetch()} />
    );
  else if (!stats) body = <DashboardSkeleton />;
  else body = <Dashboard stats={stats} />;

  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        subtitle={
          stats
            ? `Usage and revenue. Days and months are calendar days in ${stats.timeZone}.`
            : 'Usage and revenue.'
        }
        actions={
          <Button
            component={RouterLink}
            to="/admin/jobs"
            variant="contained"
            startIcon={<WorkOutlined />}
          >
            Manage Jobs
          </Button>
        }
      />
      {body}
    </>
  );
}

function Dashboard({ stats }: { stats: AdminDashboardQuery['adminStats'] }) {
  const periods = [
    { title: 'Today', caption: formatDate(stats.today.from, 'day-month'), period: stats.today },
    {
      title: 'This month',
      caption: formatDate(stats.monthly.from, 'month-year'),
      period: stats.monthly,
    },
    { title: 'All time', caption: 'Everything counted', period: stats.allTime },
  ];
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        {periods.map(({ title, caption, period }) => (
          <Grid key={title} size={CARD}>
            <PeriodCard title={title} caption={caption ?? ''} period={period} />
          </Grid>
        ))}
        <Grid size={CARD}>
          <BuyersCard totalUsers={stats.totalUsers} />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={HALF}>
          <ViewsPerDayChart days={stats.daily} />
        </Grid>
        <Grid size={HALF}>
          <InterestPerDayChart days={stats.daily} />
        </Grid>
        <Grid size={12}>
          <RevenuePerDayChart days={stats.daily} />
        </Grid>
        <Grid size={HALF}>
          <TopInterestChart jobs={stats.topJobInterest} />
        </Grid>
        <Grid size={HALF}>
          <TopJobsChart jobs={stats.topJobs} />
        </Grid>
      </Grid>
    </Stack>
  );
}

/** The page's shape while the figures load: the same cards and charts, no layout shift. */
function DashboardSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading stats">
      <Grid container spacing={2}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={CARD}>
            <PeriodCardSkeleton tall={i < 3} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        {[HALF, HALF, 12].map((size, i) => (
          <Grid key={i} size={size}>
            <ChartCardSkeleton height={DAILY_CHART_HEIGHT} />
          </Grid>
        ))}
        {[0, 1].map((i) => (
          <Grid key={i} size={HALF}>
            <ChartCardSkeleton height={TOP_JOBS_HEIGHT} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
