import { describe, expect, test } from '@jest/globals';
import { formatDate, toDateInput, type DateStyle } from './dates';

describe('dates are shown in India time (UTC+05:30), whatever the machine zone', () => {
  test('18:29 UTC is still that day in India; 18:30 UTC is already the next', () => {
    expect(formatDate('2026-03-11T18:29:59.999Z')).toBe('11 March 2026');
    expect(formatDate('2026-03-11T18:30:00.000Z')).toBe('12 March 2026');
    expect(toDateInput('2026-03-11T18:29:00Z')).toBe('2026-03-11');
    expect(toDateInput('2026-03-11T18:30:00Z')).toBe('2026-03-12');
  });

  test('the year turns at 18:30 UTC on 31 December', () => {
    expect(formatDate('2026-12-31T18:29:00Z', 'short-day')).toBe('31 Dec 2026');
    expect(formatDate('2026-12-31T18:30:00Z', 'short-day')).toBe('1 Jan 2027');
  });

  test('a job date, stored as midnight UTC of its day, reads as that day', () => {
    expect(formatDate('2026-09-05T00:00:00.000Z')).toBe('5 September 2026');
    expect(formatDate('2026-09-05', 'short-day')).toBe('5 Sept 2026');
    expect(toDateInput('2026-09-05T00:00:00.000Z')).toBe('2026-09-05');
  });

  test('a time reads on a 12-hour clock in India: midnight and noon as 12', () => {
    expect(formatDate('2026-03-11T18:30:00Z', 'date-time')).toBe('12 Mar 2026, 12:00 am');
    expect(formatDate('2026-03-12T06:30:00Z', 'date-time')).toBe('12 Mar 2026, 12:00 pm');
    expect(formatDate('2026-03-12T10:35:00Z', 'date-time')).toBe('12 Mar 2026, 4:05 pm');
  });

  test('every style matches what Intl writes for en-IN in Asia/Kolkata, on every month', () => {
    const intl: Record<DateStyle, Intl.DateTimeFormatOptions> = {
      day: { day: 'numeric', month: 'long', year: 'numeric' },
      'short-day': { day: 'numeric', month: 'short', year: 'numeric' },
      'day-month': { day: 'numeric', month: 'short' },
      'month-year': { month: 'long', year: 'numeric' },
      'date-time': {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      },
    };
    for (let month = 0; month < 12; month++) {
      for (const hour of [0, 7, 18, 23]) {
        const iso = new Date(Date.UTC(2026, month, 28, hour, 41)).toISOString();
        for (const [style, options] of Object.entries(intl) as [
          DateStyle,
          Intl.DateTimeFormatOptions,
        ][]) {
          const expected = new Intl.DateTimeFormat('en-IN', {
            ...options,
            timeZone: 'Asia/Kolkata',
          }).format(new Date(iso));
          expect(`${iso} ${style}: ${formatDate(iso, style)}`).toBe(`${iso} ${style}: ${expected}`);
        }
      }
    }
  });

  test('an absent or unreadable date is no date', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined, 'date-time')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
    expect(toDateInput('')).toBe('');
    expect(toDateInput('garbage')).toBe('');
  });
});
