import { useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCount } from '@devjobs/web/numbers';
import type { TopInterestChartFragment } from '../../graphql/generated/operations';
import { ChartCard } from './ChartCard';
import { shorten, TOP_JOBS_HEIGHT } from './TopJobsChart';

/**
 * The jobs with the most interest over the last 30 days (product.md#dashboard): apply clicks,
 * saves and views side by side, the most apply clicks on top; titles shortened on the axis.
 */
export function TopInterestChart({ jobs }: { jobs: readonly TopInterestChartFragment[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titles = jobs.map((j) => j.job?.title ?? 'Deleted job');
  return (
    <ChartCard
      title="Jobs with the most interest"
      subtitle="Last 30 days: apply clicks, then saves, then views"
      height={TOP_JOBS_HEIGHT}
      empty={
        !jobs.some((j) => j.views + j.saves + j.applyClicks > 0) && {
          title: 'No interest in jobs in the last 30 days.',
          description: 'Jobs show up here once visitors open, save and apply to them.',
        }
      }
    >
      <BarChart
        layout="horizontal"
        height={TOP_JOBS_HEIGHT}
        yAxis={[
          {
            scaleType: 'band',
            data: titles,
            width: phone ? 124 : 220,
            valueFormatter: (title: string, context) =>
              context.location === 'tick' ? shorten(title, phone ? 16 : 30) : title,
          },
        ]}
        xAxis={[{ min: 0, tickMinStep: 1, valueFormatter: (v: number) => formatCount(v) }]}
        series={[
          {
            data: jobs.map((j) => j.applyClicks),
            label: 'Apply clicks',
            color: theme.palette.warning.main,
          },
          { data: jobs.map((j) => j.saves), label: 'Saves', color: theme.palette.secondary.main },
          { data: jobs.map((j) => j.views), label: 'Views', color: theme.palette.primary.main },
        ]}
        grid={{ vertical: true }}
      />
    </ChartCard>
  );
}
