/**
 * The one door to the payment provider (decision 025). Orders code talks to this
 * interface only; `createGateway` (./index.ts) picks Razorpay, the offline sandbox or 'off'.
 */
export type GatewayMode = 'razorpay' | 'sandbox' | 'off';
export type GatewayOrder = {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
};
export type GatewayPayment = {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
};
/**
 * A refund at the provider, as its create call answered: pending, processed, or (refused) failed with
 * the provider's words. A call that got no answer throws GatewayError: the refund may still be made.
 */
export type GatewayRefund = {
  /** Razorpay's refund id (rfnd_…); null when the provider refused to make one. */
  id: string | null;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  failureReason: string | null;
};
export interface PaymentGateway {
  readonly mode: GatewayMode;
  /** What the browser needs to open checkout; null when mode is 'off'. */
  readonly checkout: { keyId: string; scriptUrl: string } | null;
  /** Razorpay orders.create. Amount in paise. Throws GatewayError on provider error/timeout (10 s), PaymentsOffError when off. */
  createOrder(input: {
    amount: number;
    currency: 'INR';
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  /** HMAC-SHA256(`${orderId}|${paymentId}`, key secret) hex, compared in constant time. Never throws for bad input: false. */
  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256(raw body, webhook secret) hex vs the X-Razorpay-Signature header, constant time. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /** Payments of one order at the provider (for reconcile). Throws GatewayError. */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** The refunds of one payment at the provider, any status (reconcile: refunds made before we saw the payment). Throws GatewayError. */
  paymentRefunds(paymentId: string): Promise<GatewayRefund[]>;
  /**
   * Razorpay payments.refund of part or all of a captured payment (paise), sent with
   * `X-Refund-Idempotency: idempotencyKey`, so a retry with the same key refunds once. A refusal
   * (4xx) answers `failed`; no answer, or a 5xx, throws GatewayError. PaymentsOffError when off.
   */
  refund(input: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<GatewayRefund>;
}
