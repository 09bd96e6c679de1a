import type { RefundOrderInput } from '@devjobs/web/schema-types';

/**
 * The refund form's values and rules. The form checks only that something was typed and that the
 * amount reads as a number; the API checks the rest (at least ₹1, whole paise, at most what is left,
 * the reason's length) and its field errors come back under the fields (decision 042).
 */

/** An order as far as refunding it goes (OrderRow.graphql's fields). */
type Refundable = {
  state: string;
  amount: number;
  refundedAmount: number;
  refundStatus?: string | null;
};

export type RefundFormValues = { amount: string; reason: string };
export type RefundFormErrors = Partial<Record<keyof RefundFormValues, string>>;

const paise = (rupees: number) => Math.round(rupees * 100);

/** What is left to refund of an order, in rupees (whole paise, never below 0). */
export function leftToRefund(order: Refundable): number {
  return Math.max(0, paise(order.amount) - paise(order.refundedAmount)) / 100;
}

/** Whether staff may refund the order now: paid (or partly refunded), something left, and no refund on its way. */
export function canRefund(order: Refundable): boolean {
  return (
    (order.state === 'PAID' || order.state === 'PARTLY_REFUNDED') &&
    leftToRefund(order) > 0 &&
    order.refundStatus !== 'PENDING'
  );
}

/** The form's first values: all that is left, as staff would type it ("39", "899.50"). */
export function refundFormFor(order: Refundable): RefundFormValues {
  const left = leftToRefund(order);
  return { amount: Number.isInteger(left) ? String(left) : left.toFixed(2), reason: '' };
}

/**
 * The mutation's input, or the fields' errors. An amount that is all that is left is sent as null
 * ("all that is left"), so a full refund stays full whatever rounding the number went through.
 */
export function toRefundInput(
  orderId: string,
  values: RefundFormValues,
  left: number,
): { input: RefundOrderInput } | { errors: RefundFormErrors } {
  const errors: RefundFormErrors = {};
  const amount = values.amount.trim();
  const reason = values.reason.trim();
  if (!amount) errors.amount = 'Enter an amount in rupees';
  else if (!/^\d+(\.\d+)?$/.test(amount))
    errors.amount = 'Enter the amount as a number, like 100 or 99.50';
  if (!reason) errors.reason = 'Give a reason for the refund';
  if (Object.keys(errors).length) return { errors };
  const rupees = Number(amount);
  const all = Math.abs(rupees * 100 - paise(left)) < 1e-6;
  return { input: { orderId, amount: all ? null : rupees, reason } };
}
