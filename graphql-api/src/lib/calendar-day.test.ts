import { calendarDay, dateToDay, dayToDate, isCalendarDay } from './calendar-day';

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
