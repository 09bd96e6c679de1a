/**
 * Calendar days ('YYYY-MM-DD') in the app's time zone (APP_TIMEZONE): "today" for open jobs, the
 * day a view counts on, the day and month boundaries of stats.
 */

/** One formatter per time zone, made on first use: building an Intl.DateTimeFormat is slow. */
function formatPerZone(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): (timeZone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formats.set(timeZone, format);
    }
    return format;
  };
}

const dayFormat = formatPerZone('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of an instant in a time zone, as 'YYYY-MM-DD'. */
export function calendarDay(instant: Date, timeZone: string): string {
  return dayFormat(timeZone).format(instant);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    date.getUTCFullYear() === Number(m[1]) &&
    date.getUTCMonth() === Number(m[2]) - 1 &&
    date.getUTCDate() === Number(m[3])
  );
}

/** A calendar day as a stored date: midnight UTC of that day (how job dates are kept). */
export function dayToDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The calendar day a stored date stands for (the inverse of dayToDate). */
export function dateToDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `n` days after `day` (before it when n < 0). */
export function addDays(day: string, n: number): string {
  return dateToDay(new Date(dayToDate(day).getTime() + n * 86_400_000));
}

const wallClockFormat = formatPerZone('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far the wall clock of a time zone is ahead of UTC at an instant, in ms (Kolkata: 5 h 30 min). */
function zoneOffset(instant: Date, timeZone: string): number {
  const part = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a calendar day begins in a time zone: its first moment on that zone's wall clock
 * (midnight, or the first instant after a daylight-saving gap at midnight). Stats compare stored
 * UTC times (an order's paidAt) against it.
 */
export function dayStart(day: string, timeZone: string): Date {
  const midnight = dayToDate(day).getTime();
  const guess =
    midnight - zoneOffset(new Date(midnight - zoneOffset(new Date(midnight), timeZone)), timeZone);
  const dayAt = (t: number) => calendarDay(new Date(t), timeZone);
  if (dayAt(guess) === day && dayAt(guess - 1) < day) return new Date(guess);
  // The offset changes around midnight: find the day's first millisecond by halving (every zone is within ±14 h of UTC).
  let [before, from] = [midnight - 36 * 3_600_000, midnight + 36 * 3_600_000];
  while (from - before > 1) {
    const mid = Math.floor((before + from) / 2);
    if (dayAt(mid) >= day) from = mid;
    else before = mid;
  }
  return new Date(from);
}
