/**
 * The one money helper of the API's messages and both apps (web-shared/src/money.ts): rupee
 * amounts as en-IN writes them. The API sends prices and revenue in rupees (a number that may hold
 * paise); it stores and limits paise.
 */
const WHOLE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const WITH_PAISE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const SHORT = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A price in rupees as people read it: ₹499, ₹1,50,000, ₹499.50 (paise only when there are some). */
export function formatRupees(rupees: number): string {
  return (Number.isInteger(rupees) ? WHOLE : WITH_PAISE).format(rupees);
}

/** An amount in paise, read as rupees: 100 is ₹1, 49950 is ₹499.50. */
export function formatPaise(paise: number): string {
  return formatRupees(paise / 100);
}

/** A rupee amount in a few characters, for a chart's axis: ₹1.5K, ₹2.5L (lakh), ₹1.0Cr (crore). */
export function formatRupeesShort(rupees: number): string {
  return SHORT.format(rupees);
}
