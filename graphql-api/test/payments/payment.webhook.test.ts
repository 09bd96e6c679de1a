import path from 'node:path';
import { reconcileCommand } from '../../src/cli/reconcile';
import { HOUR_MS, useTestApp } from '../harness';
import { aCourse, userIdOf } from '../courses/course.factory';
import { placePdfOrder } from '../purchases.fixtures';
import { Enrollment } from '../../src/modules/courses/enrollment.entity';
import { PaymentEvent, PaymentOrder } from '../../src/modules/payments/payment.entity';
import {
  aPaymentId,
  checkoutResult,
  deliver,
  webhookBody,
  webhookSignature,
} from './payment.factory';

/**
 * POST /api/webhooks/razorpay (decision 026): Razorpay's signed events complete an order whose browser
 * never confirmed, once per event and once per order; anything unsigned, altered or for the wrong
 * amount is refused and changes nothing.
 */
const { t, admin } = useTestApp();

const orders = () => t.db.getRepository(PaymentOrder);
const events = () => t.db.getRepository(PaymentEvent);

async function coursePurchase() {
  const course = (await admin.post('/api/courses', aCourse({ price: 250 }))).body;
  const buyer = await t.signIn('user');
  const placed = await buyer.post('/api/pay/order', { courseId: course.id });
  return {
    course,
    buyer,
    userId: await userIdOf(t, buyer),
    providerOrderId: placed.body.order.id as string,
  };
}

describe('webhooks complete what the browser did not', () => {
  test('payment.captured alone completes a course order whose browser never verified: paid, 30 days granted', async () => {
    const { course, buyer, userId, providerOrderId } = await coursePurchase();
    const paymentId = aPaymentId();
    const reply = await deliver(
      t.client(),
      webhookBody('payment.captured', { orderId: providerOrderId, paymentId, amount: 25000 }),
    );
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { ok: true } });
    expect(await orders().findOneByOrFail({ providerOrderId })).toMatchObject({
      status: 'paid',
      providerPaymentId: paymentId,
    });
    expect(await t.db.getRepository(Enrollment).countBy({ userId, courseId: course.id })).toBe(1);
    expect((await buyer.get(`/api/enrollments/access/${course.id}`)).body.hasAccess).toBe(true);
  });

  test('order.paid completes a guest’s PDF order; the buyer’s verify afterwards still succeeds with a link', async () => {
    const guest = t.client();
    const providerOrderId = await placePdfOrder(guest, 'react-intermediate-notes');
    const paymentId = aPaymentId();
    expect(
      (
        await deliver(
          t.client(),
          webhookBody('order.paid', { orderId: providerOrderId, paymentId, amount: 2900 }),
        )
      ).body,
    ).toEqual({ ok: true });
    expect(await orders().findOneByOrFail({ providerOrderId })).toMatchObject({
      status: 'paid',
      providerPaymentId: paymentId,
    });
    const verify = await guest.post('/api/verify-razorpay-payment', {
      ...checkoutResult(providerOrderId, paymentId),
      pdfId: 'react-intermediate-notes',
    });
    expect(verify.body).toEqual({
      success: true,
      message: 'Payment verified.',
      downloadUrl: expect.stringMatching(/^\/api\/downloads\//),
    });
    expect((await guest.get(verify.body.downloadUrl)).status).toBe(200);
    expect(await orders().countBy({ providerOrderId, status: 'paid' })).toBe(1);
  });

  test('an event delivered again, under the same or another X-Razorpay-Event-Id, is acknowledged and changes nothing: one event row, the same 30 days', async () => {
    const { course, userId, providerOrderId } = await coursePurchase();
    const body = webhookBody('payment.captured', {
      orderId: providerOrderId,
      paymentId: aPaymentId(),
      amount: 25000,
    });
    expect((await deliver(t.client(), body, { eventId: 'evt_first0000001' })).body).toEqual({
      ok: true,
    });
    const paid = await orders().findOneByOrFail({ providerOrderId });
    const granted = await t.db
      .getRepository(Enrollment)
      .findOneByOrFail({ userId, courseId: course.id });

    // The header is not signed: the event is known by what the signature covers (decision 081).
    for (const eventId of ['evt_first0000001', 'evt_replayed00001']) {
      const again = await deliver(t.client(), body, { eventId });
      expect({ status: again.status, body: again.body }).toEqual({
        status: 200,
        body: { ok: true },
      });
    }
    expect(await events().findBy({ providerOrderId })).toEqual([
      expect.objectContaining({ type: 'payment.captured' }),
    ]);
    expect(await orders().findOneByOrFail({ providerOrderId })).toEqual(paid);
    expect(
      await t.db.getRepository(Enrollment).find({ where: { userId, courseId: course.id } }),
    ).toEqual([granted]);
  });

  test('a failed payment marks the order failed with the reason; a later captured payment still completes it', async () => {
    const { course, userId, providerOrderId } = await coursePurchase();
    await deliver(
      t.client(),
      webhookBody('payment.failed', {
        orderId: providerOrderId,
        paymentId: aPaymentId(),
        amount: 25000,
        errorDescription: 'Your card was declined.',
      }),
    );
    expect(await orders().findOneByOrFail({ providerOrderId })).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined.',
      paidAt: null,
    });
    expect(await t.db.getRepository(Enrollment).countBy({ userId, courseId: course.id })).toBe(0);

    await deliver(
      t.client(),
      webhookBody('payment.captured', {
        orderId: providerOrderId,
        paymentId: aPaymentId(),
        amount: 25000,
      }),
    );
    expect(await orders().findOneByOrFail({ providerOrderId })).toMatchObject({
      status: 'paid',
      failureReason: 'Your card was declined.',
    });
    expect(await t.db.getRepository(Enrollment).countBy({ userId, courseId: course.id })).toBe(1);
  });

  test('events of orders that are not ours, and other event types, are acknowledged and recorded, and change nothing', async () => {
    const before = await orders().count();
    for (const body of [
      webhookBody('payment.captured', {
        orderId: 'order_notours',
        paymentId: aPaymentId(),
        amount: 100,
      }),
      webhookBody('refund.created', {
        orderId: 'order_notours',
        paymentId: aPaymentId(),
        amount: 100,
      }),
    ]) {
      const reply = await deliver(t.client(), body, {
        eventId: `evt_${body.length}_${Date.now()}`,
      });
      expect(reply.body).toEqual({ ok: true });
    }
    expect(await orders().count()).toBe(before);
    expect(await events().countBy({ providerOrderId: 'order_notours' })).toBe(2);
  });

  test('the route has no session or CSRF origin check: a delivery with a foreign Origin or a text content type is handled', async () => {
    const { providerOrderId } = await coursePurchase();
    const body = webhookBody('payment.captured', {
      orderId: providerOrderId,
      paymentId: aPaymentId(),
      amount: 25000,
    });
    const reply = await deliver(t.client(), body, {
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    });
    expect(reply.body).toEqual({ ok: true });
    expect((await orders().findOneByOrFail({ providerOrderId })).status).toBe('paid');
  });
});

describe('bad webhooks: 400, nothing recorded, nothing granted', () => {
  test('a wrong signature, a missing one, an altered body, another secret, broken JSON or an amount that does not match', async () => {
    const { course, userId, providerOrderId } = await coursePurchase();
    const body = webhookBody('payment.captured', {
      orderId: providerOrderId,
      paymentId: aPaymentId(),
      amount: 25000,
    });
    const signatureError = {
      code: 'BAD_USER_INPUT',
      field: 'x-razorpay-signature',
      message: 'The webhook signature does not match its body.',
    };
    const cases: [
      string,
      Parameters<typeof deliver>[2] & { body?: string },
      Record<string, unknown>,
    ][] = [
      ['wrong signature', { signature: '0'.repeat(64) }, signatureError],
      ['no signature', { signature: '' }, signatureError],
      [
        'altered body',
        { body: body.replace('25000', '2500'), signature: webhookSignature(body) },
        signatureError,
      ],
      ['another secret', { signature: webhookSignature(body, 'rzp_live_secret') }, signatureError],
      [
        'signed broken JSON',
        { body: '{"event":', signature: webhookSignature('{"event":') },
        {
          code: 'BAD_USER_INPUT',
          field: 'body',
          message: 'The webhook body is not a Razorpay event.',
        },
      ],
      [
        'signed non-event',
        { body: '[1,2]', signature: webhookSignature('[1,2]') },
        {
          code: 'BAD_USER_INPUT',
          field: 'body',
          message: 'The webhook body is not a Razorpay event.',
        },
      ],
    ];
    const underpaid = webhookBody('payment.captured', {
      orderId: providerOrderId,
      paymentId: aPaymentId(),
      amount: 100,
    });
    cases.push([
      'signed, amount does not match',
      { body: underpaid, signature: webhookSignature(underpaid) },
      {
        code: 'BAD_USER_INPUT',
        field: 'amount',
        message:
          "The payment's amount (100 INR) does not match the order's (25000 INR); the order was not completed.",
      },
    ]);
    for (const [name, options, answer] of cases) {
      const reply = await deliver(t.client(), options.body ?? body, {
        ...options,
        eventId: `evt_bad_${name.replace(/\W/g, '')}`,
      });
      expect({ name, status: reply.status, body: reply.body }).toEqual({
        name,
        status: 400,
        body: answer,
      });
    }
    expect(await events().countBy({ providerOrderId })).toBe(0);
    expect(await orders().findOneByOrFail({ providerOrderId })).toMatchObject({
      status: 'created',
      paidAt: null,
    });
    expect(await t.db.getRepository(Enrollment).countBy({ userId, courseId: course.id })).toBe(0);
  });
});

describe('reconcile', () => {
  test('completes a captured order whose browser never verified and whose webhook never came; a second run changes nothing', async () => {
    const { course, buyer, userId, providerOrderId } = await coursePurchase();
    const unpaid = await coursePurchase();
    // The buyer pays in the sandbox (captured there); no verify, no webhook reaches the API.
    const { payment } = t.services.paymentSandbox!.state.pay(providerOrderId);

    const since = new Date(Date.now() - HOUR_MS);
    const report = await t.services.payments.reconcile(since);
    expect(report.completed.map((o) => o.providerOrderId)).toEqual([providerOrderId]);
    expect(report.errors).toEqual([]);
    expect(await orders().findOneByOrFail({ providerOrderId })).toMatchObject({
      status: 'paid',
      providerPaymentId: payment.id,
    });
    expect((await buyer.get(`/api/enrollments/access/${course.id}`)).body.hasAccess).toBe(true);
    expect(
      (await orders().findOneByOrFail({ providerOrderId: unpaid.providerOrderId })).status,
    ).toBe('created');

    expect((await t.services.payments.reconcile(since)).completed).toEqual([]);
    expect(await t.db.getRepository(Enrollment).countBy({ userId, courseId: course.id })).toBe(1);
  });

  test('the command refuses to run without Razorpay keys: the sandbox keeps its payments inside the running API', async () => {
    const lines: string[] = [];
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: path.dirname(t.config.sqlitePath),
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
    };
    expect(
      await reconcileCommand([], env, {
        log: (l: string) => lines.push(l),
        error: (l: string) => lines.push(l),
      }),
    ).toBe(1);
    expect(lines).toEqual([
      'Reconcile asks Razorpay: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (payments are in sandbox mode; the sandbox keeps its payments inside the running API).',
    ]);
  });
});
