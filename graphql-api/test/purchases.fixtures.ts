import type { Services } from '../src/services';
import type { OrderKind } from '../src/modules/payments/payment.entity';
import type { Client } from './harness';
import { aPaymentId, checkoutResult, deliver, webhookBody } from './payments/payment.factory';

/**
 * Test purchases through the public payment paths on the sandbox gateway, as a buyer's browser and
 * Razorpay would make them: an order placed, then paid (verify), failed (a payment.failed webhook)
 * or left as created. Each answers the provider's order id (order_…) and payment id.
 */
export type Purchase = { providerOrderId: string; paymentId: string | null };

/** Places a course order as the signed-in `buyer`; `pay: false` leaves it created. */
export async function buyCourse(
  buyer: Client,
  courseId: string,
  { pay = true } = {},
): Promise<Purchase> {
  const placed = await buyer.post('/api/pay/order', { courseId });
  expect(placed.status).toBe(200);
  const providerOrderId: string = placed.body.order.id;
  return pay ? payCourse(buyer, courseId, providerOrderId) : { providerOrderId, paymentId: null };
}

/** Pays a created course order now (the browser's verify). */
export async function payCourse(
  buyer: Client,
  courseId: string,
  providerOrderId: string,
): Promise<Purchase> {
  const proof = checkoutResult(providerOrderId);
  const verified = await buyer.post('/api/pay/verify', { ...proof, courseId });
  expect(verified.status).toBe(200);
  return { providerOrderId, paymentId: proof.razorpay_payment_id };
}

const PDF_PRICES: Record<string, number> = {
  'react-handwritten-notes': 4000,
  'react-intermediate-notes': 2900,
};

/**
 * Places a PDF order at its price on the REST path, as the storefront's checkout does (a guest's, or
 * a signed-in buyer's); `extra` goes with it (another `email`, a GSTIN and state). Answers the
 * provider's order id.
 */
export async function placePdfOrder(
  buyer: Client,
  pdfId: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const placed = await buyer.post('/api/create-razorpay-order', {
    amount: PDF_PRICES[pdfId],
    currency: 'INR',
    receipt: `receipt_${pdfId}`,
    pdfId,
    // A guest's receipt goes here (decision 065); a signed-in buyer's to the account's address.
    email: 'guest.buyer@example.com',
    ...extra,
  });
  expect(placed.status).toBe(200);
  return placed.body.id;
}

/** Places a PDF order (a guest's, or a signed-in buyer's) and pays it, fails it, or leaves it created. */
export async function buyPdf(
  buyer: Client,
  pdfId: string,
  outcome: 'paid' | 'failed' | 'created' = 'paid',
): Promise<Purchase> {
  const amount = PDF_PRICES[pdfId];
  const providerOrderId = await placePdfOrder(buyer, pdfId);
  if (outcome === 'created') return { providerOrderId, paymentId: null };
  if (outcome === 'failed') {
    const paymentId = aPaymentId();
    const body = webhookBody('payment.failed', {
      orderId: providerOrderId,
      paymentId,
      amount,
      errorDescription: 'Your card was declined.',
    });
    expect((await deliver(buyer, body)).status).toBe(200);
    return { providerOrderId, paymentId: null };
  }
  const proof = checkoutResult(providerOrderId);
  expect((await buyer.post('/api/verify-razorpay-payment', { ...proof, pdfId })).status).toBe(200);
  return { providerOrderId, paymentId: proof.razorpay_payment_id };
}

/** Paid orders and their sum in paise, of one kind or of all, as the admin's revenue reads them (each paid order once). */
export async function paidTotals(
  services: Services,
  kind?: OrderKind,
): Promise<{ orders: number; amount: number }> {
  const byKind = await services.payments.reports.paidByKind({});
  const figures = kind ? [byKind.get(kind)!] : [...byKind.values()];
  return {
    orders: figures.reduce((n, f) => n + f.orders, 0),
    amount: figures.reduce((n, f) => n + f.amount, 0),
  };
}

/** The Pay button of the sandbox's payment page: what checkout hands the page's handler. */
export async function payInSandbox(buyer: Client, providerOrderId: string) {
  const paid = await buyer.post('/sandbox/pay', { order_id: providerOrderId });
  expect(paid.status).toBe(200);
  return paid.body as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
}

/**
 * Buys a course with the sandbox's Pay button (the payment exists at the sandbox, so it can be
 * refunded there), then the browser's verify; waits for the sandbox's webhooks. `extra` goes with
 * the order (a GSTIN and state, say).
 */
export async function buyCourseInSandbox(
  t: { services: Services },
  buyer: Client,
  courseId: string,
  extra: Record<string, unknown> = {},
): Promise<{ providerOrderId: string; paymentId: string }> {
  const placed = await buyer.post('/api/pay/order', { courseId, ...extra });
  expect(placed.status).toBe(200);
  const paid = await payInSandbox(buyer, placed.body.order.id);
  expect((await buyer.post('/api/pay/verify', { ...paid, courseId })).status).toBe(200);
  await t.services.paymentSandbox!.webhooks.settled();
  return { providerOrderId: placed.body.order.id, paymentId: paid.razorpay_payment_id };
}

/**
 * The same for a PDF, on the REST paths: `extra` goes with the order (the guest's `email`, a
 * GSTIN and state). Answers the download link verify gave, and the verify to send again.
 */
export async function buyPdfInSandbox(
  t: { services: Services },
  buyer: Client,
  pdfId: string,
  extra: Record<string, unknown> = {},
) {
  const providerOrderId = await placePdfOrder(buyer, pdfId, extra);
  const proof = await payInSandbox(buyer, providerOrderId);
  const verifyAgain = () => buyer.post('/api/verify-razorpay-payment', { ...proof, pdfId });
  const verified = await verifyAgain();
  expect(verified.status).toBe(200);
  await t.services.paymentSandbox!.webhooks.settled();
  return {
    providerOrderId,
    paymentId: proof.razorpay_payment_id,
    downloadUrl: verified.body.downloadUrl as string,
    verifyAgain,
  };
}

/**
 * A guest (no account) orders a PDF for `email` and Razorpay's webhook reports it paid
 * (`payment.captured`, or `order.paid`), as when the browser closed before verify.
 */
export async function guestBuysPdf(
  client: Client,
  email: string,
  options: { pdfId?: string; event?: 'payment.captured' | 'order.paid' } = {},
) {
  const { pdfId = 'react-intermediate-notes', event = 'payment.captured' } = options;
  const orderId = await placePdfOrder(client, pdfId, { email });
  await deliver(
    client,
    webhookBody(event, {
      orderId,
      paymentId: aPaymentId(),
      amount: PDF_PRICES[pdfId],
    }),
  );
}
