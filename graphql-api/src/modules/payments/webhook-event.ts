import { createHash } from 'node:crypto';
import { BadInputError } from '../../errors';

/** The payment a webhook event carries (Razorpay's payload.payment.entity), as far as we use it. */
export type WebhookPayment = {
  id: string;
  amount: number;
  currency: string;
  status: string;
  errorDescription: string | null;
};

/** The refund a refund.* event carries (payload.refund.entity). */
export type WebhookRefund = {
  id: string;
  paymentId: string;
  amount: number;
  status: string;
  /** Our refund id, when we asked for it (its notes carry it). */
  refundId: string | null;
};

/** A Razorpay webhook event (payment.captured, order.paid, payment.failed, refund.processed, refund.failed, or any other type, which is only recorded). */
export type WebhookEvent = {
  id: string;
  type: string;
  providerOrderId: string | null;
  payment: WebhookPayment | null;
  refund: WebhookRefund | null;
};

/** The longest key payment_events.eventId holds; a longer one is hashed. */
const EVENT_ID_MAX = 100;
const sha256 = (data: Buffer | string) =>
  `sha256:${createHash('sha256').update(data).digest('hex')}`;

/** A webhook body as sent: every field is checked before use. */
type RawEvent = {
  event?: unknown;
  payload?: {
    payment?: { entity?: Record<string, unknown> };
    order?: { entity?: Record<string, unknown> };
    refund?: { entity?: Record<string, unknown> };
  };
};

/**
 * Reads a signature-checked webhook body. Razorpay's shape: `{entity: 'event', event, payload:
 * {payment: {entity: {id, order_id, amount, currency, status, error_description}}, order: {entity:
 * {id, …}}, refund: {entity: {id, payment_id, amount, status, notes}}}}`. Not JSON, or not an
 * event: 400. The event's id, which makes a second delivery a duplicate, comes from what the
 * signature covers, never from the unsigned X-Razorpay-Event-Id header (decision 081): the type
 * and the ids of the entities it is about, else the hash of the body.
 */
export function parseWebhookEvent(rawBody: Buffer): WebhookEvent {
  const notAnEvent = new BadInputError('body', 'The webhook body is not a Razorpay event.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw notAnEvent;
  }
  const body = parsed as RawEvent | null;
  if (
    !body ||
    typeof body !== 'object' ||
    typeof body.event !== 'string' ||
    !body.event ||
    typeof body.payload !== 'object' ||
    !body.payload
  )
    throw notAnEvent;
  const payment = body.payload.payment?.entity;
  const order = body.payload.order?.entity;
  const parsedPayment: WebhookPayment | null =
    payment && typeof payment.id === 'string'
      ? {
          id: payment.id,
          amount: Number(payment.amount),
          currency: String(payment.currency),
          status: String(payment.status),
          errorDescription:
            typeof payment.error_description === 'string' ? payment.error_description : null,
        }
      : null;
  const refund = body.payload.refund?.entity;
  const notes = (refund?.notes ?? {}) as Record<string, unknown>;
  const parsedRefund: WebhookRefund | null =
    refund && typeof refund.id === 'string' && typeof refund.payment_id === 'string'
      ? {
          id: refund.id,
          paymentId: refund.payment_id,
          amount: Number(refund.amount),
          status: String(refund.status),
          refundId: typeof notes.refundId === 'string' ? notes.refundId : null,
        }
      : null;
  const providerOrderId =
    [payment?.order_id, order?.id].find(
      (id): id is string => typeof id === 'string' && id.length > 0,
    ) ?? null;
  const entityIds = [providerOrderId, parsedPayment?.id, parsedRefund?.id].filter(Boolean);
  const signedId = entityIds.length ? `${body.event}|${entityIds.join('|')}` : null;
  const id = !signedId
    ? sha256(rawBody)
    : signedId.length <= EVENT_ID_MAX
      ? signedId
      : sha256(signedId);
  return { id, type: body.event, providerOrderId, payment: parsedPayment, refund: parsedRefund };
}
