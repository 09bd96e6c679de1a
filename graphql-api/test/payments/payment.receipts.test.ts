import { type Client, DAY_MS, TestClock, uniqueEmail, useTestApp } from '../harness';
import { aCourse } from '../courses/course.factory';
import { Enrollment } from '../../src/modules/courses/enrollment.entity';
import { inIndia, linkIn, outboxFor } from '../mail.fixtures';
import { OutboxMessage } from '../../src/modules/mail/outbox.entity';
import { PaymentOrder } from '../../src/modules/payments/payment.entity';
import { aPaymentId, checkoutResult, deliver, webhookBody } from './payment.factory';

/**
 * Receipts (decision 065, product.md#receipts): every paid order mails one receipt, whichever of the
 * browser's verify, Razorpay's webhook or reconcile completed it, to the account's address or to the
 * address a guest gave at checkout, which checkout asks for and checks before any order exists.
 */
const clock = new TestClock();
const { t, admin } = useTestApp({ clock });

const HANDWRITTEN = { pdfId: 'react-handwritten-notes', amount: 4000, currency: 'INR' };
const receipts = (to: string) =>
  outboxFor(t.db, to).then((all) => all.filter((m) => m.kind === 'receipt'));
const orders = () => t.db.getRepository(PaymentOrder);

async function guestOrder(guest: Client, email: string) {
  const placed = await guest.post('/api/create-razorpay-order', { ...HANDWRITTEN, email });
  expect(placed.status).toBe(200);
  return placed.body.id as string;
}

const paid = (orderId: string, paymentId: string, eventId?: string) =>
  deliver(
    t.client(),
    webhookBody('payment.captured', { orderId, paymentId, amount: HANDWRITTEN.amount }),
    eventId ? { eventId } : {},
  );

describe('one receipt per paid order', () => {
  test('a guest’s PDF confirmed by verify, three webhook deliveries and reconcile gets exactly one receipt', async () => {
    const email = uniqueEmail('guest');
    const guest = t.client();
    const orderId = await guestOrder(guest, email);
    const proof = checkoutResult(orderId);
    const verified = await guest.post('/api/verify-razorpay-payment', {
      ...proof,
      pdfId: HANDWRITTEN.pdfId,
    });
    expect(verified.status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await paid(orderId, proof.razorpay_payment_id)).body).toEqual({ ok: true });
    await t.services.payments.reconcile(new Date(clock.now().getTime() - DAY_MS));

    const [receipt, ...more] = await receipts(email);
    expect(more).toEqual([]);
    const order = await orders().findOneByOrFail({ providerOrderId: orderId });
    expect(order.buyerEmail).toBe(email);
    expect(receipt).toMatchObject({ subject: 'Your DevJobs receipt', status: 'kept' });
    expect(receipt.text).toContain('React Handwritten Notes');
    expect(receipt.text).toContain('₹40');
    expect(receipt.text).toContain(order.id);
    expect(receipt.text).toContain(proof.razorpay_payment_id);
    expect(receipt.text).toContain(inIndia(order.paidAt!));
  });

  test('a guest’s PDF completed by the webhook alone: the receipt’s link downloads the file, still a day later', async () => {
    const email = uniqueEmail('webhook-guest');
    const orderId = await guestOrder(t.client(), email);
    expect((await paid(orderId, aPaymentId())).body).toEqual({ ok: true });

    const [receipt] = await receipts(email);
    const link = linkIn(receipt, '/api/downloads/');
    expect(link.startsWith(`${t.config.publicUrl}/api/downloads/`)).toBe(true);
    clock.advance(DAY_MS);
    const file = await t.client().get(link.slice(t.config.publicUrl.length));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.text.startsWith('%PDF')).toBe(true);
  });

  test('a course receipt goes to the account’s address and shows when access now ends', async () => {
    const course = (await admin.post('/api/courses', aCourse({ price: 2500 }))).body;
    const buyer = await t.signIn('user');
    const placed = await buyer.post('/api/pay/order', { courseId: course.id });
    const proof = checkoutResult(placed.body.order.id);
    const verified = await buyer.post('/api/pay/verify', { ...proof, courseId: course.id });
    expect(verified.status).toBe(200);

    const [receipt, ...more] = await receipts(buyer.email);
    expect(more).toEqual([]);
    const enrollment = await t.db
      .getRepository(Enrollment)
      .findOneByOrFail({ courseId: course.id });
    expect(receipt.text).toContain('Hi Test User,');
    expect(receipt.text).toContain(course.title);
    expect(receipt.text).toContain('₹2,500');
    expect(receipt.text).toContain(
      `Your access to this course runs until ${inIndia(enrollment.endsAt)}.`,
    );
    // The one promise of the landing page, the catalogue, the course page and the policies.
    expect(receipt.text.replace(/\s+/g, ' ')).toContain(
      "Each course purchase gives you 30 days of access to every module's text and videos, from the day you pay; buying again adds 30 more days.",
    );
    expect(receipt.text).not.toContain('/api/downloads/');
  });

  test('a course paid at Razorpay that only reconcile finds gets its receipt too', async () => {
    const course = (await admin.post('/api/courses', aCourse({ price: 300 }))).body;
    const buyer = await t.signIn('user');
    const placed = await buyer.post('/api/pay/order', { courseId: course.id });
    t.services.paymentSandbox!.state.pay(placed.body.order.id);
    const report = await t.services.payments.reconcile(new Date(clock.now().getTime() - DAY_MS));
    expect(report.completed.map((o) => o.providerOrderId)).toContain(placed.body.order.id);
    expect(await receipts(buyer.email)).toHaveLength(1);
  });

  test('a signed-in buyer’s PDF receipt goes to the account, whatever address the body names', async () => {
    const buyer = await t.signIn('user');
    const other = uniqueEmail('ignored');
    const placed = await buyer.post('/api/create-razorpay-order', {
      ...HANDWRITTEN,
      email: other,
    });
    expect(placed.status).toBe(200);
    await buyer.post('/api/verify-razorpay-payment', {
      ...checkoutResult(placed.body.id),
      pdfId: HANDWRITTEN.pdfId,
    });
    expect(await receipts(buyer.email)).toHaveLength(1);
    expect(await outboxFor(t.db, other)).toEqual([]);
    expect((await orders().findOneByOrFail({ providerOrderId: placed.body.id })).buyerEmail).toBe(
      null,
    );
  });
});

describe('a guest’s address at checkout', () => {
  test('malformed, with a line break or too long: a 400 naming email, and no order', async () => {
    const before = await orders().count();
    const outbox = await t.db.getRepository(OutboxMessage).count();
    const cases: [unknown, string][] = [
      ['not-an-address', 'Email must be one valid email address, like name@example.com.'],
      ['a@b.com, c@d.com', 'Email must be one valid email address, like name@example.com.'],
      ['Asha <a@b.com>', 'Email must be one valid email address, like name@example.com.'],
      ['a@b.com\r\nBcc: victim@example.com', 'Email must be one line: no line breaks.'],
      ['a@b.com\n', 'Email must be one line: no line breaks.'],
      [`${'a'.repeat(250)}@b.com`, 'Email must be at most 254 characters.'],
      [42, 'Email is required.'],
    ];
    for (const [email, message] of cases) {
      const reply = await t.client().post('/api/create-razorpay-order', { ...HANDWRITTEN, email });
      expect({ email, status: reply.status, body: reply.body }).toEqual({
        email,
        status: 400,
        body: { code: 'BAD_USER_INPUT', field: 'email', message, error: message },
      });
    }
    expect(await orders().count()).toBe(before);
    expect(await t.db.getRepository(OutboxMessage).count()).toBe(outbox);
  });

  test('none given (an order of just {amount, currency, receipt}): the order is made and paid, no receipt is mailed, the verify’s link downloads', async () => {
    const outbox = await t.db.getRepository(OutboxMessage).count();
    for (const email of [undefined, null, '']) {
      const guest = t.client();
      const placed = await guest.post('/api/create-razorpay-order', { ...HANDWRITTEN, email });
      expect(placed.status).toBe(200);
      const verified = await guest.post('/api/verify-razorpay-payment', {
        ...checkoutResult(placed.body.id),
        pdfId: HANDWRITTEN.pdfId,
      });
      expect(verified.status).toBe(200);
      expect((await fetch(t.url.storefront + verified.body.downloadUrl)).status).toBe(200);
      expect(await orders().findOneByOrFail({ providerOrderId: placed.body.id })).toMatchObject({
        status: 'paid',
        buyerEmail: null,
      });
    }
    expect(await t.db.getRepository(OutboxMessage).count()).toBe(outbox);
  });

  test('an address in capitals is kept in lower case and mailed there', async () => {
    const email = uniqueEmail('caps');
    const orderId = await guestOrder(t.client(), `  ${email.toUpperCase()} `);
    expect((await orders().findOneByOrFail({ providerOrderId: orderId })).buyerEmail).toBe(email);
    await paid(orderId, aPaymentId());
    expect(await receipts(email)).toHaveLength(1);
  });
});
