import fs from 'node:fs';
import path from 'node:path';
import { DAY_MS, useTestApp } from '../harness';
import { aCourse, userIdOf } from '../courses/course.factory';
import { Enrollment } from '../../src/modules/courses/enrollment.entity';
import { User } from '../../src/modules/users/user.entity';
import type { SentWebhook } from '../../src/modules/payments/gateway/sandbox/sandbox-webhooks';
import { PaymentEvent, PaymentOrder } from '../../src/modules/payments/payment.entity';
import { paidTotals, payInSandbox } from '../purchases.fixtures';

/**
 * The stories end to end through the built-in sandbox, as a browser drives it: our order,
 * the sandbox's Pay (or Fail) button, checkout's signed answer to our verify, and the signed
 * webhooks the sandbox then posts over HTTP to our /api/webhooks/razorpay.
 */
const { t, admin } = useTestApp();

const orders = () => t.db.getRepository(PaymentOrder);
const sandbox = () => t.services.paymentSandbox!;
const PAID = 'Payment successful. Access granted for 30 days.';

/** The webhooks the sandbox posted for one order, once delivered. */
async function webhooksOf(providerOrderId: string): Promise<SentWebhook[]> {
  await sandbox().webhooks.settled();
  return sandbox().webhooks.sent.filter((w) => w.rawBody.toString().includes(providerOrderId));
}

/** Replays a webhook exactly as the sandbox sent it (Razorpay retries the same bytes and event id). */
const replay = (w: SentWebhook) =>
  t
    .client()
    .request('POST', '/api/webhooks/razorpay', { body: w.rawBody.toString(), headers: w.headers });

test('a guest buys a PDF: Pay, verify, the download is the very file; the two webhooks that follow change nothing', async () => {
  const browser = t.client('storefront');
  const order = await browser.post('/api/create-razorpay-order', {
    amount: 4000,
    currency: 'INR',
    receipt: 'sandbox_pdf',
    pdfId: 'react-handwritten-notes',
    email: 'guest.buyer@example.com',
  });
  const result = await payInSandbox(browser, order.body.id);
  const verify = await browser.post('/api/verify-razorpay-payment', {
    ...result,
    pdfId: 'react-handwritten-notes',
    email: 'guest.buyer@example.com',
  });
  expect(verify.body).toMatchObject({ success: true, message: 'Payment verified.' });
  const file = await fetch(t.url.storefront + verify.body.downloadUrl);
  expect(
    Buffer.from(await file.arrayBuffer()).equals(
      fs.readFileSync(
        path.join(__dirname, '..', '..', 'assets', 'pdfs', 'react-handwritten-notes.pdf'),
      ),
    ),
  ).toBe(true);

  const sent = await webhooksOf(order.body.id);
  expect(sent.map((w) => [w.event, w.status])).toEqual([
    ['payment.captured', 200],
    ['order.paid', 200],
  ]);
  expect(
    await orders().countBy({
      providerOrderId: order.body.id,
      status: 'paid',
      providerPaymentId: result.razorpay_payment_id,
    }),
  ).toBe(1);
  expect(await t.db.getRepository(PaymentEvent).countBy({ providerOrderId: order.body.id })).toBe(
    2,
  );
});

test('a buyer pays for a course and closes the page before verify: the webhook grants access; verify twice and five replays change nothing', async () => {
  const course = (await admin.post('/api/courses', aCourse({ price: 650 }))).body;
  const buyer = await t.signIn('user');
  const revenue = await paidTotals(t.services);
  const placed = await buyer.post('/api/pay/order', { courseId: course.id });
  const result = await payInSandbox(buyer, placed.body.order.id);

  const sent = await webhooksOf(placed.body.order.id);
  expect(sent.map((w) => w.status)).toEqual([200, 200]);
  const paid = await orders().findOneByOrFail({ providerOrderId: placed.body.order.id });
  const endsAt = new Date(paid.paidAt!.getTime() + 30 * DAY_MS);
  expect((await buyer.get(`/api/enrollments/access/${course.id}`)).body).toMatchObject({
    hasAccess: true,
    endsAt: endsAt.toISOString(),
  });

  for (let i = 0; i < 2; i++) {
    expect((await buyer.post('/api/pay/verify', { ...result, courseId: course.id })).body).toEqual({
      success: true,
      message: PAID,
      endsAt: endsAt.toISOString(),
    });
  }
  for (let i = 0; i < 5; i++)
    for (const w of sent) expect((await replay(w)).body).toEqual({ ok: true });

  const userId = await userIdOf(t, buyer);
  expect(
    await t.db.getRepository(Enrollment).findOneByOrFail({ userId, courseId: course.id }),
  ).toMatchObject({ endsAt });
  expect(await orders().countBy({ userId, status: 'paid' })).toBe(1);
  expect(await paidTotals(t.services)).toEqual({
    orders: revenue.orders + 1,
    amount: revenue.amount + 65000,
  });
  expect(
    (await buyer.get('/api/enrollments/my-courses')).body.courses.map((c: { id: string }) => c.id),
  ).toEqual([course.id]);
});

test('Fail on the payment page: checkout reports the failure, nothing is paid or granted', async () => {
  const course = (await admin.post('/api/courses', aCourse())).body;
  const buyer = await t.signIn('user');
  const placed = await buyer.post('/api/pay/order', { courseId: course.id });
  const failed = await buyer.post('/sandbox/fail', { order_id: placed.body.order.id });
  expect(failed.body.error).toMatchObject({
    code: 'BAD_REQUEST_ERROR',
    description: 'Payment failed (sandbox).',
  });
  await sandbox().webhooks.settled();
  expect((await orders().findOneByOrFail({ providerOrderId: placed.body.order.id })).status).toBe(
    'created',
  );
  expect((await buyer.get(`/api/enrollments/access/${course.id}`)).body.hasAccess).toBe(false);
});

test('when the grant fails inside the unit of work (the buyer’s account is gone), the webhook is refused and nothing is kept; Razorpay’s retry can complete it later', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const course = (await admin.post('/api/courses', aCourse())).body;
  const buyer = await t.signIn('user');
  const placed = await buyer.post('/api/pay/order', { courseId: course.id });
  const userId = await userIdOf(t, buyer);
  const account = await t.db.getRepository(User).findOneByOrFail({ id: userId });
  await t.db.getRepository(User).delete({ id: userId });
  await payInSandbox(t.client(), placed.body.order.id);

  const sent = await webhooksOf(placed.body.order.id);
  expect(sent.map((w) => w.status)).toEqual([404, 404]);
  expect(logged).toHaveBeenCalledTimes(2); // the sandbox reports each refused delivery
  expect(await orders().findOneByOrFail({ providerOrderId: placed.body.order.id })).toMatchObject({
    status: 'created',
    paidAt: null,
  });
  expect(await t.db.getRepository(Enrollment).countBy({ userId })).toBe(0);
  expect(
    await t.db.getRepository(PaymentEvent).countBy({ providerOrderId: placed.body.order.id }),
  ).toBe(0);

  // The account is restored; Razorpay retries the same delivery: now it completes, once.
  await t.db.getRepository(User).insert(account);
  for (const w of sent) expect((await replay(w)).status).toBe(200);
  expect((await orders().findOneByOrFail({ providerOrderId: placed.body.order.id })).status).toBe(
    'paid',
  );
  expect(await t.db.getRepository(Enrollment).countBy({ userId, courseId: course.id })).toBe(1);
});
