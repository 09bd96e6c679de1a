import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, STOREFRONT, test } from './fixtures';

/**
 * The sandbox's checkout.js used exactly as shops use Razorpay's (decision 025):
 * `new Razorpay(options)`, `.on('payment.failed')`, `.open()`, with the payment page in its overlay.
 */
const SANDBOX_KEY = { id: 'rzp_test_sandbox', secret: 'sandbox_key_secret' };
const AUTH = {
  authorization: `Basic ${Buffer.from(`${SANDBOX_KEY.id}:${SANDBOX_KEY.secret}`).toString('base64')}`,
};

async function sandboxOrder(request: APIRequestContext, amount = 4000): Promise<string> {
  const reply = await request.post(`${STOREFRONT}/sandbox/v1/orders`, {
    headers: AUTH,
    data: { amount, currency: 'INR', receipt: 'e2e', notes: {} },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { id: string }).id;
}

/** A storefront page that opens checkout as Razorpay's docs show it; what checkout reports lands in window.outcomes. */
async function openCheckout(page: Page, orderId: string) {
  await page.goto('/');
  await page.addScriptTag({ url: '/sandbox/checkout.js' });
  await page.evaluate(
    ({ key, orderId }) => {
      const w = window as unknown as {
        outcomes: unknown[];
        Razorpay: new (options: object) => {
          on(e: string, cb: (r: unknown) => void): void;
          open(): void;
        };
      };
      w.outcomes = [];
      const rzp = new w.Razorpay({
        key,
        amount: 4000,
        currency: 'INR',
        name: 'DevJobs',
        description: 'Interview prep PDF',
        order_id: orderId,
        notes: { pdfId: 'pdf-1' },
        prefill: { email: 'buyer@example.com' },
        theme: { color: '#F37254' },
        handler: (response: unknown) => w.outcomes.push(['handler', response]),
        modal: { ondismiss: () => w.outcomes.push(['dismissed']) },
      });
      rzp.on('payment.failed', (response) => w.outcomes.push(['payment.failed', response]));
      rzp.open();
    },
    { key: SANDBOX_KEY.id, orderId },
  );
  const frame = page.frameLocator('iframe[title="Razorpay sandbox payment"]');
  await expect(frame.getByRole('heading', { name: 'DevJobs' })).toBeVisible();
  return frame;
}

const outcomes = (page: Page) =>
  page
    .waitForFunction(
      () =>
        (window as unknown as { outcomes: unknown[] }).outcomes.length > 0 &&
        (window as unknown as { outcomes: unknown[] }).outcomes,
    )
    .then((h) => h.jsonValue());

test.describe('the sandbox checkout', () => {
  test('Pay: the payment page shows the order, and the handler gets a payment signed like Razorpay signs it', async ({
    page,
    request,
  }) => {
    const orderId = await sandboxOrder(request);
    const frame = await openCheckout(page, orderId);
    await expect(page.getByRole('dialog', { name: 'Payment' })).toBeVisible();
    await expect(frame.getByText('₹40.00')).toBeVisible();
    await expect(frame.getByText('Interview prep PDF')).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Pay', exact: true })).toBeFocused();
    await frame.getByRole('button', { name: 'Pay', exact: true }).click();

    const [[kind, response]] = (await outcomes(page)) as [string, Record<string, string>][];
    expect(kind).toBe('handler');
    expect(response.razorpay_order_id).toBe(orderId);
    expect(response.razorpay_payment_id).toMatch(/^pay_/);
    expect(response.razorpay_signature).toBe(
      createHmac('sha256', SANDBOX_KEY.secret)
        .update(`${orderId}|${response.razorpay_payment_id}`)
        .digest('hex'),
    );
    await expect(page.getByRole('dialog', { name: 'Payment' })).toHaveCount(0);
  });

  test('Fail: payment.failed listeners get Razorpay’s error, the overlay closes', async ({
    page,
    request,
  }) => {
    const orderId = await sandboxOrder(request);
    const frame = await openCheckout(page, orderId);
    await frame.getByRole('button', { name: 'Fail' }).click();
    const [[kind, response]] = (await outcomes(page)) as [
      string,
      { error: Record<string, unknown> },
    ][];
    expect(kind).toBe('payment.failed');
    expect(response.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed (sandbox).',
      reason: 'payment_failed',
      metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) },
    });
    await expect(page.getByRole('dialog', { name: 'Payment' })).toHaveCount(0);
  });

  test('× and Escape call modal.ondismiss and nothing else', async ({ page, request }) => {
    let frame = await openCheckout(page, await sandboxOrder(request));
    await frame.getByRole('button', { name: 'Close' }).click();
    expect(await outcomes(page)).toEqual([['dismissed']]);
    await expect(page.getByRole('dialog', { name: 'Payment' })).toHaveCount(0);

    frame = await openCheckout(page, await sandboxOrder(request));
    await frame.getByRole('button', { name: 'Pay', exact: true }).press('Escape');
    expect(await outcomes(page)).toEqual([['dismissed']]);
  });

  test('a message that does not come from the payment page is ignored', async ({
    page,
    request,
  }) => {
    await openCheckout(page, await sandboxOrder(request));
    await page.evaluate(() =>
      window.postMessage(
        {
          source: 'razorpay-sandbox',
          type: 'payment.success',
          response: { razorpay_payment_id: 'pay_forged' },
        },
        '*',
      ),
    );
    await page.waitForTimeout(200);
    expect(
      await page.evaluate(() => (window as unknown as { outcomes: unknown[] }).outcomes),
    ).toEqual([]);
    await expect(page.getByRole('dialog', { name: 'Payment' })).toBeVisible();
  });

  test('at 360 px the page fits: Pay, Fail and × are on screen and large enough to tap', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const frame = await openCheckout(page, await sandboxOrder(request));
    for (const name of ['Pay', 'Fail', 'Close']) {
      const box = await frame.getByRole('button', { name, exact: true }).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
  });
});
