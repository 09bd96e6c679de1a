/**
 * A moment as mails write it, in `timeZone` with its short name: "27 Nov 2026, 8:15 pm IST" in the
 * app's time zone (APP_TIMEZONE, India's by default; product.md#receipts).
 */
export function localTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}
