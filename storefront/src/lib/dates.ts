/**
 * Dates as Indian readers write them ("12 March 2025"). Shown in India time, the product's
 * APP_TIMEZONE, so a date-only value reads as the same day however the server anchored it.
 */
const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : DATE.format(date);
}
