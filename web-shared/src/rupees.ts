const WHOLE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const WITH_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A price in rupees as Indian readers write it: ₹1,499, ₹10,00,000; paise only when there are
 * some (₹499.50). Prices come from the API in rupees with at most two decimals (decision 021).
 */
export function formatRupees(price: number): string {
  return Number.isInteger(price) ? WHOLE.format(price) : WITH_PAISE.format(price);
}
