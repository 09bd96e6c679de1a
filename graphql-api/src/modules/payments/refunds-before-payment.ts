import { randomUUID } from 'node:crypto';
import type { PaymentGateway } from './gateway/payment-gateway';
import type { OrderRecord, PaymentOrders, RefundRecord } from './payment-orders';

/** A refund the provider reports and we did not ask for: its `rfnd_…` id and amount in paise. */
export type ProviderRefund = { id: string; amount: number };

const PROVIDER_REFUND_REASON = "Refunded in Razorpay's dashboard.";

/**
 * Records a processed refund we did not ask for (Razorpay's dashboard), once per `rfnd_…` id
 * (decision 068). The order may be paid, or still open (created or failed): a refund reported
 * before the payment is confirmed is kept and applied when the order is completed (decision 081).
 * A refund of more than is left, or of no whole positive amount, is not ours to record: null, as
 * for one recorded before.
 */
export async function keepProviderRefund(
  orders: PaymentOrders,
  orderId: string,
  refund: ProviderRefund,
): Promise<{ order: OrderRecord; refund: RefundRecord } | null> {
  const current = await orders.byId(orderId);
  if (
    !current ||
    !Number.isInteger(refund.amount) ||
    refund.amount <= 0 ||
    current.refundedAmount + refund.amount > current.amount
  )
    return null;
  return orders.recordProviderRefund(current, {
    id: randomUUID(),
    providerRefundId: refund.id,
    amount: refund.amount,
    reason: PROVIDER_REFUND_REASON,
  });
}

/**
 * The refunds an order just marked paid already had (decision 081): staff refund only paid orders,
 * so every processed refund of it was reported before its payment was confirmed. Their credit
 * notes and mails are issued now, after its invoice.
 */
export async function refundsBeforePayment(
  orders: PaymentOrders,
  paid: OrderRecord,
): Promise<RefundRecord[]> {
  if (paid.refundedAmount <= 0) return [];
  return (await orders.refundsOf([paid.id])).filter((r) => r.status === 'processed');
}

/** The processed refunds the provider holds for a payment: reconcile keeps them as it completes the order. */
export async function processedRefundsOf(
  gateway: PaymentGateway,
  paymentId: string,
): Promise<ProviderRefund[]> {
  const refunds = await gateway.paymentRefunds(paymentId);
  return refunds.flatMap((r) =>
    r.status === 'processed' && r.id ? [{ id: r.id, amount: r.amount }] : [],
  );
}
