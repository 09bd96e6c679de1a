import { randomUUID } from 'node:crypto';
import { useTestApp } from '../harness';
import { aCourse, userIdOf } from '../courses/course.factory';
import { PaymentOrder } from '../../src/modules/payments/payment.entity';
import { deliver, webhookBody } from './payment.factory';

/**
 * Payments off (no Razorpay keys, sandbox disabled, as in production without Razorpay keys):
 * nothing can be bought and nothing becomes free; the shop still lists its PDFs, and what was
 * bought before still downloads.
 */
const { t, admin } = useTestApp({ env: { PAYMENTS_SANDBOX: '0' } });

const OFF = 'Payments are not configured.';

test('the settings say off; orders are a 503 with a clear message (and `error`); nothing is recorded', async () => {
  expect(
    (await t.client().gql('{ paymentSettings { mode keyId checkoutUrl } }')).data.paymentSettings,
  ).toEqual({ mode: 'off', keyId: null, checkoutUrl: null });
  expect((await t.client().get('/api/pdfs')).body).toHaveLength(2);

  const pdf = await t.client().post('/api/create-razorpay-order', {
    amount: 4000,
    currency: 'INR',
    receipt: 'r',
    pdfId: 'react-handwritten-notes',
    email: 'guest.buyer@example.com',
  });
  expect({ status: pdf.status, body: pdf.body }).toEqual({
    status: 503,
    body: { code: 'PAYMENTS_OFF', message: OFF, error: OFF },
  });
  const course = (await admin.post('/api/courses', aCourse())).body;
  const buyer = await t.signIn('user');
  const order = await buyer.post('/api/pay/order', { courseId: course.id });
  expect({ status: order.status, body: order.body }).toEqual({
    status: 503,
    body: { code: 'PAYMENTS_OFF', message: OFF, error: OFF },
  });
  expect(await t.db.getRepository(PaymentOrder).count()).toBe(0);
});

test('no webhook is trusted, and a PDF bought before payments were switched off is still listed with a working download link', async () => {
  const reply = await deliver(
    t.client(),
    webhookBody('payment.captured', { orderId: 'order_x', paymentId: 'pay_x', amount: 4000 }),
  );
  expect(reply.status).toBe(400);

  const buyer = await t.signIn('user');
  const now = new Date();
  const id = randomUUID();
  await t.db.getRepository(PaymentOrder).insert({
    id,
    kind: 'pdf',
    itemId: 'react-intermediate-notes',
    userId: await userIdOf(t, buyer),
    amount: 2900,
    currency: 'INR',
    status: 'paid',
    providerOrderId: `order_${id.slice(0, 8)}`,
    providerPaymentId: `pay_${id.slice(0, 8)}`,
    receipt: id,
    createdAt: now,
    updatedAt: now,
    paidAt: now,
    failureReason: null,
  });
  const mine = await buyer.get('/api/pdfs/mine');
  expect(mine.body).toEqual([
    {
      pdf: expect.objectContaining({ id: 'react-intermediate-notes' }),
      orderId: id,
      paidAt: now.toISOString(),
      downloadUrl: expect.stringMatching(/^\/api\/downloads\//),
      refundedAt: null,
    },
  ]);
  // Links have their own secret (decision 057), not one of the gateway's.
  const file = await buyer.get(mine.body[0].downloadUrl);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
});
