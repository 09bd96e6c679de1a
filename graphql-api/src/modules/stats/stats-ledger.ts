import { type EntityManager, In } from 'typeorm';
import type { AppCalendar } from '../../lib/app-calendar';
import { addDays } from '../../lib/calendar-day';
import type { Clock } from '../../lib/clock';
import type { DayInterest, JobsService } from '../jobs/job.service';
import type { PaidFigures, PaymentsService } from '../payments/payment.service';
import { StatsCourseBuyer, StatsDay } from './stats-day.entity';

/** A day is settled (its figures final) this long after it ends: a view or payment counted just before midnight has committed by then. */
export const SETTLE_MS = 60_000;
/** Rows written by one statement when settling. */
const BATCH = 500;

/** The figures of some days (one day, a month, all time). Revenue in paise. */
export type Figures = {
  jobViews: number;
  /** Jobs saved (decision 098). */
  jobSaves: number;
  /** Presses of Apply Now (decision 098). */
  jobApplyClicks: number;
  coursePurchases: number;
  pdfPurchases: number;
  courseRevenue: number;
  pdfRevenue: number;
  /** Paid back by refunds processed in the period (decision 068). */
  refunds: number;
};
export type DayFigures = Figures & { day: string };

export const NO_FIGURES: Figures = {
  jobViews: 0,
  jobSaves: 0,
  jobApplyClicks: 0,
  coursePurchases: 0,
  pdfPurchases: 0,
  courseRevenue: 0,
  pdfRevenue: 0,
  refunds: 0,
};

/** Settled figures also count the users whose first course purchase fell in them: summed, total users. */
export type SettledFigures = Figures & { newCourseBuyers: number };

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
    private readonly payments: PaymentsService,
  ) {}

  /**
   * Writes the figures of the days settled since the last write (the latest row marks it; the
   * first write starts at the first view or payment), and answers the first day not settled. The
   * course buyers of those days go in first, each with the day of their first purchase (days are
   * settled in order, so the first insert is the first day), and the days last, so a settle cut
   * short is redone whole. Two readers settling at once write the same figures.
   */
  async settle(): Promise<string> {
    const before = this.calendar.dayOf(new Date(this.clock.now().getTime() - SETTLE_MS));
    const last = addDays(before, -1);
    const mark: { day: string | null } | undefined = await this.repo
      .createQueryBuilder('d')
      .select('MAX(d.day)', 'day')
      .getRawOne();
    if (mark?.day && mark.day >= last) return before;
    const views = await this.jobs.interestByDay(mark?.day ? addDays(mark.day, 1) : null, last);
    const from = mark?.day ? addDays(mark.day, 1) : await this.firstDay(views, last);
    for (let start = from; start <= last; start = addDays(start, 31)) {
      const end = addDays(start, 31) <= last ? addDays(start, 31) : addDays(last, 1);
      const buyers = await this.payments.reports.courseBuyers({
        from: this.calendar.startOf(start),
        to: this.calendar.startOf(end),
      });
      const rows = buyers.map((b) => ({
        userId: b.userId,
        firstDay: this.calendar.dayOf(b.firstPaidAt),
      }));
      for (let i = 0; i < rows.length; i += BATCH) {
        await this.buyers
          .createQueryBuilder()
          .insert()
          .into(StatsCourseBuyer)
          .values(rows.slice(i, i + BATCH))
          .orIgnore()
          .execute();
      }
    }
    const newBuyers: { day: string; buyers: unknown }[] = await this.buyers
      .createQueryBuilder('b')
      .select('b.firstDay', 'day')
      .addSelect('COUNT(*)', 'buyers')
      .where('b.firstDay >= :from AND b.firstDay <= :last', { from, last })
      .groupBy('b.firstDay')
      .getRawMany();
    const newBuyersOn = new Map(newBuyers.map((r) => [r.day, Number(r.buyers)]));
    const rows = (await this.days(from, last, views)).map((d) => ({
      ...d,
      newCourseBuyers: newBuyersOn.get(d.day) ?? 0,
    }));
    for (let i = 0; i < rows.length; i += BATCH) {
      const columns = [
        'jobViews',
        'jobSaves',
        'jobApplyClicks',
        'coursePurchases',
        'pdfPurchases',
        'courseRevenue',
        'pdfRevenue',
        'refunds',
        'newCourseBuyers',
      ];
      await this.repo
        .createQueryBuilder()
        .insert()
        .into(StatsDay)
        .values(rows.slice(i, i + BATCH))
        .orUpdate(columns, ['day'])
        .execute();
    }
    return before;
  }

  /** Course buyers who paid since `before` began and never before it (not among the settled days' buyers). */
  async newCourseBuyersSince(before: string): Promise<number> {
    const recent = (
      await this.payments.reports.courseBuyers({ from: this.calendar.startOf(before) })
    ).map((b) => b.userId);
    return recent.length ? recent.length - (await this.buyers.countBy({ userId: In(recent) })) : 0;
  }

  /** The settled days from `fromDay` to `toDay`, oldest first, each with its figures. */
  async settledDays(fromDay: string, toDay: string): Promise<DayFigures[]> {
    const rows = await this.repo
      .createQueryBuilder('d')
      .where('d.day >= :fromDay AND d.day <= :toDay', { fromDay, toDay })
      .orderBy('d.day')
      .getMany();
    return rows.map((r) => ({ day: r.day, ...figuresOf(r) }));
  }

  /** The sum of the settled days from `fromDay` (null: the first) until `before` (excluded). */
  async settledSum(fromDay: string | null, before: string): Promise<SettledFigures> {
    const row = await this.repo
      .createQueryBuilder('d')
      .select('COALESCE(SUM(d.jobViews), 0)', 'jobViews')
      .addSelect('COALESCE(SUM(d.jobSaves), 0)', 'jobSaves')
      .addSelect('COALESCE(SUM(d.jobApplyClicks), 0)', 'jobApplyClicks')
      .addSelect('COALESCE(SUM(d.coursePurchases), 0)', 'coursePurchases')
      .addSelect('COALESCE(SUM(d.pdfPurchases), 0)', 'pdfPurchases')
      .addSelect('COALESCE(SUM(d.courseRevenue), 0)', 'courseRevenue')
      .addSelect('COALESCE(SUM(d.pdfRevenue), 0)', 'pdfRevenue')
      .addSelect('COALESCE(SUM(d.refunds), 0)', 'refunds')
      .addSelect('COALESCE(SUM(d.newCourseBuyers), 0)', 'newCourseBuyers')
      .where('d.day >= :fromDay AND d.day < :before', { fromDay: fromDay ?? '', before })
      .getRawOne<Record<keyof SettledFigures, unknown>>();
    return { ...figuresOf(row ?? NO_FIGURES), newCourseBuyers: Number(row?.newCourseBuyers ?? 0) };
  }

  /** Every day from `fromDay` to `toDay`, oldest first, with its figures as the other modules count them now. */
  async days(fromDay: string, toDay: string, views?: DayInterest[]): Promise<DayFigures[]> {
    const list: string[] = [];
    for (let day = fromDay; day <= toDay; day = addDays(day, 1)) list.push(day);
    const paidOn = async () => {
      const paid: Map<string, { course: PaidFigures; pdf: PaidFigures; refunds: PaidFigures }> =
        new Map();
      // A few days at once: today (and yesterday in its first minute) together; a first settle 8 at a time.
      for (let i = 0; i < list.length; i += 8) {
        await Promise.all(
          list.slice(i, i + 8).map(async (day) => {
            const range = {
              from: this.calendar.startOf(day),
              to: this.calendar.startOf(addDays(day, 1)),
            };
            const [byKind, refunds] = await Promise.all([
              this.payments.reports.paidByKind(range),
              this.payments.reports.refundedIn(range),
            ]);
            paid.set(day, { course: byKind.get('course')!, pdf: byKind.get('pdf')!, refunds });
          }),
        );
      }
      return paid;
    };
    const [viewed, paid] = await Promise.all([
      views ?? this.jobs.interestByDay(fromDay, toDay),
      paidOn(),
    ]);
    const interestOn = new Map(viewed.map((v) => [v.day, v]));
    return list.map((day) => {
      const { course, pdf, refunds } = paid.get(day)!;
      const interest = interestOn.get(day);
      return {
        day,
        jobViews: interest?.views ?? 0,
        jobSaves: interest?.saves ?? 0,
        jobApplyClicks: interest?.applyClicks ?? 0,
        coursePurchases: course.orders,
        pdfPurchases: pdf.orders,
        courseRevenue: course.amount,
        pdfRevenue: pdf.amount,
        refunds: refunds.amount,
      };
    });
  }

  /** The first day with a view or a payment; `last` when there is none before it. */
  private async firstDay(views: DayInterest[], last: string): Promise<string> {
    const firstPaid = await this.payments.reports.firstPaidAt();
    return [views[0]?.day, firstPaid && this.calendar.dayOf(firstPaid), last]
      .filter((d): d is string => Boolean(d))
      .sort()[0];
  }

  private get repo() {
    return this.db.getRepository(StatsDay);
  }

  private get buyers() {
    return this.db.getRepository(StatsCourseBuyer);
  }
}

/** A row's figures as numbers (MySQL answers sums and bigints as text). */
function figuresOf(row: Record<keyof Figures, unknown>): Figures {
  return {
    jobViews: Number(row.jobViews),
    jobSaves: Number(row.jobSaves ?? 0),
    jobApplyClicks: Number(row.jobApplyClicks ?? 0),
    coursePurchases: Number(row.coursePurchases),
    pdfPurchases: Number(row.pdfPurchases),
    courseRevenue: Number(row.courseRevenue),
    pdfRevenue: Number(row.pdfRevenue),
    refunds: Number(row.refunds),
  };
}

/** The sum of some figures. */
export function sumFigures(list: Figures[]): Figures {
  return list.reduce(
    (sum, f) => ({
      jobViews: sum.jobViews + f.jobViews,
      jobSaves: sum.jobSaves + f.jobSaves,
      jobApplyClicks: sum.jobApplyClicks + f.jobApplyClicks,
      coursePurchases: sum.coursePurchases + f.coursePurchases,
      pdfPurchases: sum.pdfPurchases + f.pdfPurchases,
      courseRevenue: sum.courseRevenue + f.courseRevenue,
      pdfRevenue: sum.pdfRevenue + f.pdfRevenue,
      refunds: sum.refunds + f.refunds,
    }),
    NO_FIGURES,
  );
}
