import { calendarDay, dayStart, dayToDate } from './calendar-day';
import type { Clock } from './clock';

/**
 * The app's calendar: days as they are in APP_TIMEZONE, read off a clock. "Today" decides which jobs
 * are open and the day a view counts on; "start of month" is where monthly stats begin.
 */
export class AppCalendar {
  private memo = { minute: -1, day: '' };

  constructor(
    private readonly clock: Clock,
    readonly timeZone: string,
  ) {}

  /** The calendar day of now ('YYYY-MM-DD'). */
  today(): string {
    // Days change on a minute boundary in every time zone: compute once a minute, not per row.
    const minute = Math.floor(this.clock.now().getTime() / 60_000);
    if (minute !== this.memo.minute)
      this.memo = { minute, day: calendarDay(this.clock.now(), this.timeZone) };
    return this.memo.day;
  }

  /** Midnight UTC of today's calendar day: a stored day (a job's deadline) is today or later when not before it. */
  startOfToday(): Date {
    return dayToDate(this.today());
  }

  /** The first calendar day of this month ('YYYY-MM-01'). */
  startOfMonth(): string {
    return `${this.today().slice(0, 8)}01`;
  }

  /** The instant a calendar day ('YYYY-MM-DD') begins: where stats compare stored UTC times. */
  startOf(day: string): Date {
    return dayStart(day, this.timeZone);
  }

  /** The calendar day of an instant ('YYYY-MM-DD'). */
  dayOf(instant: Date): string {
    return calendarDay(instant, this.timeZone);
  }
}
