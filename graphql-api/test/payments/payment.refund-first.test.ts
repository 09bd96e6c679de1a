import { outboxFor } from '../mail.fixtures';
import { type Client, HOUR_MS, useTestApp } from '../harness';
import { aCourse, userIdOf } from '../courses/course.factory';
import { placePdfOrder } from '../purchases.fixtures';
import { Enrollment } from '../../src/modules/courses/enrollment.entity';
import { deliver, refundWebhookBody, webhookBody } from './payment.factory';
import {
  PaymentEvent,
  PaymentOrder,
  PaymentRefund,
} from '../../src/modules/payments/payment.entity';

/**
 * A refund Razorpay reports before our order is marked paid (decision 081): its webhook, or
 * reconcile, comes first, and the confirmation (payment.captured, order.paid, the buyer's verify or
 * reconcile) comes after. The refund is kept and applied as the order completes: nothing opens,
 * the buyer is mailed, and the order has its invoice and a credit note. All through the sandbox,
 * which pays, refunds and signs its webhooks as Razorpay does.
 */
const { t, admin } = useTestApp();

const sandbox = () => t.services.paymentSandbox!;
const orders = () => t.db.getRepository(PaymentOrder);
const refunds = () => t.db.getRepository(PaymentRefund);
const events = () => t.db.getRepository(PaymentEvent);

const DOCUMENTS = `query O($q: String) { adminOrders(filter: {q: $q}) { edges { node {
  documents { kind amount }
} } } }`;

let course: { id: string; title: string };

beforeAll(async () => {
  course = (await admin.post('/api/courses', aCourse({ price: 600 }))).body;
});

/** A course order placed by a new buyer, paid in the sandbox; nothing has reached our API about the payment yet. */
async function paidAtRazorpay() {
  const buyer = await t.signIn('user');
  const placed = await buyer.post('/api/pay/order', { courseId: course.id });
  expect(placed.status).toBe(200);
  const providerOrderId: string = placed.body.order.id;
  const { response } = sandbox().state.pay(providerOrderId);
  return { buyer, providerOrderId, proof: response, paymentId: response.razorpay_payment_id };
}

type Purchase = Awaited<ReturnType<typeof paidAtRazorpay>>;

/** The payment's fields in Razorpay's webhooks. */
const payment = (p: Purchase) => ({
  orderId: p.providerOrderId,
  paymentId: p.paymentId,
  amount: 60000,
});

/** The steps Razorpay and the buyer's browser take, in whatever order they arrive. */
const steps = {
  /** A refund in Razorpay's dashboard: the sandbox posts its signed refund.processed to our API. */
  async refund(p: Purchase, amount?: number) {
    const made = await t
      .client()
      .post('/sandbox/dashboard/refund', { payment_id: p.paymentId, amount });
    expect(made.body).toMatchObject({ entity: 'refund', status: 'processed' });
    await sandbox().webhooks.settled();
  },
  async captured(p: Purchase) {
    expect((await deliver(t.client(), webhookBody('payment.captured', payment(p)))).status).toBe(
      200,
    );
  },
  async orderPaid(p: Purchase) {
    expect((await deliver(t.client(), webhookBody('order.paid', payment(p)))).status).toBe(200);
  },
  async verify(p: Purchase) {
    const reply = await p.buyer.post('/api/pay/verify', { ...p.proof, courseId: course.id });
    expect(reply.status).toBe(200);
    return reply.body as { message: string; endsAt: string | null };
  },
};

const hasAccess = async (buyer: Client) =>
  (await buyer.get(`/api/enrollments/access/${course.id}`)).body.hasAccess as boolean;

async function documentsOf(providerOrderId: string) {
  const reply = await admin.gql(DOCUMENTS, { q: providerOrderId });
  return reply.data.adminOrders.edges[0].node.documents;
}

const refundMails = async (buyer: { email: string }) =>
  (await outboxFor(t.db, buyer.email)).filter((m) => m.kind === 'refund');

/** The purchase ended paid and refunded in full: no access, an invoice and its credit note, one refund mail. */
async function expectRefundedInFull(p: Purchase) {
  const row = await orders().findOneByOrFail({ providerOrderId: p.providerOrderId });
  expect([row.status, row.refundStatus, row.refundedAmount]).toEqual(['paid', 'refunded', 60000]);
  expect(await hasAccess(p.buyer)).toBe(false);
  expect(await documentsOf(p.providerOrderId)).toEqual([
    { kind: 'INVOICE', amount: 600 },
    { kind: 'CREDIT_NOTE', amount: 600 },
  ]);
  expect(await refundMails(p.buyer)).toHaveLength(1);
  return row;
}

describe('a full refund, in every order of its arrival', () => {
  const orderings: (keyof typeof steps)[][] = [
    ['refund', 'captured', 'verify'],
    ['refund', 'verify', 'captured'],
    ['refund', 'orderPaid', 'captured'],
    ['captured', 'refund', 'verify'],
    ['verify', 'refund', 'captured'],
    ['verify', 'captured', 'refund'],
  ];
  test.each(orderings)(
    '%s, then %s, then %s: the order ends paid and refunded, no access, an invoice and its credit note, one refund mail',
    async (...order) => {
      const p = await paidAtRazorpay();
      let refunded = false;
      for (const step of order) {
        await steps[step](p);
        refunded ||= step === 'refund';
        // Once the refund is known, no step opens the course, not even for a moment.
        if (refunded)
          expect({ step, access: await hasAccess(p.buyer) }).toEqual({
            step,
            access: false,
          });
      }

      const row = await expectRefundedInFull(p);
      expect(row.providerPaymentId).toBe(p.paymentId);
      expect(await refunds().findBy({ orderId: row.id })).toEqual([
        expect.objectContaining({ status: 'processed', amount: 60000 }),
      ]);
      expect((await refundMails(p.buyer))[0].text).toContain('₹600');
      // A verify now says why nothing opens.
      expect(await steps.verify(p)).toEqual(
        expect.objectContaining({
          message: 'This payment was refunded, so it gives no access.',
          endsAt: null,
        }),
      );
      expect(await hasAccess(p.buyer)).toBe(false);
    },
  );
});

test("a refund webhook and the payment's arriving at the same moment end the same way: refunded, nothing open", async () => {
  for (let round = 0; round < 3; round++) {
    const p = await paidAtRazorpay();
    const { refund } = sandbox().state.refund(p.paymentId, {});
    const [refunded, captured, verified] = await Promise.all([
      deliver(t.client(), refundWebhookBody(payment(p), refund)),
      deliver(t.client(), webhookBody('payment.captured', payment(p))),
      p.buyer.post('/api/pay/verify', { ...p.proof, courseId: course.id }),
    ]);
    expect([refunded.status, captured.status, verified.status]).toEqual([200, 200, 200]);
    await expectRefundedInFull(p);
  }
});

test('a refund before payment grants nothing: another purchase of the same course keeps its own 30 days', async () => {
  const p = await paidAtRazorpay();
  const userId = await userIdOf(t, p.buyer);
  const other = await p.buyer.post('/api/pay/order', { courseId: course.id });
  const otherProof = sandbox().state.pay(other.body.order.id).response;
  await p.buyer.post('/api/pay/verify', { ...otherProof, courseId: course.id });
  const enrollment = () =>
    t.db.getRepository(Enrollment).findOneByOrFail({ userId, courseId: course.id });
  const before = await enrollment();

  await steps.refund(p);
  await steps.captured(p);

  // Neither extended nor shortened: the refunded purchase never counted.
  expect(await enrollment()).toMatchObject({
    startsAt: before.startsAt,
    endsAt: before.endsAt,
    refundedAt: null,
  });
  expect(await hasAccess(p.buyer)).toBe(true);
});

test('a partial refund before payment is kept too: access opens (decision 068), with a credit note for its amount', async () => {
  const p = await paidAtRazorpay();
  await steps.refund(p, 15000);
  const open = await orders().findOneByOrFail({ providerOrderId: p.providerOrderId });
  expect([open.status, open.refundStatus, open.refundedAmount]).toEqual([
    'created',
    'partial',
    15000,
  ]);

  const verified = await steps.verify(p);
  expect(verified.message).toBe('Payment successful. Access granted for 30 days.');
  expect(await hasAccess(p.buyer)).toBe(true);
  expect(await documentsOf(p.providerOrderId)).toEqual([
    { kind: 'INVOICE', amount: 600 },
    { kind: 'CREDIT_NOTE', amount: 150 },
  ]);
  expect(await refundMails(p.buyer)).toHaveLength(1);
});

test('a PDF refunded before the guest verifies gives no download link, and its receipt carries none', async () => {
  const guest = t.client();
  const providerOrderId = await placePdfOrder(guest, 'react-handwritten-notes', {
    email: 'guest.refund-first@example.com',
  });
  const { response } = sandbox().state.pay(providerOrderId);
  await t.client().post('/sandbox/dashboard/refund', { payment_id: response.razorpay_payment_id });
  await sandbox().webhooks.settled();

  const verified = await guest.post('/api/verify-razorpay-payment', {
    ...response,
    pdfId: 'react-handwritten-notes',
  });
  expect(verified.status).toBe(200);
  expect(verified.body).toMatchObject({
    message: 'This payment was refunded, so it has no download link.',
    downloadUrl: null,
  });
  expect(await documentsOf(providerOrderId)).toEqual([
    { kind: 'INVOICE', amount: 40 },
    { kind: 'CREDIT_NOTE', amount: 40 },
  ]);
  const mails = await outboxFor(t.db, 'guest.refund-first@example.com');
  expect(mails.map((m) => m.kind).sort()).toEqual(['receipt', 'refund']);
  expect(mails.find((m) => m.kind === 'receipt')!.text).not.toContain('/api/downloads/');
});

test('reconcile finds a payment refunded before anything reached us: completed with the refund, and the late webhook adds nothing', async () => {
  const p = await paidAtRazorpay();
  // Refunded at Razorpay; its webhook is lost (sent nowhere: the payment's own never went out).
  const { refund } = sandbox().state.refund(p.paymentId, {});

  const report = await t.services.payments.reconcile(new Date(Date.now() - HOUR_MS));
  expect(report.errors).toEqual([]);
  expect(report.completed.map((o) => o.providerOrderId)).toContain(p.providerOrderId);
  const row = await expectRefundedInFull(p);
  expect(await refunds().findBy({ orderId: row.id })).toEqual([
    expect.objectContaining({ providerRefundId: refund.id, status: 'processed' }),
  ]);

  // The refund's webhook arrives after all, and the payment's: nothing more.
  const late = refundWebhookBody(payment(p), { ...refund, status: 'processed' });
  expect((await deliver(t.client(), late)).status).toBe(200);
  await steps.captured(p);
  expect(await refunds().countBy({ orderId: row.id })).toBe(1);
  expect(await documentsOf(p.providerOrderId)).toHaveLength(2);
  expect(await refundMails(p.buyer)).toHaveLength(1);
});

test('a refund webhook replayed under another X-Razorpay-Event-Id is a duplicate: one event row, one refund', async () => {
  const p = await paidAtRazorpay();
  await steps.refund(p);
  const [sent] = sandbox().webhooks.sent.filter((w) => w.rawBody.toString().includes(p.paymentId));
  const replay = await deliver(t.client(), sent.rawBody.toString(), {
    eventId: 'evt_replayed_refund',
  });
  expect(replay.status).toBe(200);
  expect(await events().findBy({ providerOrderId: p.providerOrderId })).toEqual([
    expect.objectContaining({ type: 'refund.processed' }),
  ]);
  const row = await orders().findOneByOrFail({ providerOrderId: p.providerOrderId });
  expect([row.refundedAmount, await refunds().countBy({ orderId: row.id })]).toEqual([60000, 1]);
});

test('a refund webhook with a bad signature, or a signed body that is no event, gets 400 and keeps nothing', async () => {
  const p = await paidAtRazorpay();
  const body = refundWebhookBody(payment(p), {
    id: 'rfnd_forged000001',
    payment_id: p.paymentId,
    amount: 60000,
    notes: {},
  });
  const forged = await deliver(t.client(), body, { signature: 'f'.repeat(64) });
  expect([forged.status, forged.body.field]).toEqual([400, 'x-razorpay-signature']);
  const broken = await deliver(t.client(), '{"event": "refund.processed", ');
  expect([broken.status, broken.body.code]).toEqual([400, 'BAD_USER_INPUT']);

  expect(await events().countBy({ providerOrderId: p.providerOrderId })).toBe(0);
  await steps.verify(p);
  const row = await orders().findOneByOrFail({ providerOrderId: p.providerOrderId });
  expect([row.status, row.refundStatus, row.refundedAmount]).toEqual(['paid', null, 0]);
  expect(await hasAccess(p.buyer)).toBe(true);
  expect(await documentsOf(p.providerOrderId)).toEqual([{ kind: 'INVOICE', amount: 600 }]);
});
