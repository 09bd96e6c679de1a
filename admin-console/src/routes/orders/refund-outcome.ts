import { formatRupees } from '@devjobs/web/money';
import { toast } from '@devjobs/web/toast';
import type { OrderRowFragment } from '../../graphql/generated/operations';

/**
 * The outcome of a refund, as a toast, from the order the API answered: the refund `refundId` names
 * (one sent again), else its last refund (the one just asked for). Pending at Razorpay, failed (in
 * Razorpay's words) or refunded.
 */
export function announceRefund(order: OrderRowFragment, refundId?: string) {
  const refund = refundId ? order.refunds.find((r) => r.id === refundId) : order.refunds.at(-1);
  if (!refund) return;
  const amount = formatRupees(refund.amount);
  if (refund.status === 'PENDING') toast.info(`Refund of ${amount} is pending at Razorpay`);
  else if (refund.status === 'FAILED')
    toast.error(refund.failureReason ?? `The refund of ${amount} failed.`);
  else toast.success(`Refunded ${amount}`);
}
