import { DAY_MS, TestClock, useTestApp, type SignedIn } from '../harness';
import { aCourse, userIdOf } from '../courses/course.factory';
import { Enrollment } from '../../src/modules/courses/enrollment.entity';
import { PaymentEvent, PaymentOrder } from '../../src/modules/payments/payment.entity';
import { aPaymentId, checkoutResult, deliver, webhookBody } from './payment.factory';
import { paidTotals } from '../purchases.fixtures';

/**
 * Buying a course: the order's amount and item come from our records, verification
 * marks the order paid and grants 30 days in one unit of work, and however often a payment is
 * confirmed (browser verify, webhook retries) it is one paid order, one grant, counted once.
 */
const clock = new TestClock();
const { t, admin } = useTestApp({ clock });

const orders = () => t.db.getRepository(PaymentOrder);
const newCourse = async (price = 499) =>
  (await admin.post('/api/courses', aCourse({ price }))).body as {
    id: string;
    title: string;
    description: string;
  };
const PAID = 'Payment successful. Access granted for 30 days.';

async function enrollmentOf(buyer: SignedIn, courseId: string) {
  return t.db.getRepository(Enrollment).findOneBy({ userId: await userIdOf(t, buyer), courseId });
}

async function order(buyer: SignedIn, courseId: string) {
  const reply = await buyer.post('/api/pay/order', { courseId });
  expect(reply.status).toBe(200);
  return reply.body as {
    order: { id: string; amount: number; currency: string };
    alreadyActive: boolean;
    message: string;
  };
}

describe('buying a course', () => {
  test('the order carries the course’s price and title from our records; verify grants exactly 30 days from the payment', async () => {
    const course = await newCourse(799);
    const buyer = await t.signIn('user');
    const placed = await buyer.post('/api/pay/order', { courseId: course.id, amount: 1 });
    expect(placed.body).toEqual({
      order: { id: expect.stringMatching(/^order_/), amount: 79900, currency: 'INR' },
      course: { id: course.id, title: course.title, description: course.description },
      keyId: 'rzp_test_sandbox',
      alreadyActive: false,
      message: 'Order created. Complete the payment to get 30 days of access.',
    });
    const verify = await buyer.post('/api/pay/verify', {
      ...checkoutResult(placed.body.order.id),
      courseId: course.id,
    });
    expect(verify.status).toBe(200);
    const paid = await orders().findOneByOrFail({ providerOrderId: placed.body.order.id });
    expect(paid).toMatchObject({
      kind: 'course',
      itemId: course.id,
      userId: await userIdOf(t, buyer),
      amount: 79900,
      status: 'paid',
    });
    const endsAt = new Date(paid.paidAt!.getTime() + 30 * DAY_MS);
    expect(verify.body).toEqual({ success: true, message: PAID, endsAt: endsAt.toISOString() });
    expect(await enrollmentOf(buyer, course.id)).toMatchObject({ startsAt: paid.paidAt, endsAt });
    const access = await buyer.get(`/api/enrollments/access/${course.id}`);
    expect(access.body).toMatchObject({ hasAccess: true, endsAt: endsAt.toISOString() });
    const mine = await buyer.get('/api/enrollments/my-courses');
    expect(mine.body.courses.map((c: { id: string }) => c.id)).toEqual([course.id]);
  });

  test('verify twice and the webhook replayed five times under new event ids: one paid order, one grant (30 days once), revenue counted once', async () => {
    const course = await newCourse(499);
    const buyer = await t.signIn('user');
    const before = await paidTotals(t.services);
    const placed = await order(buyer, course.id);
    const result = checkoutResult(placed.order.id);
    const first = await buyer.post('/api/pay/verify', { ...result, courseId: course.id });
    const second = await buyer.post('/api/pay/verify', { ...result, courseId: course.id });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);

    const fields = {
      orderId: placed.order.id,
      paymentId: result.razorpay_payment_id,
      amount: 49900,
    };
    const captured = webhookBody('payment.captured', fields);
    const orderPaid = webhookBody('order.paid', fields);
    for (let i = 0; i < 5; i++) {
      expect((await deliver(t.client(), captured, { eventId: `evt_captured_${i}` })).body).toEqual({
        ok: true,
      });
      expect(
        (await deliver(t.client(), orderPaid, { eventId: `evt_order_paid_${i}` })).body,
      ).toEqual({ ok: true });
    }

    const userId = await userIdOf(t, buyer);
    expect(await orders().countBy({ userId, itemId: course.id, status: 'paid' })).toBe(1);
    const paid = await orders().findOneByOrFail({ providerOrderId: placed.order.id });
    expect((await enrollmentOf(buyer, course.id))!.endsAt).toEqual(
      new Date(paid.paidAt!.getTime() + 30 * DAY_MS),
    );
    expect(await paidTotals(t.services)).toEqual({
      orders: before.orders + 1,
      amount: before.amount + 49900,
    });
    // Known by what is signed (decision 081): one row per event, whatever the header said.
    const seen = await t.db
      .getRepository(PaymentEvent)
      .findBy({ providerOrderId: placed.order.id });
    expect(seen.map((e) => e.type).sort()).toEqual(['order.paid', 'payment.captured']);
  });

  test('the same confirmations all at once (two verifies, five retries of each webhook): still one paid order and one grant', async () => {
    const course = await newCourse(300);
    const buyer = await t.signIn('user');
    const before = await paidTotals(t.services, 'course');
    const placed = await order(buyer, course.id);
    const result = checkoutResult(placed.order.id);
    const fields = {
      orderId: placed.order.id,
      paymentId: result.razorpay_payment_id,
      amount: 30000,
    };
    const [captured, orderPaid] = [
      webhookBody('payment.captured', fields),
      webhookBody('order.paid', fields),
    ];
    const replies = await Promise.all([
      buyer.post('/api/pay/verify', { ...result, courseId: course.id }),
      buyer.post('/api/pay/verify', { ...result, courseId: course.id }),
      ...Array.from({ length: 5 }, () =>
        deliver(t.client(), captured, { eventId: 'evt_parallel_captured' }),
      ),
      ...Array.from({ length: 5 }, () =>
        deliver(t.client(), orderPaid, { eventId: 'evt_parallel_order_paid' }),
      ),
    ]);
    expect(replies.map((r) => r.status)).toEqual(Array(12).fill(200));
    const paid = await orders().findOneByOrFail({ providerOrderId: placed.order.id });
    const endsAt = new Date(paid.paidAt!.getTime() + 30 * DAY_MS);
    expect(replies.slice(0, 2).map((r) => r.body)).toEqual(
      [0, 1].map(() => ({ success: true, message: PAID, endsAt: endsAt.toISOString() })),
    );
    expect((await enrollmentOf(buyer, course.id))!.endsAt).toEqual(endsAt);
    expect(await paidTotals(t.services, 'course')).toEqual({
      orders: before.orders + 1,
      amount: before.amount + 30000,
    });
  });

  test('buying again while access is active still works, says it extends, and adds 30 days to the current end', async () => {
    const course = await newCourse();
    const buyer = await t.signIn('user');
    const first = await order(buyer, course.id);
    await buyer.post('/api/pay/verify', { ...checkoutResult(first.order.id), courseId: course.id });
    const end = (await enrollmentOf(buyer, course.id))!.endsAt;

    clock.advance(2 * DAY_MS);
    const again = await order(buyer, course.id);
    expect(again.alreadyActive).toBe(true);
    expect(again.message).toMatch(
      /^You already have access until \d{1,2} \w+ \d{4}\. This purchase extends it by 30 days\.$/,
    );
    const verify = await buyer.post('/api/pay/verify', {
      ...checkoutResult(again.order.id),
      courseId: course.id,
    });
    expect(verify.body).toEqual({
      success: true,
      message: PAID,
      endsAt: new Date(end.getTime() + 30 * DAY_MS).toISOString(),
    });
  });
});

describe('bad input: refused with a clear message, nothing granted or counted', () => {
  test('signed out: 401 with the message in error and message; nothing ordered', async () => {
    const course = await newCourse();
    const before = await orders().count();
    const reply = await t.client().post('/api/pay/order', { courseId: course.id });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'You must be signed in.',
      error: 'You must be signed in.',
    });
    expect(
      (
        await t
          .client()
          .post('/api/pay/verify', { ...checkoutResult('order_x'), courseId: course.id })
      ).body,
    ).toEqual({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'You must be signed in.',
    });
    expect(await orders().count()).toBe(before);
  });

  test('an unknown, archived or missing course: 404 / 400, no order', async () => {
    const buyer = await t.signIn('user');
    const archived = await newCourse();
    await admin.delete(`/api/courses/${archived.id}`);
    const before = await orders().count();
    for (const courseId of ['00000000-0000-4000-8000-000000000000', archived.id, 'x'.repeat(40)]) {
      expect((await buyer.post('/api/pay/order', { courseId })).body).toEqual({
        code: 'NOT_FOUND',
        message: 'Course not found.',
        error: 'Course not found.',
      });
    }
    expect((await buyer.post('/api/pay/order', {})).body).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'courseId',
      message: 'courseId is required.',
      error: 'courseId is required.',
    });
    expect(await orders().count()).toBe(before);
  });

  test('another user’s order is 403, an unknown order 404, the wrong course or a tampered signature 400: nothing granted', async () => {
    const [course, other] = [await newCourse(), await newCourse()];
    const [buyer, stranger] = [await t.signIn('user'), await t.signIn('user')];
    const placed = await order(buyer, course.id);
    const good = { ...checkoutResult(placed.order.id), courseId: course.id };
    const expectRefused = async (
      client: SignedIn,
      body: Record<string, unknown>,
      status: number,
      answer: Record<string, unknown>,
    ) => {
      const reply = await client.post('/api/pay/verify', body);
      expect({ status: reply.status, body: reply.body }).toEqual({
        status,
        body: { success: false, ...answer },
      });
    };
    await expectRefused(stranger, good, 403, {
      code: 'FORBIDDEN',
      message: 'This order belongs to another account.',
    });
    await expectRefused(buyer, { ...good, razorpay_order_id: 'order_unknown123' }, 404, {
      code: 'NOT_FOUND',
      message: 'Order not found.',
    });
    await expectRefused(buyer, { ...good, courseId: other.id }, 400, {
      code: 'BAD_USER_INPUT',
      field: 'courseId',
      message: 'This order is not for that course.',
    });
    const signature = {
      code: 'BAD_USER_INPUT',
      field: 'razorpay_signature',
      message: 'Payment verification failed: the signature does not match this order and payment.',
    };
    await expectRefused(buyer, { ...good, razorpay_signature: '0'.repeat(64) }, 400, signature);
    await expectRefused(buyer, { ...good, razorpay_payment_id: aPaymentId() }, 400, signature);

    expect(await orders().findOneByOrFail({ providerOrderId: placed.order.id })).toMatchObject({
      status: 'created',
      paidAt: null,
    });
    expect(await enrollmentOf(buyer, course.id)).toBeNull();
    expect(await enrollmentOf(stranger, course.id)).toBeNull();
  });

  test('order creation is rate limited per user: the 21st order in 10 minutes is refused and not created', async () => {
    const course = await newCourse();
    const buyer = await t.signIn('user');
    const userId = await userIdOf(t, buyer);
    for (let i = 0; i < 20; i++)
      expect(
        (
          await buyer.request('POST', '/api/pay/order', {
            json: { courseId: course.id },
            headers: { 'x-forwarded-for': `198.51.100.${i}` },
          })
        ).status,
      ).toBe(200);
    const refused = await buyer.request('POST', '/api/pay/order', {
      json: { courseId: course.id },
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many orders in a short time. Please wait a few minutes and try again.',
      error: 'Too many orders in a short time. Please wait a few minutes and try again.',
    });
    expect(await orders().countBy({ userId })).toBe(20);
    clock.advance(10 * 60_000 + 1000);
    expect((await buyer.post('/api/pay/order', { courseId: course.id })).status).toBe(200);
  });
});
