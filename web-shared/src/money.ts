const WHOLE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const WITH_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price in rupees as people read it: ₹499, ₹1,50,000, ₹499.50 (paise only when there are some). */
export function formatRupees(rupees: number): string {
  return (Number.isInteger(rupees) ? WHOLE : WITH_PAISE).format(rupees);
}
