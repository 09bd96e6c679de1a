import { describe, expect, test } from '@jest/globals';
import { canRefund, leftToRefund, refundFormFor, toRefundInput } from './refund-form';

const paid = { state: 'PAID', amount: 899.5, refundedAmount: 0, refundStatus: null };

describe('refund form rules', () => {
  test('what is left is the amount less what was refunded, in whole paise', () => {
    expect(leftToRefund(paid)).toBe(899.5);
    expect(leftToRefund({ ...paid, amount: 40, refundedAmount: 0.1 })).toBe(39.9);
    expect(leftToRefund({ ...paid, refundedAmount: 899.5 })).toBe(0);
  });

  test('a paid order with something left and no refund on its way may be refunded', () => {
    expect(canRefund(paid)).toBe(true);
    expect(
      canRefund({ ...paid, state: 'PARTLY_REFUNDED', refundStatus: 'PARTIAL', refundedAmount: 1 }),
    ).toBe(true);
    expect(canRefund({ ...paid, refundStatus: 'FAILED' })).toBe(true);
    expect(canRefund({ ...paid, refundStatus: 'PENDING' })).toBe(false);
    expect(canRefund({ ...paid, refundStatus: 'REFUNDED', refundedAmount: 899.5 })).toBe(false);
    expect(canRefund({ ...paid, state: 'AWAITING_PAYMENT' })).toBe(false);
    expect(canRefund({ ...paid, state: 'ABANDONED' })).toBe(false);
  });

  test('the form starts with all that is left, as staff would type it', () => {
    expect(refundFormFor(paid)).toEqual({ amount: '899.50', reason: '' });
    expect(refundFormFor({ ...paid, amount: 40, refundedAmount: 1 })).toEqual({
      amount: '39',
      reason: '',
    });
  });

  test('all that is left is sent as null, part of it as rupees, the reason trimmed', () => {
    expect(toRefundInput('o1', { amount: ' 899.50 ', reason: ' Asked ' }, 899.5)).toEqual({
      input: { orderId: 'o1', amount: null, reason: 'Asked' },
    });
    expect(toRefundInput('o1', { amount: '0.29', reason: 'Part' }, 0.29)).toEqual({
      input: { orderId: 'o1', amount: null, reason: 'Part' },
    });
    expect(toRefundInput('o1', { amount: '1', reason: 'Part' }, 899.5)).toEqual({
      input: { orderId: 'o1', amount: 1, reason: 'Part' },
    });
    // More than is left, or fractions of paise, go to the API, which names the field.
    expect(toRefundInput('o1', { amount: '1000.005', reason: 'Too much' }, 899.5)).toEqual({
      input: { orderId: 'o1', amount: 1000.005, reason: 'Too much' },
    });
  });

  test('a blank or unreadable amount and a blank reason are refused under their fields', () => {
    expect(toRefundInput('o1', { amount: ' ', reason: ' ' }, 40)).toEqual({
      errors: { amount: 'Enter an amount in rupees', reason: 'Give a reason for the refund' },
    });
    expect(toRefundInput('o1', { amount: '₹40', reason: 'Asked' }, 40)).toEqual({
      errors: { amount: 'Enter the amount as a number, like 100 or 99.50' },
    });
  });
});
