import type { EntityManager } from 'typeorm';
import type { AppCalendar } from '../../lib/app-calendar';
import { addDays } from '../../lib/calendar-day';
import type { Clock } from '../../lib/clock';
import type { JobsService } from '../jobs/job.service';
import { StatsDay } from './stats-day.entity';

/** A day is settled (its figures final) this long after it ends: a view or payment counted just before midnight has committed by then. */
export const SETTLE_MS = 60_000;

/** The figures of some days (one day, a month, all time). Revenue in paise. */
export type Figures = { jobViews: number; coursePurchases: number; pdfPurchases: number; courseRevenue: number; pdfRevenue: number };
export type DayFigures = Figures & { day: string };

export const NO_FIGURES: Figures = { jobViews: 0, coursePurchases: 0, pdfPurchases: 0, courseRevenue: 0, pdfRevenue: 0 };

/**
 * The stats' book of days (decision 029). A day's figures are read from the other modules'
 * services (the daily view counters, the paid orders) while the day runs, and written once to
 * stats_days when it is settled: over SETTLE_MS after it ended, by the first read after that.
 * A settled day never changes (views and payments only ever count on the day they happen), so a
 * month or all time sums one row per day, however many views and orders there were.
 */
export class StatsLedger {
  constructor(
    private readonly db: EntityManager,
    private readonly calendar: AppCalendar,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
  ) {}

  /**
   * Writes the figures of the days settled since the last write (the latest row marks it; the
   * first write starts at the first view), and answers the first day not settled. Two readers
   * settling at once write the same figures: the second write changes nothing.
   */
  async settle(): Promise<string> {
    const before = this.calendar.dayOf(new Date(this.clock.now().getTime() - SETTLE_MS));
    const last = addDays(before, -1);
    const mark: { day: string | null } | undefined = await this.repo.createQueryBuilder('d').select('MAX(d.day)', 'day').getRawOne();
    if (mark?.day && mark.day >= last) return before;
    const views = await this.jobs.viewsByDay(mark?.day ? addDays(mark.day, 1) : null, last);
    const from = mark?.day ? addDays(mark.day, 1) : [views[0]?.day, last].filter(Boolean).sort()[0];
    const rows = await this.days(from, last, views);
    for (let i = 0; i < rows.length; i += 500) {
      await this.repo.createQueryBuilder().insert().into(StatsDay).values(rows.slice(i, i + 500)).orUpdate(['jobViews', 'coursePurchases', 'pdfPurchases', 'courseRevenue', 'pdfRevenue'], ['day']).execute();
    }
    return before;
  }

  /** The settled days from `fromDay` to `toDay`, oldest first, each with its figures. */
  async settledDays(fromDay: string, toDay: string): Promise<DayFigures[]> {
    const rows = await this.repo.createQueryBuilder('d').where('d.day >= :fromDay AND d.day <= :toDay', { fromDay, toDay }).orderBy('d.day').getMany();
    return rows.map((r) => ({ day: r.day, ...figuresOf(r) }));
  }

  /** The sum of the settled days from `fromDay` (null: the first) until `before` (excluded). */
  async settledSum(fromDay: string | null, before: string): Promise<Figures> {
    const row = await this.repo
      .createQueryBuilder('d')
      .select('COALESCE(SUM(d.jobViews), 0)', 'jobViews')
      .addSelect('COALESCE(SUM(d.coursePurchases), 0)', 'coursePurchases')
      .addSelect('COALESCE(SUM(d.pdfPurchases), 0)', 'pdfPurchases')
      .addSelect('COALESCE(SUM(d.courseRevenue), 0)', 'courseRevenue')
      .addSelect('COALESCE(SUM(d.pdfRevenue), 0)', 'pdfRevenue')
      .where('d.day >= :fromDay AND d.day < :before', { fromDay: fromDay ?? '', before })
      .getRawOne();
    return figuresOf(row ?? NO_FIGURES);
  }

  /** Every day from `fromDay` to `toDay`, oldest first, with its figures as the other modules count them now. */
  async days(fromDay: string, toDay: string, views?: { day: string; views: number }[]): Promise<DayFigures[]> {
    const viewsOf = new Map((views ?? (await this.jobs.viewsByDay(fromDay, toDay))).map((v) => [v.day, v.views]));
    const days: DayFigures[] = [];
    for (let day = fromDay; day <= toDay; day = addDays(day, 1)) days.push({ day, ...NO_FIGURES, jobViews: viewsOf.get(day) ?? 0 });
    return days;
  }

  private get repo() {
    return this.db.getRepository(StatsDay);
  }
}

/** A row's figures as numbers (MySQL answers sums and bigints as text). */
function figuresOf(row: Record<keyof Figures, unknown>): Figures {
  return {
    jobViews: Number(row.jobViews),
    coursePurchases: Number(row.coursePurchases),
    pdfPurchases: Number(row.pdfPurchases),
    courseRevenue: Number(row.courseRevenue),
    pdfRevenue: Number(row.pdfRevenue),
  };
}

/** The sum of some figures. */
export function sumFigures(list: Figures[]): Figures {
  return list.reduce(
    (sum, f) => ({
      jobViews: sum.jobViews + f.jobViews,
      coursePurchases: sum.coursePurchases + f.coursePurchases,
      pdfPurchases: sum.pdfPurchases + f.pdfPurchases,
      courseRevenue: sum.courseRevenue + f.courseRevenue,
      pdfRevenue: sum.pdfRevenue + f.pdfRevenue,
    }),
    NO_FIGURES,
  );
}
