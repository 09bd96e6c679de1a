/**
 * Calendar days ('YYYY-MM-DD') in the app's time zone (APP_TIMEZONE): "today" for open jobs, the
 * day a view counts on, the day and month boundaries of stats.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone, as 'YYYY-MM-DD'. */
export function calendarDay(instant: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

/** A calendar day as a stored date: midnight UTC of that day (how job dates are kept). */
export function dayToDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The calendar day a stored date stands for (the inverse of dayToDate). */
export function dateToDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
