import { describe, expect, test } from '@jest/globals';
import { formatPaise, formatRupees, formatRupeesShort } from './money';

describe('rupee amounts as en-IN writes them', () => {
  test('whole rupees have no paise, and lakhs group as 1,00,000', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(499)).toBe('₹499');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(1000000)).toBe('₹10,00,000');
  });

  test('paise show, always as two digits, only when there are some', () => {
    expect(formatRupees(499.5)).toBe('₹499.50');
    expect(formatRupees(0.01)).toBe('₹0.01');
    expect(formatRupees(150000.75)).toBe('₹1,50,000.75');
  });

  test('an amount in paise reads as rupees', () => {
    expect(formatPaise(100)).toBe('₹1');
    expect(formatPaise(49950)).toBe('₹499.50');
    expect(formatPaise(100_000_000)).toBe('₹10,00,000');
  });

  test("a chart's axis shortens thousands, lakhs and crores", () => {
    expect(formatRupeesShort(1500)).toBe('₹1.5K');
    expect(formatRupeesShort(150000)).toBe('₹1.5L');
    expect(formatRupeesShort(25000000)).toBe('₹2.5Cr');
  });
});
