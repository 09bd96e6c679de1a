import { useTestApp } from '../harness';
import { aCourse } from '../courses/course.factory';
import type { PaymentOrder } from '../../src/modules/payments/payment.entity';
import { deliver, refundWebhookBody } from './payment.factory';
import { refundSteps } from './refund.fixtures';

/**
 * Refunds the provider reports (decision 068): one made in Razorpay's dashboard, one the provider
 * fails, and forged or impossible refund webhooks, through the sandbox's signed `refund.*` events.
 * Staff's own refunds are in payment.refunds.test.ts.
 */
const { t, admin } = useTestApp();
const { sandbox, orders, refunds, buyCourse, refund, refundWebhooksOf, replay } = refundSteps(
  t,
  admin,
);

const ACCESS = 'query Access($id: ID!) { courseAccess(courseId: $id) { hasAccess endsAt } }';

let course: { id: string; title: string };

beforeAll(async () => {
  course = (await admin.post('/api/courses', aCourse({ price: 999 }))).body;
});

afterEach(() => {
  sandbox().state.refundOutcome = 'processed';
});

test("a refund made in Razorpay's dashboard arrives by webhook and has the same effect", async () => {
  const dashboardBuyer = await t.signIn('user');
  const paid = await buyCourse(dashboardBuyer, course.id);
  const made = await t
    .client()
    .post('/sandbox/dashboard/refund', { payment_id: paid.providerPaymentId });
  expect(made.status).toBe(200);
  expect(made.body).toMatchObject({ entity: 'refund', status: 'processed', amount: 99900 });
  const [webhook] = await refundWebhooksOf(paid.providerPaymentId!);
  expect(webhook.status).toBe(200);

  const order = await orders().findOneByOrFail({ id: paid.id });
  expect([order.refundStatus, order.refundedAmount]).toEqual(['refunded', 99900]);
  const [row] = await refunds().findBy({ orderId: paid.id });
  expect(row).toMatchObject({
    status: 'processed',
    providerRefundId: made.body.id,
    requestedBy: null,
    reason: "Refunded in Razorpay's dashboard.",
  });
  expect((await dashboardBuyer.gql(ACCESS, { id: course.id })).data.courseAccess.hasAccess).toBe(
    false,
  );
  expect((await replay(webhook)).status).toBe(200);
  expect(await refunds().countBy({ orderId: paid.id })).toBe(1);
});

test('a refund the provider fails changes nothing the buyer has; staff may refund again', async () => {
  const failBuyer = await t.signIn('user');
  const paid = await buyCourse(failBuyer, course.id);
  sandbox().state.refundOutcome = 'failed';

  const first = await refund({ orderId: paid.id, reason: 'Not as described' });
  expect(first.order).toMatchObject({ refundStatus: 'PENDING', refundedAmount: 0 });
  const [failed] = await refundWebhooksOf(paid.providerPaymentId!);
  expect([failed.event, failed.status]).toEqual(['refund.failed', 200]);
  const [row] = await refunds().findBy({ orderId: paid.id });
  expect(row).toMatchObject({ status: 'failed', failureReason: expect.any(String) });
  expect((await orders().findOneByOrFail({ id: paid.id })).refundStatus).toBe('failed');
  expect((await failBuyer.gql(ACCESS, { id: course.id })).data.courseAccess.hasAccess).toBe(true);

  sandbox().state.refundOutcome = 'processed';
  const again = await refund({ orderId: paid.id, reason: 'Not as described' });
  expect(again.order).toMatchObject({ refundStatus: 'REFUNDED', refundedAmount: 999 });
  expect(again.order.refunds.map((r: { status: string }) => r.status)).toEqual([
    'FAILED',
    'PROCESSED',
  ]);
});

test('a forged refund webhook, or one for more than was paid, changes nothing', async () => {
  const forgedBuyer = await t.signIn('user');
  const paid = await buyCourse(forgedBuyer, course.id);
  const body = refundWebhook(paid, 99900);
  const forged = await deliver(t.client(), body, { signature: 'not-the-signature' });
  expect(forged.status).toBe(400);
  const tooMuch = await deliver(t.client(), refundWebhook(paid, 99901));
  expect(tooMuch.status).toBe(200);
  const order = await orders().findOneByOrFail({ id: paid.id });
  expect([order.refundStatus, order.refundedAmount]).toEqual([null, 0]);
  expect(await refunds().countBy({ orderId: paid.id })).toBe(0);
  expect((await forgedBuyer.gql(ACCESS, { id: course.id })).data.courseAccess.hasAccess).toBe(true);
});

/** A `refund.processed` event for an order's payment, as Razorpay would sign it. */
function refundWebhook(order: PaymentOrder, amount: number): string {
  const payment = {
    orderId: order.providerOrderId,
    paymentId: order.providerPaymentId!,
    amount: order.amount,
  };
  return refundWebhookBody(payment, {
    id: `rfnd_${Math.random().toString(36).slice(2, 16)}`,
    entity: 'refund',
    amount,
    currency: 'INR',
    payment_id: order.providerPaymentId,
    notes: {},
    status: 'processed',
  });
}
