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

/** Job views per day of the last 30 days. */
export function ViewsPerDayChart({ days }: { days: readonly DailyChartsFragment[] }) {
  const theme = useTheme();
  return (
    <ChartCard
      title="Job views per day"
      subtitle="Last 30 days, today last"
      height={DAILY_CHART_HEIGHT}
      empty={
        !days.some((d) => d.jobViews > 0) && {
          title: 'No job views in the last 30 days.',
          description: 'Job views per day appear here once visitors open job pages.',
        }
      }
    >
      <LineChart
        height={DAILY_CHART_HEIGHT}
        xAxis={[{ scaleType: 'point', data: labels(days) }]}
        yAxis={[
          {
            min: 0,
            tickMinStep: 1,
            width: 44,
            valueFormatter: (v: number) => formatCount(v),
          },
        ]}
        series={[
          {
            data: days.map((d) => d.jobViews),
            label: 'Job views',
            color: theme.palette.primary.main,
            showMark: false,
            area: true,
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
        sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.12 } }}
      />
    </ChartCard>
  );
}

/** Saves and apply clicks per day of the last 30 days (product.md#dashboard). */
export function InterestPerDayChart({ days }: { days: readonly DailyChartsFragment[] }) {
  const theme = useTheme();
  return (
    <ChartCard
      title="Saves and apply clicks per day"
      subtitle="Last 30 days, today last"
      height={DAILY_CHART_HEIGHT}
      empty={
        !days.some((d) => d.jobSaves + d.jobApplyClicks > 0) && {
          title: 'No saves or apply clicks in the last 30 days.',
          description: 'They appear here per day once seekers save jobs and press Apply Now.',
        }
      }
    >
      <LineChart
        height={DAILY_CHART_HEIGHT}
        xAxis={[{ scaleType: 'point', data: labels(days) }]}
        yAxis={[
          {
            min: 0,
            tickMinStep: 1,
            width: 44,
            valueFormatter: (v: number) => formatCount(v),
          },
        ]}
        series={[
          {
            data: days.map((d) => d.jobSaves),
            label: 'Saves',
            color: theme.palette.secondary.main,
            showMark: false,
          },
          {
            data: days.map((d) => d.jobApplyClicks),
            label: 'Apply clicks',
            color: theme.palette.warning.main,
            showMark: false,
          },
        ]}
        grid={{ horizontal: true }}
      />
    </ChartCard>
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
