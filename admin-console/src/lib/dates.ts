/**
 * Date helpers. Job start dates and deadlines are calendar days: they are shown and edited as the
 * day the admin picked (UTC date part), never shifted by the browser's time zone.
 */

/** 'YYYY-MM-DD' for a date input, from an ISO date-time; '' when absent. */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(iso);
  return match ? match[1] : '';
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A calendar day ('12 Mar 2026'), or undefined when absent. */
export function formatDay(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : dayFormat.format(date);
}

/** A moment in the admin's own time zone ('12 Mar 2026, 4:05 pm'). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
