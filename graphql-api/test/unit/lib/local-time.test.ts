import { localTime } from '../../../src/lib/local-time';

describe('a moment as mails write it', () => {
  test('day, short month, year, 12-hour time and the zone’s short name, in the given time zone', () => {
    const at = new Date('2026-11-27T14:45:00Z');
    expect(localTime(at, 'Asia/Kolkata')).toBe('27 Nov 2026, 8:15 pm IST');
    expect(localTime(new Date('2026-12-31T18:29:00Z'), 'Asia/Kolkata')).toBe(
      '31 Dec 2026, 11:59 pm IST',
    );
    expect(localTime(at, 'UTC')).toBe('27 Nov 2026, 2:45 pm UTC');
  });
});
