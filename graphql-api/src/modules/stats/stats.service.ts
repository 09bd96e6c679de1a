import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { AppCalendar } from '../../lib/app-calendar';
import { addDays } from '../../lib/calendar-day';
import type { Clock } from '../../lib/clock';
import { requireAdmin, type Viewer } from '../auth/auth.service';
import type { JobInterestFigures, JobRecord, JobsService } from '../jobs/job.service';
import type { PaymentsService } from '../payments/payment.service';
import { type DayFigures, type Figures, StatsLedger, sumFigures } from './stats-ledger';

/** The days the dashboard's charts show, today included. */
export const CHART_DAYS = 30;
/** How many of the most viewed jobs, and of the jobs with the most interest, the dashboard shows. */
export const TOP_JOBS = 10;

/** One period's figures as the admin reads them: revenue in rupees, from every paid order, split by kind; refunds processed in it, and the net. */
export type StatsPeriod = {
  /** When the period began (null for all time). */
  from: Date | null;
  jobViews: number;
  /** Jobs saved by seekers (decision 098). */
  jobSaves: number;
  /** Presses of Apply Now (decision 098). */
  jobApplyClicks: number;
  coursePurchases: number;
  pdfPurchases: number;
  revenue: number;
  courseRevenue: number;
  pdfRevenue: number;
  /** Paid back by refunds processed in the period. */
  refunds: number;
  /** revenue − refunds. */
  netRevenue: number;
};

/** GET /api/admin/stats and GraphQL adminStats. */
export type AdminStats = {
  timeZone: string;
  today: StatsPeriod;
  monthly: StatsPeriod;
  allTime: StatsPeriod;
  totalUsers: number;
};

/** One calendar day of the charts. */
export type StatsDayRecord = Omit<StatsPeriod, 'from'> & { day: string };

/** A job's views, saves and apply clicks, with the job (null once deleted). */
export type JobInterestRecord = JobInterestFigures & { job: JobRecord | null };

/** GraphQL adminStats: the summary and the dashboard's charts. */
export type AdminOverview = AdminStats & { daily: StatsDayRecord[]; topJobs: JobRecord[] };

/**
 * The admin's stats (decision 029): job views, saves and apply clicks (decision 098), course and
 * PDF purchases and revenue for
 * today, this month and all time in APP_TIMEZONE, per day for the charts, and the most viewed
 * jobs. Reads the other modules through their services; keeps its own book of settled days
 * (stats-ledger.ts) so every figure costs a few small queries however much data there is.
 */
export class StatsService {
  private readonly calendar: AppCalendar;
  private readonly ledger: StatsLedger;

  constructor(
    db: EntityManager,
    clock: Clock,
    config: Config,
    private readonly jobs: JobsService,
    payments: PaymentsService,
  ) {
    this.calendar = new AppCalendar(clock, config.appTimezone);
    this.ledger = new StatsLedger(db, this.calendar, clock, jobs, payments);
  }

  /** Today, this month and all time, and the number of course buyers (GET /api/admin/stats). */
  async summary(viewer: Viewer): Promise<AdminStats> {
    requireAdmin(viewer, 'stats:read');
    const { daily: _daily, topJobs: _topJobs, ...summary } = await this.read(false);
    return summary;
  }

  /** The summary, the last CHART_DAYS days (today last) and the TOP_JOBS most viewed jobs (the dashboard). */
  async overview(viewer: Viewer): Promise<AdminOverview> {
    requireAdmin(viewer, 'stats:read');
    return this.read(true);
  }

  /** Each of these jobs' views, saves and apply clicks of all time, in the order asked (the jobs table; staff). */
  async jobInterest(viewer: Viewer, jobIds: unknown): Promise<JobInterestRecord[]> {
    requireAdmin(viewer, 'stats:read');
    return this.withJobs(await this.jobs.interestOf(jobIds), true);
  }

  /**
   * The TOP_JOBS jobs still posted with the most apply clicks, then saves, then views over the
   * charts' CHART_DAYS days (decision 098): read only when the dashboard asks for them.
   */
  async topJobInterest(viewer: Viewer): Promise<JobInterestRecord[]> {
    requireAdmin(viewer, 'stats:read');
    const fromDay = addDays(this.calendar.today(), 1 - CHART_DAYS);
    const top = await this.jobs.topByInterest(fromDay, TOP_JOBS * 2);
    return (await this.withJobs(top, false)).slice(0, TOP_JOBS);
  }

  /** The figures with their jobs; `keepDeleted` false leaves out the jobs deleted since. */
  private async withJobs(
    figures: JobInterestFigures[],
    keepDeleted: boolean,
  ): Promise<JobInterestRecord[]> {
    const jobs = await this.jobs.byIds(figures.map((f) => f.jobId));
    return figures
      .map((f) => ({ ...f, job: jobs.get(f.jobId) ?? null }))
      .filter((f) => keepDeleted || f.job);
  }

  /** Every figure in one go: the settled days' sums and today's live figures read at once. */
  private async read(charts: boolean): Promise<AdminOverview> {
    const before = await this.ledger.settle();
    const today = this.calendar.today();
    const month = this.calendar.startOfMonth();
    const chartFrom = addDays(today, 1 - CHART_DAYS);
    const [live, monthSettled, allSettled, newBuyers, chartSettled, topJobs] = await Promise.all([
      this.ledger.days(before, today),
      month < before ? this.ledger.settledSum(month, before) : sumFigures([]),
      this.ledger.settledSum(null, before),
      this.ledger.newCourseBuyersSince(before),
      charts ? this.ledger.settledDays(chartFrom, addDays(before, -1)) : [],
      charts ? this.jobs.mostViewed(TOP_JOBS) : [],
    ]);
    const byDay = new Map([...chartSettled, ...live].map((d) => [d.day, d]));
    const daily = charts
      ? Array.from({ length: CHART_DAYS }, (_, i) => {
          const day = addDays(chartFrom, i);
          const { from: _from, ...figures } = period(null, [byDay.get(day) ?? sumFigures([])]);
          return { day, ...figures };
        })
      : [];
    return {
      timeZone: this.calendar.timeZone,
      today: period(
        this.calendar.startOf(today),
        live.filter((d) => d.day === today),
      ),
      monthly: period(this.calendar.startOf(month), [
        monthSettled,
        ...live.filter((d) => d.day >= month),
      ]),
      allTime: period(null, [allSettled, ...live]),
      // Distinct course buyers: the first-time buyers of the settled days, and those new since.
      totalUsers: allSettled.newCourseBuyers + newBuyers,
      daily,
      topJobs,
    };
  }
}

/** Figures summed into a period, revenue in rupees. */
function period(from: Date | null, parts: (Figures | DayFigures)[]): StatsPeriod {
  const sum = sumFigures(parts);
  return {
    from,
    jobViews: sum.jobViews,
    jobSaves: sum.jobSaves,
    jobApplyClicks: sum.jobApplyClicks,
    coursePurchases: sum.coursePurchases,
    pdfPurchases: sum.pdfPurchases,
    revenue: (sum.courseRevenue + sum.pdfRevenue) / 100,
    courseRevenue: sum.courseRevenue / 100,
    pdfRevenue: sum.pdfRevenue / 100,
    refunds: sum.refunds / 100,
    netRevenue: (sum.courseRevenue + sum.pdfRevenue - sum.refunds) / 100,
  };
}
