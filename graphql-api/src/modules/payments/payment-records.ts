import type {
  OrderKind,
  OrderStatus,
  PaymentOrder,
  PaymentRefund,
  RefundState,
  RefundStatus,
} from './payment.entity';

/** An order as stored (plain data). */
export type OrderRecord = {
  id: string;
  kind: OrderKind;
  itemId: string;
  userId: string | null;
  /** A guest's address (decision 065); null for a signed-in buyer's order. */
  buyerEmail: string | null;
  amount: number;
  currency: string;
  status: OrderStatus;
  providerOrderId: string;
  providerPaymentId: string | null;
  receipt: string;
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
  failureReason: string | null;
  /** In paise: what processed refunds paid back. */
  refundedAmount: number;
  refundStatus: RefundStatus | null;
  /** When the whole amount had been refunded. */
  refundedAt: Date | null;
  /** The buyer's words when they asked for a refund, and when (decision 069). */
  refundRequest: string | null;
  refundRequestedAt: Date | null;
  /** Staff's words when they declined that request, and when. */
  refundDecline: string | null;
  refundDeclinedAt: Date | null;
  /** The buyer's GSTIN and state (GST code) from checkout (decision 070). */
  buyerGstin: string | null;
  buyerState: string | null;
};

/** A refund as stored (plain data). Amount in paise. */
export type RefundRecord = {
  id: string;
  orderId: string;
  amount: number;
  reason: string;
  status: RefundState;
  providerRefundId: string | null;
  requestedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  processedAt: Date | null;
  failureReason: string | null;
};

/** How a refund ended at the provider. */
export type RefundEnd = {
  status: 'processed' | 'failed';
  providerRefundId: string | null;
  failureReason: string | null;
};

/** An order to record, once the provider has made it. */
export type NewOrder = {
  id: string;
  kind: OrderKind;
  itemId: string;
  amount: number;
  userId: string | null;
  buyerEmail: string | null;
  receipt: string;
  providerOrderId: string;
  buyerGstin: string | null;
  buyerState: string | null;
};

export const orderRecord = (r: PaymentOrder): OrderRecord => ({
  id: r.id,
  kind: r.kind,
  itemId: r.itemId,
  userId: r.userId ?? null,
  buyerEmail: r.buyerEmail ?? null,
  amount: Number(r.amount),
  currency: r.currency,
  status: r.status,
  providerOrderId: r.providerOrderId,
  providerPaymentId: r.providerPaymentId ?? null,
  receipt: r.receipt,
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
  paidAt: r.paidAt ? new Date(r.paidAt) : null,
  failureReason: r.failureReason ?? null,
  refundedAmount: Number(r.refundedAmount ?? 0),
  refundStatus: r.refundStatus ?? null,
  refundedAt: r.refundedAt ? new Date(r.refundedAt) : null,
  refundRequest: r.refundRequest ?? null,
  refundRequestedAt: r.refundRequestedAt ? new Date(r.refundRequestedAt) : null,
  refundDecline: r.refundDecline ?? null,
  refundDeclinedAt: r.refundDeclinedAt ? new Date(r.refundDeclinedAt) : null,
  buyerGstin: r.buyerGstin ?? null,
  buyerState: r.buyerState ?? null,
});

export const refundRecord = (r: PaymentRefund): RefundRecord => ({
  id: r.id,
  orderId: r.orderId,
  amount: Number(r.amount),
  reason: r.reason,
  status: r.status,
  providerRefundId: r.providerRefundId ?? null,
  requestedBy: r.requestedBy ?? null,
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
  processedAt: r.processedAt ? new Date(r.processedAt) : null,
  failureReason: r.failureReason ?? null,
});
