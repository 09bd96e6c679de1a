import { AppCalendar } from '../../../src/lib/app-calendar';

describe('the app calendar', () => {
  test('today, its start and the start of the month follow the clock in the app time zone', () => {
    let now = new Date('2026-03-31T18:29:00Z'); // 23:59 in India
    const calendar = new AppCalendar({ now: () => now }, 'Asia/Kolkata');
    expect(calendar.today()).toBe('2026-03-31');
    expect(calendar.startOfToday().toISOString()).toBe('2026-03-31T00:00:00.000Z');
    expect(calendar.startOfMonth()).toBe('2026-03-01');
    now = new Date('2026-03-31T18:30:00Z'); // midnight in India: a new day and a new month
    expect(calendar.today()).toBe('2026-04-01');
    expect(calendar.startOfToday().toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(calendar.startOfMonth()).toBe('2026-04-01');
    expect(calendar.dayOf(new Date('2026-03-09T19:00:00Z'))).toBe('2026-03-10');
    expect(calendar.startOf(calendar.today()).toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });
});
