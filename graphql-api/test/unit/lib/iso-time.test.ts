import { isoTime } from '../../../src/lib/iso-time';

const MS_PER_DAY = 86_400_000;
/** The first and last instants a Date can hold (ECMAScript: ±100,000,000 days from the epoch). */
const MIN_TIME = -8.64e15;
const MAX_TIME = 8.64e15;

/** Every instant given as a time value, checked against the built-in. */
function expectSameAsBuiltIn(times: number[]) {
  const differ = times.map((t) => new Date(t)).filter((d) => isoTime(d) !== d.toISOString());
  expect(differ.map((d) => `${d.toISOString()} became ${isoTime(d)}`)).toEqual([]);
}

describe('isoTime writes what Date.prototype.toISOString writes', () => {
  test('years 0 to 9999: the first instant of every month and the millisecond before it; every day of one 400-year cycle', () => {
    // The Gregorian calendar repeats every 400 years (146,097 days): a whole cycle, day by day,
    // meets every leap-year case; month edges over the 10,000 years meet every year's digits.
    const at = (year: number, month: number, day = 1) => {
      const d = new Date(0);
      d.setUTCFullYear(year, month, day); // not Date.UTC, which reads years 0–99 as 1900–1999
      return d.getTime();
    };
    const times: number[] = [];
    for (let year = 0; year <= 9999; year++) {
      for (let month = 0; month < 12; month++) times.push(at(year, month), at(year, month) - 1);
    }
    for (let t = at(1600, 0), end = at(2000, 0); t < end; t += MS_PER_DAY) times.push(t);
    expect(times.length).toBe(240_000 + 146_097);
    expectSameAsBuiltIn(times);
  });

  test('the millisecond boundaries of a day: every hour, minute and second edge, and every millisecond of one second', () => {
    const day = Date.UTC(2026, 1, 28);
    const times: number[] = [];
    for (let s = 0; s < 86_400; s++) times.push(day + s * 1000, day + s * 1000 + 999);
    for (let ms = 0; ms < 1000; ms++) times.push(day + 5000 + ms);
    expectSameAsBuiltIn(times);
  });

  test('leap days and the days around them, centuries included (1900 is not a leap year, 2000 is)', () => {
    const times = [1600, 1700, 1900, 2000, 2024, 2100, 2400].flatMap((year) => [
      Date.UTC(year, 1, 28),
      Date.UTC(year, 1, 29),
      Date.UTC(year, 2, 1),
      Date.UTC(year, 11, 31, 23, 59, 59, 999),
    ]);
    expectSameAsBuiltIn(times);
  });

  test('negative years, years past 9999, and the first and last instants a Date can hold', () => {
    const at = (year: number, month = 0, day = 1, ms = 0) => {
      const d = new Date(0);
      d.setUTCFullYear(year, month, day);
      return d.getTime() + ms;
    };
    const times = [
      MIN_TIME,
      MIN_TIME + 1,
      MAX_TIME,
      MAX_TIME - 1,
      at(-1),
      at(-1, 11, 31, MS_PER_DAY - 1),
      at(-100, 1, 29),
      at(-400, 1, 29),
      at(-401, 2, 1),
      at(-271_821, 3, 20),
      at(0, 0, 1, -1),
      at(10_000),
      at(10_000, 0, 1, -1),
      at(99_999, 11, 31),
      at(100_000),
      at(275_760, 8, 13),
    ];
    for (let t = MIN_TIME; t <= MAX_TIME; t += 7_919 * MS_PER_DAY + 12_345_678) times.push(t); // ~2,200 years apart, odd times of day
    expectSameAsBuiltIn(times);
    expect(isoTime(new Date(at(-1)))).toBe('-000001-01-01T00:00:00.000Z');
    expect(isoTime(new Date(at(10_000)))).toBe('+010000-01-01T00:00:00.000Z');
  });

  test('100,000 random instants over the whole range', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const times = Array.from({ length: 100_000 }, () =>
      Math.floor(MIN_TIME + random() * (MAX_TIME - MIN_TIME)),
    );
    expectSameAsBuiltIn(times);
  });

  test('an invalid date throws the same RangeError', () => {
    const invalid = new Date(Number.NaN);
    const builtIn = (() => {
      try {
        invalid.toISOString();
      } catch (error) {
        return error;
      }
    })();
    expect(builtIn).toBeInstanceOf(RangeError);
    expect(() => isoTime(invalid)).toThrow(RangeError);
    expect(() => isoTime(invalid)).toThrow((builtIn as RangeError).message);
    expect(() => isoTime(new Date(MAX_TIME + 1))).toThrow((builtIn as RangeError).message);
  });
});
