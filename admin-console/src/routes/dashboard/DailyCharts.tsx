import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDate } from '@devjobs/web/dates';
import { formatRupees, formatRupeesShort } from '@devjobs/web/money';
import type { DailyChartsFragment } from '../../graphql/generated/operations';
import { formatCount } from '@devjobs/web/numbers';
import { ChartCard } from './ChartCard';

export const DAILY_CHART_HEIGHT = 260;

// Days are calendar days ('2026-04-01'): shown as they are ('1 Apr').
const labels = (days: readonly DailyChartsFragment[]) =>
  days.map((d) => formatDate(d.day, 'day-month') ?? d.day);
const rupees = (value: number | null) => formatRupees(value ?? 0);

type DailyKey = 'jobViews' | 'jobSaves' | 'jobApplyClicks';

/**
 * One line per figure of the last 30 days, today last, counted on the y axis. With no day above
 * zero, `empty` says what it will show instead.
 */
function DailyLineChart({
  days,
  title,
  empty,
  series,
  area = false,
}: {
  days: readonly DailyChartsFragment[];
  title: string;
  empty: { title: string; description: string };
  series: readonly { key: DailyKey; label: string; color: string }[];
  area?: boolean;
}) {
  const some = days.some((d) => series.some((s) => d[s.key] > 0));
  return (
    <ChartCard
      title={title}
      subtitle="Last 30 days, today last"
      height={DAILY_CHART_HEIGHT}
      empty={!some && empty}
    >
      <LineChart
        height={DAILY_CHART_HEIGHT}
        xAxis={[{ scaleType: 'point', data: labels(days) }]}
        yAxis={[
          { min: 0, tickMinStep: 1, width: 44, valueFormatter: (v: number) => formatCount(v) },
        ]}
        series={series.map((s) => ({
          data: days.map((d) => d[s.key]),
          label: s.label,
          color: s.color,
          showMark: false,
          area,
        }))}
        grid={{ horizontal: true }}
        hideLegend={series.length === 1}
        sx={area ? { '& .MuiAreaElement-root': { fillOpacity: 0.12 } } : undefined}
      />
    </ChartCard>
  );
}

/** Job views per day of the last 30 days. */
export function ViewsPerDayChart({ days }: { days: readonly DailyChartsFragment[] }) {
  const theme = useTheme();
  return (
    <DailyLineChart
      days={days}
      title="Job views per day"
      empty={{
        title: 'No job views in the last 30 days.',
        description: 'Job views per day appear here once visitors open job pages.',
      }}
      series={[{ key: 'jobViews', label: 'Job views', color: theme.palette.primary.main }]}
      area
    />
  );
}

/** Saves and apply clicks per day of the last 30 days (product.md#dashboard). */
export function InterestPerDayChart({ days }: { days: readonly DailyChartsFragment[] }) {
  const theme = useTheme();
  return (
    <DailyLineChart
      days={days}
      title="Saves and apply clicks per day"
      empty={{
        title: 'No saves or apply clicks in the last 30 days.',
        description: 'They appear here per day once seekers save jobs and press Apply Now.',
      }}
      series={[
        { key: 'jobSaves', label: 'Saves', color: theme.palette.secondary.main },
        { key: 'jobApplyClicks', label: 'Apply clicks', color: theme.palette.warning.main },
      ]}
    />
  );
}

/** Revenue per day of the last 30 days, courses and PDFs stacked. */
export function RevenuePerDayChart({ days }: { days: readonly DailyChartsFragment[] }) {
  const theme = useTheme();
  return (
    <ChartCard
      title="Revenue per day"
      subtitle="Paid orders, last 30 days: courses and PDFs"
      height={DAILY_CHART_HEIGHT}
      empty={
        !days.some((d) => d.courseRevenue + d.pdfRevenue > 0) && {
          title: 'No sales in the last 30 days.',
          description: 'Revenue per day appears here after the first sale.',
        }
      }
    >
      <BarChart
        height={DAILY_CHART_HEIGHT}
        xAxis={[{ scaleType: 'band', data: labels(days) }]}
        yAxis={[
          {
            min: 0,
            width: 56,
            valueFormatter: (v: number) => formatRupeesShort(v),
          },
        ]}
        series={[
          {
            data: days.map((d) => d.courseRevenue),
            label: 'Courses',
            stack: 'revenue',
            color: theme.palette.primary.main,
            valueFormatter: rupees,
          },
          {
            data: days.map((d) => d.pdfRevenue),
            label: 'PDFs',
            stack: 'revenue',
            color: theme.palette.secondary.main,
            valueFormatter: rupees,
          },
        ]}
        grid={{ horizontal: true }}
      />
    </ChartCard>
  );
}
