import { razorpaySignature } from '../signature';
import {
  type CheckoutSuccess,
  isNotes,
  type RazorpayErrorBody,
  razorpayId,
  type RefundOutcome,
  type SandboxOrder,
  type SandboxPayment,
  SandboxRefusal,
  type SandboxRefund,
} from './sandbox-shapes';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
const SANDBOX_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed (sandbox).',
  reason: 'payment_failed',
} as const;
/** The most orders the sandbox remembers; the oldest (and its payments) are forgotten first (decision 025). */
const SANDBOX_MAX_ORDERS = 10_000;

const unixNow = () => Math.floor(Date.now() / 1000);

/** The sandbox's orders and payments, in memory for one app (decision 025), with Razorpay's rules for them. */
export class SandboxState {
  private readonly orders = new Map<string, SandboxOrder>();
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly refunds = new Map<string, SandboxRefund>();
  /** Refunds by idempotency key, with the body they were made with. */
  private readonly refundKeys = new Map<string, { body: string; refundId: string }>();
  /** What happens to the refunds asked for from now on (the sandbox's own setting, POST /sandbox/refund-outcome). */
  refundOutcome: RefundOutcome = 'processed';

  constructor(private readonly keySecret: string) {}

  /** POST /v1/orders: Razorpay's checks on amount, currency, receipt and notes. */
  createOrder(body: unknown): SandboxOrder {
    const {
      amount,
      currency = 'INR',
      receipt,
      notes = {},
    } = (body ?? {}) as Record<string, unknown>;
    if (typeof amount !== 'number' || !Number.isInteger(amount))
      throw new SandboxRefusal(400, 'The amount must be an integer.', { field: 'amount' });
    if (amount < 100)
      throw new SandboxRefusal(400, 'The amount must be atleast INR 1.00', { field: 'amount' });
    if (currency !== 'INR')
      throw new SandboxRefusal(400, 'The sandbox takes INR only.', { field: 'currency' });
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      throw new SandboxRefusal(400, 'The receipt may not be greater than 40 characters.', {
        field: 'receipt',
      });
    }
    if (!isNotes(notes))
      throw new SandboxRefusal(400, 'notes must be an object of at most 15 string values.', {
        field: 'notes',
      });
    const order: SandboxOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: receipt ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes,
      created_at: unixNow(),
    };
    this.orders.set(order.id, order);
    this.forgetOldest();
    return { ...order };
  }

  order(id: string): SandboxOrder {
    const order = this.orders.get(id);
    if (!order) throw new SandboxRefusal(400, 'The id provided does not exist');
    return { ...order };
  }

  payment(id: string): SandboxPayment {
    const payment = this.payments.get(id);
    if (!payment) throw new SandboxRefusal(400, 'The id provided does not exist');
    return { ...payment };
  }

  orderPayments(orderId: string): SandboxPayment[] {
    this.order(orderId);
    return [...this.payments.values()].filter((p) => p.order_id === orderId).map((p) => ({ ...p }));
  }

  /** GET /v1/payments/:id/refunds: the payment's refunds, oldest first. */
  paymentRefunds(paymentId: string): SandboxRefund[] {
    this.payment(paymentId);
    return [...this.refunds.values()]
      .filter((r) => r.payment_id === paymentId)
      .map((r) => ({ ...r }));
  }

  /**
   * POST /v1/payments/:id/refund, as Razorpay: a captured payment, an amount in paise (all that is
   * left unless given) of at most what is left; the same X-Refund-Idempotency key with the same body
   * answers the same refund, with another body 400. Processed at once, or (refundOutcome 'failed')
   * pending until `settleRefund` fails it. The payment's amount_refunded counts processed and
   * pending refunds, as Razorpay's does.
   */
  refund(
    paymentId: string,
    body: unknown,
    idempotencyKey?: string,
  ): { refund: SandboxRefund; payment: SandboxPayment; created: boolean } {
    const { amount, notes = {}, receipt } = (body ?? {}) as Record<string, unknown>;
    const bodyKey = JSON.stringify({ amount, notes, receipt });
    if (idempotencyKey !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey))
        throw new SandboxRefusal(400, 'The idempotency key is invalid.');
      const seen = this.refundKeys.get(idempotencyKey);
      if (seen && seen.body !== bodyKey)
        throw new SandboxRefusal(
          400,
          'Different request with the same idempotency key has already been processed.',
        );
      const earlier = seen && this.refunds.get(seen.refundId);
      if (earlier)
        return { refund: { ...earlier }, payment: this.payment(paymentId), created: false };
    }
    const payment = this.payments.get(paymentId);
    if (!payment) throw new SandboxRefusal(400, 'The id provided does not exist');
    if (payment.status === 'failed' || !payment.captured)
      throw new SandboxRefusal(400, 'Only captured payments can be refunded.');
    const left = payment.amount - payment.amount_refunded;
    const paise = amount === undefined ? left : amount;
    if (typeof paise !== 'number' || !Number.isInteger(paise) || paise < 100)
      throw new SandboxRefusal(400, 'The refund amount must be an integer of at least 100 paise.', {
        field: 'amount',
      });
    if (left <= 0) throw new SandboxRefusal(400, 'The payment has been fully refunded already');
    if (paise > left)
      throw new SandboxRefusal(400, 'The refund amount provided is greater than amount captured', {
        field: 'amount',
      });
    if (!isNotes(notes))
      throw new SandboxRefusal(400, 'notes must be an object of at most 15 string values.', {
        field: 'notes',
      });
    const refund: SandboxRefund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount: paise,
      currency: payment.currency,
      payment_id: payment.id,
      notes,
      receipt: typeof receipt === 'string' ? receipt.slice(0, 40) : null,
      acquirer_data: { arn: '' },
      status: this.refundOutcome === 'processed' ? 'processed' : 'pending',
      speed_requested: 'normal',
      speed_processed: 'normal',
      created_at: unixNow(),
    };
    this.refunds.set(refund.id, refund);
    if (idempotencyKey) this.refundKeys.set(idempotencyKey, { body: bodyKey, refundId: refund.id });
    this.countRefunded(payment, paise);
    return { refund: { ...refund }, payment: { ...payment }, created: true };
  }

  /** A pending refund ends failed: its amount is no longer counted as refunded. */
  failRefund(refundId: string): { refund: SandboxRefund; payment: SandboxPayment } {
    const refund = this.refunds.get(refundId);
    if (!refund || refund.status !== 'pending')
      throw new SandboxRefusal(400, 'Only a pending refund can fail.');
    refund.status = 'failed';
    const payment = this.payments.get(refund.payment_id)!;
    this.countRefunded(payment, -refund.amount);
    return { refund: { ...refund }, payment: { ...payment } };
  }

  private countRefunded(payment: SandboxPayment, paise: number) {
    payment.amount_refunded += paise;
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? 'full' : 'partial';
    payment.status = full ? 'refunded' : 'captured';
  }

  /** The Pay button: a captured payment, the order paid, and the signature Razorpay would hand checkout. */
  pay(
    orderId: string,
    buyer: { email?: unknown; contact?: unknown } = {},
  ): { response: CheckoutSuccess; order: SandboxOrder; payment: SandboxPayment } {
    const order = this.payable(orderId);
    const payment = this.record(order, 'captured', buyer);
    Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    const response = {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: razorpaySignature(this.keySecret, `${order.id}|${payment.id}`),
    };
    return { response, order: { ...order }, payment: { ...payment } };
  }

  /** The Fail button: a failed payment, and the error checkout hands `payment.failed` listeners. */
  fail(orderId: string, buyer: { email?: unknown; contact?: unknown } = {}): RazorpayErrorBody {
    const order = this.payable(orderId);
    const payment = this.record(order, 'failed', buyer);
    order.status = 'attempted';
    return {
      error: {
        ...SANDBOX_FAILURE,
        source: 'customer',
        step: 'payment_authentication',
        metadata: { order_id: order.id, payment_id: payment.id },
      },
    };
  }

  private payable(orderId: unknown): SandboxOrder {
    const order = typeof orderId === 'string' ? this.orders.get(orderId) : undefined;
    if (!order)
      throw new SandboxRefusal(400, 'The id provided does not exist', { field: 'order_id' });
    if (order.status === 'paid')
      throw new SandboxRefusal(400, 'This order is already paid.', { field: 'order_id' });
    order.attempts += 1;
    return order;
  }

  private record(
    order: SandboxOrder,
    status: SandboxPayment['status'],
    buyer: { email?: unknown; contact?: unknown },
  ): SandboxPayment {
    const failed = status === 'failed';
    const payment: SandboxPayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: !failed,
      description: null,
      email: typeof buyer.email === 'string' ? buyer.email.slice(0, 200) : '',
      contact: typeof buyer.contact === 'string' ? buyer.contact.slice(0, 40) : '',
      notes: order.notes,
      // Razorpay's 2 % fee, 18 % GST on it, in paise.
      fee: failed ? 0 : Math.round(order.amount * 0.02 * 1.18),
      tax: failed ? 0 : Math.round(order.amount * 0.02 * 0.18),
      error_code: failed ? SANDBOX_FAILURE.code : null,
      error_description: failed ? SANDBOX_FAILURE.description : null,
      error_source: failed ? 'customer' : null,
      error_step: failed ? 'payment_authentication' : null,
      error_reason: failed ? SANDBOX_FAILURE.reason : null,
      created_at: unixNow(),
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  private forgetOldest() {
    if (this.orders.size <= SANDBOX_MAX_ORDERS) return;
    const [oldest] = this.orders.keys();
    this.orders.delete(oldest);
    for (const [id, payment] of this.payments) {
      if (payment.order_id !== oldest) continue;
      this.payments.delete(id);
      for (const [refundId, refund] of this.refunds)
        if (refund.payment_id === id) this.refunds.delete(refundId);
    }
    for (const [key, { refundId }] of this.refundKeys)
      if (!this.refunds.has(refundId)) this.refundKeys.delete(key);
  }
}
