/**
 * A whole number with its thousands grouped as en-US writes them: 1000 → "1,000". Written out rather
 * than `toLocaleString('en-US')`: the first Intl number format a page makes loads the locale's data,
 * about 40 ms of a phone's CPU inside the job list's first render (decision 042).
 */
export function formatCount(count: number): string {
  const digits = String(Math.trunc(Math.abs(count)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${grouped}` : grouped;
}
