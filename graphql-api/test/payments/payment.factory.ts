import { createHmac, randomUUID } from 'node:crypto';

/**
 * Test helpers that act as Razorpay does toward our API, with the sandbox's default secrets
 * (architecture.md#payments: tests sign like Razorpay): checkout's signature of `order_id|payment_id`, and
 * signed webhook deliveries.
 */
export const SANDBOX_KEY_SECRET = 'sandbox_key_secret';
export const SANDBOX_WEBHOOK_SECRET = 'sandbox_webhook_secret';

export const aPaymentId = () => `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;

/** What checkout hands the browser after a payment of `orderId`. */
export function checkoutResult(
  orderId: string,
  paymentId = aPaymentId(),
  secret = SANDBOX_KEY_SECRET,
) {
  const signature = createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  };
}

type PaymentFields = {
  orderId: string;
  paymentId: string;
  amount: number;
  currency?: string;
  status?: string;
  errorDescription?: string;
};

/** A Razorpay webhook body: payment.captured / payment.failed carry the payment; order.paid the order too. */
export function webhookBody(
  event: 'payment.captured' | 'order.paid' | 'payment.failed' | 'refund.created',
  p: PaymentFields,
): string {
  const payment = {
    id: p.paymentId,
    entity: 'payment',
    amount: p.amount,
    currency: p.currency ?? 'INR',
    status: p.status ?? (event === 'payment.failed' ? 'failed' : 'captured'),
    order_id: p.orderId,
    method: 'card',
    captured: event !== 'payment.failed',
    error_description: p.errorDescription ?? null,
    created_at: Math.floor(Date.now() / 1000),
  };
  const order = {
    id: p.orderId,
    entity: 'order',
    amount: p.amount,
    amount_paid: p.amount,
    amount_due: 0,
    currency: p.currency ?? 'INR',
    status: 'paid',
  };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity: payment },
      ...(event === 'order.paid' ? { order: { entity: order } } : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** A signed-payload `refund.processed` body for the payment of `p`, carrying `refund` as Razorpay's refund entity. */
export function refundWebhookBody(p: PaymentFields, refund: Record<string, unknown>): string {
  const body = JSON.parse(webhookBody('payment.captured', p));
  body.event = 'refund.processed';
  body.payload.refund = { entity: refund };
  return JSON.stringify(body);
}

export const webhookSignature = (body: string, secret = SANDBOX_WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** A test client (test/harness.ts's Client), as far as `deliver` uses it. */
type Sender = {
  request(
    method: string,
    url: string,
    init: { body: string; headers: Record<string, string> },
  ): Promise<{ status: number; body: any }>;
};

/** Delivers a webhook as Razorpay does: raw JSON, its signature, its event id. */
export function deliver(
  client: Sender,
  body: string,
  {
    eventId = `evt_${randomUUID().slice(0, 14)}`,
    signature = webhookSignature(body),
    headers = {},
  } = {},
) {
  return client.request('POST', '/api/webhooks/razorpay', {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
      ...headers,
    },
  });
}
