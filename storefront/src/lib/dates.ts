/**
 * Dates as Indian readers write them ("12 March 2025"). Shown in India time, the product's
 * APP_TIMEZONE, so a date-only value reads as the same day however the server anchored it.
 *
 * Without Intl on purpose: a page's first Intl call costs Chromium 33-94 ms, median 41 (loading
 * ICU's data, measured on a 2-vCPU machine; four times that on Lighthouse's phone), and every job
 * page shows a date while it hydrates. India Standard Time is UTC+05:30 all year (no daylight
 * saving), so the day in India is the UTC day 330 minutes later. Same text as `Intl.DateTimeFormat('en-IN', { day:
 * 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })` (e2e: job-board.spec.ts).
 */
const IST_OFFSET_MS = 330 * 60 * 1000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return null;
  const inIndia = new Date(time + IST_OFFSET_MS);
  return `${inIndia.getUTCDate()} ${MONTHS[inIndia.getUTCMonth()]} ${inIndia.getUTCFullYear()}`;
}
