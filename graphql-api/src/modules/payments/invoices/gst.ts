/** GST on digital services: 18 %, split CGST 9 % + SGST 9 % within the seller's state, IGST 18 % otherwise. */
export const GST_RATE_PERCENT = 18;

/**
 * SAC codes (services accounting codes) of what DevJobs sells (decision 070): a course is online
 * training, a PDF an online book.
 */
export const SAC = { course: '999293', pdf: '998431' } as const;

/** The tax lines of an amount that includes GST, in paise: they add up to the amount exactly. */
export type TaxLines = { taxable: number; cgst: number; sgst: number; igst: number };

/**
 * Splits a GST-inclusive amount (paise): the taxable value is amount × 100 / 118 rounded to the
 * paisa, the tax the rest; within the seller's state the tax is halved into CGST and SGST (CGST
 * takes the odd paisa), otherwise it is all IGST. taxable + cgst + sgst + igst === amount always.
 */
export function taxLines(amountPaise: number, intraState: boolean): TaxLines {
  const taxable = Math.round((amountPaise * 100) / (100 + GST_RATE_PERCENT));
  const tax = amountPaise - taxable;
  if (!intraState) return { taxable, cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { taxable, cgst: tax - sgst, sgst, igst: 0 };
}

/**
 * The financial year (April to March) a day falls in, as GST invoice series name it: '26-27' for
 * 1 April 2026 to 31 March 2027. `day` is 'YYYY-MM-DD' in the seller's time zone.
 */
export function financialYear(day: string): string {
  const [year, month] = day.split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}
