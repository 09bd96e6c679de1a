import { createHmac, randomUUID } from 'node:crypto';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { STOREFRONT } from './env';

/**
 * Purchases made through the API's payment paths on its offline sandbox, as a buyer's browser and
 * Razorpay would make them: paid on the sandbox's payment page (so the sandbox holds a payment it
 * can refund), or failed by a webhook signed with the sandbox's default secret. Orders are never
 * deleted (decision 026): the e2e server's database is fresh per run.
 */
const SANDBOX = { webhookSecret: 'sandbox_webhook_secret' };
const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');
const PDF_PAISE: Record<string, number> = {
  'react-handwritten-notes': 4000,
  'react-intermediate-notes': 2900,
};

export type Purchase = { providerOrderId: string; paymentId: string | null };

/** The sandbox's payment window (an iframe over the page). */
export const paymentWindow = (page: Page) => page.frameLocator('iframe[src*="/sandbox/pay"]');

/**
 * Waits for the checkout script. A Buy click before it has loaded only says to try again
 * (product.md#messages); the session no longer holds Buy Now back that long (decision 034), so a
 * test that clicks at once would sometimes get that message instead of the payment window.
 */
export const checkoutLoaded = (page: Page) => page.waitForFunction(() => 'Razorpay' in window);

/**
 * The buyer opens a course module whose opening ends the refund (a one-module course's only one):
 * picks it on the course page, and answers the question it asks first with Open anyway.
 */
export async function openModuleAnyway(page: Page, module: RegExp) {
  await page.getByRole('button', { name: module }).click();
  await page
    .getByRole('dialog', { name: 'Open this module?' })
    .getByRole('button', { name: 'Open anyway' })
    .click();
}

/** An API client signed in as `account` (or a guest without one); dispose it when done. */
export async function buyerApi(account?: {
  email: string;
  password: string;
}): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    extraHTTPHeaders: {
      'x-forwarded-for': `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  if (account)
    expect((await api.post(`${STOREFRONT}/api/auth/login`, { data: account })).status()).toBe(200);
  return api;
}

/**
 * Pays an order on the sandbox's payment page (the request its Pay button sends), so the sandbox
 * holds a captured payment it can refund, then hands checkout's answer to the shop's verify path.
 */
async function payInSandbox(
  api: APIRequestContext,
  providerOrderId: string,
  verify: { path: string; item: Record<string, string> },
): Promise<Purchase> {
  const paid = await api.post(`${STOREFRONT}/sandbox/pay`, { data: { order_id: providerOrderId } });
  expect(paid.status(), await paid.text()).toBe(200);
  const proof = (await paid.json()) as { razorpay_payment_id: string };
  const verified = await api.post(`${STOREFRONT}${verify.path}`, {
    data: { ...proof, ...verify.item },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { providerOrderId, paymentId: proof.razorpay_payment_id };
}

/** A signed-in buyer orders a course (with their GSTIN and state for the invoice, when given) and pays it in the sandbox. */
export async function buyCourse(
  api: APIRequestContext,
  courseId: string,
  tax?: { gstin: string; state: string },
): Promise<Purchase> {
  const placed = await api.post(`${STOREFRONT}/api/pay/order`, { data: { courseId, ...tax } });
  expect(placed.status(), await placed.text()).toBe(200);
  const { order } = (await placed.json()) as { order: { id: string } };
  return payInSandbox(api, order.id, { path: '/api/pay/verify', item: { courseId } });
}

/** Orders a PDF and pays it, has its payment fail (Razorpay's signed payment.failed webhook), or leaves it created. */
export async function buyPdf(
  api: APIRequestContext,
  pdfId: string,
  outcome: 'paid' | 'failed' | 'created' = 'paid',
): Promise<Purchase> {
  const amount = PDF_PAISE[pdfId];
  const placed = await api.post(`${STOREFRONT}/api/create-razorpay-order`, {
    data: { amount, currency: 'INR', receipt: 'e2e', pdfId, email: 'e2e.guest@example.com' },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const providerOrderId = ((await placed.json()) as { id: string }).id;
  if (outcome === 'created') return { providerOrderId, paymentId: null };
  if (outcome === 'failed') {
    const payment = {
      id: `pay_${randomUUID().slice(0, 14)}`,
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'failed',
      order_id: providerOrderId,
      error_description: 'Your card was declined.',
    };
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.failed',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
    });
    const reply = await api.post(`${STOREFRONT}/api/webhooks/razorpay`, {
      data: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(SANDBOX.webhookSecret, body),
        'x-razorpay-event-id': `evt_${randomUUID().slice(0, 14)}`,
      },
    });
    expect(reply.status(), await reply.text()).toBe(200);
    return { providerOrderId, paymentId: null };
  }
  return payInSandbox(api, providerOrderId, {
    path: '/api/verify-razorpay-payment',
    item: { pdfId },
  });
}
