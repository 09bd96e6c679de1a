/**
 * Years of experience a job asks for, parsed once when the job is written (docs/architecture.md#data):
 * the number in the first requirement line that mentions a year and has a number in it
 * ("2+ years of React" → 2, "3-5 years" → 3, "1.5 years" → 2: rounded up, so a filter
 * "at most N years" never shows a job asking for more). Number words one to ten count too.
 */
const WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const MENTIONS_YEAR = /\b(?:years?|yrs?)\b/i;
const NUMBER = new RegExp(String.raw`(\d+(?:\.\d+)?)|\b(${Object.keys(WORDS).join('|')})\b`, 'i');

export function parseExperienceYears(
  requirements: readonly string[] | null | undefined,
): number | null {
  for (const line of requirements ?? []) {
    if (!MENTIONS_YEAR.test(line)) continue;
    const match = NUMBER.exec(line);
    if (!match) continue;
    const years =
      match[1] !== undefined ? Math.ceil(Number(match[1])) : WORDS[match[2].toLowerCase()];
    if (Number.isFinite(years) && years >= 0 && years <= 100) return years;
  }
  return null;
}
