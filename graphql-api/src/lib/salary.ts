import { MAX_INT } from './validate';

/**
 * Salary text → numbers, parsed once when a job is written (docs/architecture.md#data) so the salary filters are
 * indexed SQL. The text itself is kept as the admin typed it.
 */

const UNITS: [RegExp, number][] = [
  [/^(?:cr|crs|crore|crores)$/i, 10_000_000],
  [/^(?:l|ls|lpa|lac|lacs|lakh|lakhs)$/i, 100_000],
  [/^k$/i, 1_000],
];

// A number (commas and spaces between digit groups ignored: 1,20,000 and 50,000), an optional unit
// right after it, and optionally a range "– 12 LPA" whose unit applies to the first number too.
const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`;
const UNIT = String.raw`(?:\s*(cr|crs|crores?|lpa|lacs?|lakhs?|ls|l|k)(?![a-z]))?`;
const SALARY = new RegExp(`${NUMBER}${UNIT}(?:\\s*(?:-|–|—|to)\\s*${NUMBER}${UNIT})?`, 'i');

function multiplier(unit: string | undefined): number {
  if (!unit) return 1;
  return UNITS.find(([re]) => re.test(unit))?.[1] ?? 1;
}

/**
 * The lower end of the salary in rupees: the first number, commas ignored; `k` ×1,000,
 * `L`/`lakh`/`LPA` ×100,000, `Cr` ×10,000,000; a range counts by its lower end (its unit applies to
 * both ends: "8-12 LPA" → 800000). No number, or an absurd one: null (never matches a ceiling).
 */
export function parseSalaryMin(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = SALARY.exec(text);
  if (!match) return null;
  const [, first, firstUnit, second, secondUnit] = match;
  const value = Number(first.replace(/,/g, ''));
  const unit = firstUnit ?? (second !== undefined ? secondUnit : undefined);
  const rupees = Math.round(value * multiplier(unit));
  if (!Number.isFinite(rupees) || rupees > MAX_INT) return null;
  return rupees;
}

/** The period the salary text is paid per, in schema.org unitText terms, when the text says so. */
export function salaryPeriod(
  text: string | null | undefined,
): 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | null {
  if (!text) return null;
  const t = text.toLowerCase();
  if (/\b(?:per\s+)?(?:month|mo|pm)\b|\/\s*m(?:onth|o)?\b|monthly/.test(t)) return 'MONTH';
  if (/\blpa\b|lakh|lac|\bcr|crore|annum|\bp\.?a\.?\b|year|\byr\b|yearly|ctc/.test(t))
    return 'YEAR';
  if (/\bhour|\/\s*hr\b|\bhr\b|hourly/.test(t)) return 'HOUR';
  if (/\bweek|weekly/.test(t)) return 'WEEK';
  if (/\bday\b|daily|\/\s*day/.test(t)) return 'DAY';
  return null;
}
