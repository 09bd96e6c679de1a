/**
 * `date.toISOString()`, to the character, in plain arithmetic: V8's own goes through the runtime,
 * and a Date left in an object makes JSON.stringify take its slow path (it calls `toJSON`). The job
 * list writes four dates per job (REST JSON, GraphQL's DateTimeISO, cursors), so this is on the
 * hot path (decision 028). An invalid date throws the same RangeError.
 */

const MS_PER_DAY = 86_400_000;
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/** 0000–9999 as four digits; outside, a sign and six digits (-000001, +010000), as ECMAScript's expanded years. */
function isoYear(year: number): string {
  if (year >= 0 && year <= 9999) return TWO_DIGITS[Math.floor(year / 100)] + TWO_DIGITS[year % 100];
  return (year < 0 ? '-' : '+') + String(Math.abs(year)).padStart(6, '0');
}

export function isoTime(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const days = Math.floor(time / MS_PER_DAY);
  let ms = time - days * MS_PER_DAY;
  // The proleptic Gregorian date of a day number (days since 1970-01-01), in 400-year eras starting
  // on 1 March (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms", civil_from_days).
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const marchMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * marchMonth + 2) / 5) + 1;
  const month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);

  const hours = Math.floor(ms / 3_600_000);
  ms -= hours * 3_600_000;
  const minutes = Math.floor(ms / 60_000);
  ms -= minutes * 60_000;
  const seconds = Math.floor(ms / 1000);
  ms -= seconds * 1000;
  return `${isoYear(year)}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}T${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${THREE_DIGITS[ms]}Z`;
}
