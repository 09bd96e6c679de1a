import type { OrderRecord } from './payment-records';

/**
 * How long an order may wait for its payment before it counts as an abandoned checkout
 * (product.md#orders): Razorpay's checkout is a few minutes' affair, so a day without a payment
 * means the buyer left.
 */
export const ABANDONED_AFTER_HOURS = 24;

/** The moment before which an order still unpaid is abandoned. */
export const abandonedBefore = (now: Date): Date =>
  new Date(now.getTime() - ABANDONED_AFTER_HOURS * 3_600_000);

/**
 * Where an order stands as staff read it, the one definition the console shows: an unpaid order is
 * awaiting payment, then abandoned after ABANDONED_AFTER_HOURS; a paid one is refunded when
 * its processed refunds paid back all of it, partly refunded when some.
 */
export type OrderState =
  'awaiting_payment' | 'abandoned' | 'failed' | 'paid' | 'partly_refunded' | 'refunded';

export function orderState(
  order: Pick<OrderRecord, 'status' | 'createdAt' | 'amount' | 'refundedAmount'>,
  now: Date,
): OrderState {
  if (order.status === 'failed') return 'failed';
  if (order.status === 'created')
    return order.createdAt < abandonedBefore(now) ? 'abandoned' : 'awaiting_payment';
  if (order.refundedAmount >= order.amount) return 'refunded';
  return order.refundedAmount > 0 ? 'partly_refunded' : 'paid';
}
