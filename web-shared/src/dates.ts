/**
 * The apps' one date helper: every date and time is shown in India time (Asia/Kolkata, the
 * product's APP_TIMEZONE), whatever the browser's zone, as en-IN writes it ("12 March 2026",
 * "12 Mar 2026, 4:05 pm"). Job dates are stored as midnight UTC of their day, which is the same
 * day in India.
 *
 * Without Intl on purpose: a page's first Intl call loads ICU's data, a cost every job page would pay
 * while it hydrates (decision 038). India Standard Time is UTC+05:30 all year (no daylight saving),
 * so a time in India is the UTC time 330 minutes later. Same text as `Intl.DateTimeFormat('en-IN',
 * { ..., timeZone: 'Asia/Kolkata' })` (dates.test.ts compares them).
 */
const IST_OFFSET_MS = 330 * 60 * 1000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
// en-IN's short months: four letters for September.
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * How a date reads: 'day' 12 March 2026 (the storefront), 'short-day' 12 Mar 2026, 'day-month'
 * 12 Mar, 'month-year' March 2026, 'date-time' 12 Mar 2026, 4:05 pm (the admin console).
 */
export type DateStyle = 'day' | 'short-day' | 'day-month' | 'month-year' | 'date-time';

/** The moment's fields on India's wall clock, or null for an absent or unreadable date. */
function inIndia(iso: string | null | undefined) {
  if (!iso) return null;
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return null;
  const d = new Date(time + IST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/** A date (an ISO date-time or 'YYYY-MM-DD') as read in India; null when absent or unreadable. */
export function formatDate(
  iso: string | null | undefined,
  style: DateStyle = 'day',
): string | null {
  const t = inIndia(iso);
  if (!t) return null;
  switch (style) {
    case 'day':
      return `${t.day} ${MONTHS[t.month]} ${t.year}`;
    case 'short-day':
      return `${t.day} ${SHORT_MONTHS[t.month]} ${t.year}`;
    case 'day-month':
      return `${t.day} ${SHORT_MONTHS[t.month]}`;
    case 'month-year':
      return `${MONTHS[t.month]} ${t.year}`;
    case 'date-time': {
      const hour = t.hour % 12 || 12;
      return `${t.day} ${SHORT_MONTHS[t.month]} ${t.year}, ${hour}:${String(t.minute).padStart(2, '0')} ${t.hour < 12 ? 'am' : 'pm'}`;
    }
  }
}

/** 'YYYY-MM-DD', the day in India, for a date input; '' when absent or unreadable. */
export function toDateInput(iso: string | null | undefined): string {
  const t = inIndia(iso);
  if (!t) return '';
  return `${String(t.year).padStart(4, '0')}-${String(t.month + 1).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
}
