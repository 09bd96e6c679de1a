import {
  addDays,
  calendarDay,
  dateToDay,
  dayStart,
  dayToDate,
  isCalendarDay,
} from '../../../src/lib/calendar-day';

describe('calendar days in the app time zone', () => {
  test('an instant late in the UTC evening is already tomorrow in India', () => {
    const instant = new Date('2026-03-09T19:00:00Z');
    expect(calendarDay(instant, 'Asia/Kolkata')).toBe('2026-03-10');
    expect(calendarDay(instant, 'UTC')).toBe('2026-03-09');
  });

  test('only real days are days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('tomorrow')).toBe(false);
  });

  test('a day is stored as its UTC midnight and read back as the same day', () => {
    expect(dayToDate('2026-03-10').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(dateToDay(dayToDate('2026-03-10'))).toBe('2026-03-10');
  });
});

describe('where calendar days begin and end', () => {
  test('a day in India begins at 18:30 UTC the day before', () => {
    expect(dayStart('2026-04-01', 'Asia/Kolkata').toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(dayStart('2026-04-01', 'UTC').toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(dayStart('2026-01-01', 'America/New_York').toISOString()).toBe(
      '2026-01-01T05:00:00.000Z',
    );
    expect(dayStart('2026-07-01', 'America/New_York').toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
  });

  test('a day whose midnight is skipped by daylight saving begins at the first instant after the gap', () => {
    // Chile moves its clocks from 00:00 to 01:00 on the first Sunday of September.
    const start = dayStart('2026-09-06', 'America/Santiago');
    expect(calendarDay(start, 'America/Santiago')).toBe('2026-09-06');
    expect(calendarDay(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });

  test('days step across month and year ends', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
