import { formatPaise } from '../../contract/money';
import { BadInputError, ConflictError } from '../../errors';
import type { CourseProgress } from '../courses/enrollment.service';
import type { OrderRecord } from './payment-orders';

/** The refund policy (product.md#limits): cancellation within 7 days, a refund only if under 20 % of the content was accessed. */
export const REFUND_POLICY = { windowDays: 7, accessedPercentBelow: 20 } as const;
const WINDOW_MS = REFUND_POLICY.windowDays * 24 * 60 * 60 * 1000;

/** Whether a paid course order may be refunded now, and why (the admin's list, the buyer's meter). */
export type RefundCheck = {
  eligible: boolean;
  reason: string;
  /** Modules of the course whose content the server sent the buyer (decision 069), of its current modules. */
  openedModules: number;
  /** Modules the buyer marked done: their own progress, not what the policy counts. */
  completedModules: number;
  totalModules: number;
  /** openedModules / totalModules (0 for a course without modules). */
  accessedShare: number;
  /** The end of the 7-day window: the payment plus 7 days. */
  windowEndsAt: Date;
};

/**
 * The policy applied to a paid course order: eligible while the 7 days since the payment run and
 * the server has sent the buyer under 20 % of the course's modules (decision 069: what they
 * marked done does not count). The share is exact (1 of 5 modules is 20 %: not eligible), never
 * the rounded percentage.
 */
export function refundCheck(
  paidAt: Date,
  access: { opened: CourseProgress; completed: CourseProgress },
  now: Date,
): RefundCheck {
  const { completedModules: openedModules, totalModules } = access.opened;
  const accessedShare = totalModules ? openedModules / totalModules : 0;
  const windowEndsAt = new Date(paidAt.getTime() + WINDOW_MS);
  const inWindow = now.getTime() <= windowEndsAt.getTime();
  // In whole numbers: 0.2 × 15 is 3.0000000000000004 in floating point, which would let 3 of 15 through.
  const underShare =
    totalModules === 0 || openedModules * 100 < REFUND_POLICY.accessedPercentBelow * totalModules;
  const opened = `${openedModules} of ${totalModules} modules opened (${Math.round(accessedShare * 100)}%)`;
  const reasons = [
    ...(underShare
      ? []
      : [`${opened}: ${REFUND_POLICY.accessedPercentBelow}% or more of the course was accessed`]),
    ...(inWindow ? [] : [`more than ${REFUND_POLICY.windowDays} days since the payment`]),
  ];
  const reason = reasons.length
    ? `Not eligible: ${reasons.join('; ')}.`
    : `Eligible: ${opened}, under ${REFUND_POLICY.accessedPercentBelow}% of the course, within ${REFUND_POLICY.windowDays} days of the payment.`;
  return {
    eligible: reasons.length === 0,
    reason,
    openedModules,
    completedModules: access.completed.completedModules,
    totalModules,
    accessedShare,
    windowEndsAt,
  };
}

/**
 * What the buyer's reader asks about before it opens a module (product.md#refunds): the policy's
 * limit, and how many more modules may be opened with the share still under it (0 when the next
 * new one ends the refund). In whole numbers: n × 100 < limit × total.
 */
export function refundOpenings(check: RefundCheck): {
  accessedPercentBelow: number;
  openingsLeft: number;
} {
  const limit = REFUND_POLICY.accessedPercentBelow;
  const mostUnder = Math.floor((limit * check.totalModules - 1) / 100);
  return {
    accessedPercentBelow: limit,
    openingsLeft: Math.max(0, mostUnder - check.openedModules),
  };
}

/** Why this order cannot be refunded `amount` paise now (400 or 409), or nothing when it can. */
export function checkRefundable(order: OrderRecord, amount: number): void {
  if (order.status !== 'paid')
    throw new BadInputError(
      'orderId',
      `Only a paid order can be refunded; this one is ${order.status}.`,
    );
  if (order.refundStatus === 'pending')
    throw new ConflictError('orderId', 'A refund of this order is already on its way.');
  const left = order.amount - order.refundedAmount;
  if (left <= 0) throw new ConflictError('orderId', 'This order was refunded in full already.');
  if (amount > left)
    throw new BadInputError(
      'amount',
      `At most ${formatPaise(left)} of this order can be refunded (${formatPaise(order.amount)} paid${order.refundedAmount ? `, ${formatPaise(order.refundedAmount)} refunded` : ''}).`,
    );
}
