import { useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { TopJobsChartFragment } from '../../graphql/generated/operations';
import { formatCount } from '@devjobs/web/numbers';
import { ChartCard } from './ChartCard';

const BAR = 34;
export const TOP_JOBS_HEIGHT = 10 * BAR + 50;

/** A title cut to `max` characters for an axis. */
export const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** The most viewed jobs as horizontal bars, most views on top; long titles shortened on the axis, whole in the tooltip. */
export function TopJobsChart({ jobs }: { jobs: readonly TopJobsChartFragment[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <ChartCard
      title="Most viewed jobs"
      subtitle="The ten jobs with the most views, all time"
      height={TOP_JOBS_HEIGHT}
      empty={
        !jobs.some((j) => j.views > 0) && {
          title: 'No job views yet.',
          description: 'The most viewed jobs show up here once visitors open job pages.',
        }
      }
    >
      <BarChart
        layout="horizontal"
        height={TOP_JOBS_HEIGHT}
        yAxis={[
          {
            scaleType: 'band',
            data: jobs.map((j) => j.title),
            width: phone ? 124 : 220,
            valueFormatter: (title: string, context) =>
              context.location === 'tick' ? shorten(title, phone ? 16 : 30) : title,
          },
        ]}
        xAxis={[{ min: 0, tickMinStep: 1, valueFormatter: (v: number) => formatCount(v) }]}
        series={[
          { data: jobs.map((j) => j.views), label: 'Views', color: theme.palette.primary.main },
        ]}
        grid={{ vertical: true }}
        hideLegend
      />
    </ChartCard>
  );
}
