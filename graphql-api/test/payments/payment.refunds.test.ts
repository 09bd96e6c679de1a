import { outboxFor } from '../mail.fixtures';
import { type Client, type SignedIn, useTestApp } from '../harness';
import { buyPdfInSandbox } from '../purchases.fixtures';
import { aCourse } from '../courses/course.factory';
import { PaymentOrder } from '../../src/modules/payments/payment.entity';
import { refundSteps } from './refund.fixtures';

/**
 * Refunds (decision 068) end to end through the built-in sandbox: a buyer pays with the sandbox's
 * Pay button, staff refund from the console's GraphQL (all or part, with a reason), the sandbox
 * refunds and posts its signed `refund.*` webhooks back, and what the order bought is taken back.
 * Refunds the provider reports by webhook are in payment.refund-webhooks.test.ts.
 */
const { t, admin } = useTestApp();
const { sandbox, orders, refunds, orderOf, buyCourse, refund, refundWebhooksOf, replay } =
  refundSteps(t, admin);

const ORDERS = `query Orders($filter: AdminOrderFilter) {
  adminOrders(filter: $filter, first: 50) { totalCount edges { node { id refundStatus } } }
}`;
const STATS =
  '{ adminStats { today { revenue refunds netRevenue } allTime { revenue refunds netRevenue } } }';
const ACCESS = 'query Access($id: ID!) { courseAccess(courseId: $id) { hasAccess endsAt } }';
const MY_COURSES = '{ myEnrollments { course { id } active refundedAt } }';
const MY_PDFS = '{ myPdfPurchases { pdf { id } downloadUrl refundedAt } }';

async function buyPdf(buyer: Client) {
  const bought = await buyPdfInSandbox(t, buyer, 'react-handwritten-notes', {
    email: 'guest.refund@example.com',
  });
  return { ...bought, order: await orderOf(bought.providerOrderId) };
}

let buyer: SignedIn;
let course: { id: string; title: string };

beforeAll(async () => {
  course = (await admin.post('/api/courses', aCourse({ price: 999 }))).body;
  buyer = await t.signIn('user');
});

afterEach(() => {
  sandbox().state.refundOutcome = 'processed';
});

test('staff refund a course in full: the buyer loses access at once, is mailed, and the stats net it out', async () => {
  const before = (await admin.gql(STATS)).data.adminStats.allTime;
  const paid = await buyCourse(buyer, course.id);
  expect((await buyer.gql(ACCESS, { id: course.id })).data.courseAccess.hasAccess).toBe(true);

  const { order, error } = await refund({ orderId: paid.id, reason: 'Bought by mistake' });
  expect(error).toBeUndefined();
  expect(order).toMatchObject({
    status: 'PAID',
    amount: 999,
    refundStatus: 'REFUNDED',
    refundedAmount: 999,
    refundedAt: expect.any(String),
    refunds: [
      {
        amount: 999,
        reason: 'Bought by mistake',
        status: 'PROCESSED',
        providerRefundId: expect.stringMatching(/^rfnd_/),
        requestedBy: admin.email,
        processedAt: expect.any(String),
        failureReason: null,
      },
    ],
  });

  // The sandbox refunded the payment once, and says so in its own records and its webhook.
  const payment = sandbox().state.payment(paid.providerPaymentId!);
  expect(payment).toMatchObject({
    status: 'refunded',
    amount_refunded: 99900,
    refund_status: 'full',
  });
  const [processed, ...more] = await refundWebhooksOf(paid.providerPaymentId!);
  expect(more).toEqual([]);
  expect([processed.event, processed.status]).toEqual(['refund.processed', 200]);

  // What it bought is taken back: no access, "refunded" in their courses.
  const access = (await buyer.gql(ACCESS, { id: course.id })).data.courseAccess;
  expect(access.hasAccess).toBe(false);
  const mine = (await buyer.gql(MY_COURSES)).data.myEnrollments;
  expect(mine).toEqual([
    { course: { id: course.id }, active: false, refundedAt: order.refundedAt },
  ]);

  const [notice] = (await outboxFor(t.db, buyer.email)).filter((m) => m.kind === 'refund');
  expect(notice.subject).toBe('Your DevJobs refund');
  expect(notice.text).toContain('₹999');
  expect(notice.text).toContain('Your access to this course ended with the refund.');

  // Gross stays what was paid; the refund shows, and the net is gross − refunds.
  const after = (await admin.gql(STATS)).data.adminStats.allTime;
  expect(after).toEqual({
    revenue: before.revenue + 999,
    refunds: before.refunds + 999,
    netRevenue: before.netRevenue,
  });

  // The refund is in the audit log with who, why and how much.
  const audit = await admin.gql(
    '{ auditEntries(filter: {kind: "order.refund"}) { edges { node { actor targetId changes { field before after } } } } }',
  );
  expect(audit.data.auditEntries.edges[0].node).toEqual({
    actor: admin.email,
    targetId: paid.id,
    changes: [
      { field: 'refunded', before: '₹0', after: '₹999' },
      { field: 'reason', before: null, after: 'Bought by mistake' },
    ],
  });

  // Razorpay retries the webhook: nothing changes. Pressing Refund again: 409.
  expect((await replay(processed)).status).toBe(200);
  expect(await refunds().countBy({ orderId: paid.id })).toBe(1);
  expect((await orders().findOneByOrFail({ id: paid.id })).refundedAmount).toBe(99900);
  expect((await refund({ orderId: paid.id, reason: 'Again' })).error).toMatchObject({
    message: 'This order was refunded in full already.',
  });

  // Buying again gives 30 days again and clears "refunded".
  await buyCourse(buyer, course.id);
  expect((await buyer.gql(ACCESS, { id: course.id })).data.courseAccess.hasAccess).toBe(true);
  expect((await buyer.gql(MY_COURSES)).data.myEnrollments[0].refundedAt).toBeNull();
});

test('a PDF refunded in part keeps its links; refunded in full, every link stops, even one issued before', async () => {
  const pdfBuyer = await t.signIn('user');
  const { order: paid, downloadUrl, verifyAgain } = await buyPdf(pdfBuyer);

  const part = await refund({ orderId: paid.id, amount: 10.5, reason: 'Two pages missing' });
  expect(part.order).toMatchObject({
    refundStatus: 'PARTIAL',
    refundedAmount: 10.5,
    refundedAt: null,
  });
  expect((await pdfBuyer.get(downloadUrl)).status).toBe(200);
  expect((await pdfBuyer.gql(MY_PDFS)).data.myPdfPurchases[0]).toMatchObject({
    downloadUrl: expect.stringMatching(/^\/api\/downloads\//),
    refundedAt: null,
  });

  const tooMuch = await refund({ orderId: paid.id, amount: 30, reason: 'More than is left' });
  expect(tooMuch.error).toMatchObject({
    message: 'At most ₹29.50 of this order can be refunded (₹40 paid, ₹10.50 refunded).',
    extensions: { code: 'BAD_USER_INPUT', field: 'amount' },
  });

  const rest = await refund({ orderId: paid.id, reason: 'Customer asked for the rest' });
  expect(rest.order).toMatchObject({ refundStatus: 'REFUNDED', refundedAmount: 40 });
  expect(rest.order.refunds.map((r: { amount: number }) => r.amount)).toEqual([10.5, 29.5]);

  // The checkout's values sent again give no new link.
  expect((await verifyAgain()).body).toEqual({
    success: true,
    message: 'This payment was refunded, so it has no download link.',
    downloadUrl: null,
  });
  const gone = await pdfBuyer.get(downloadUrl);
  expect(gone.status).toBe(410);
  expect(gone.body.message).toBe(
    'This purchase was refunded, so its download links no longer work.',
  );
  expect((await pdfBuyer.gql(MY_PDFS)).data.myPdfPurchases).toEqual([
    {
      pdf: { id: 'react-handwritten-notes' },
      downloadUrl: null,
      refundedAt: rest.order.refundedAt,
    },
  ]);

  const refunded = (await admin.gql(ORDERS, { filter: { refund: 'REFUNDED' } })).data.adminOrders;
  expect(refunded.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(paid.id);
  const partial = (await admin.gql(ORDERS, { filter: { refund: 'PARTIAL' } })).data.adminOrders;
  expect(partial.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(paid.id);
});

test('twenty staff presses at once refund once', async () => {
  const presser = await t.signIn('user');
  const paid = await buyCourse(presser, course.id);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => refund({ orderId: paid.id, reason: 'Double click' })),
  );
  const done = answers.filter((a) => a.order);
  expect(done).toHaveLength(1);
  expect(answers.filter((a) => a.error).map((a) => a.error?.message)).toEqual(
    Array(19).fill(expect.stringMatching(/already on its way|refunded in full already/)),
  );
  expect(await refunds().countBy({ orderId: paid.id })).toBe(1);
  expect(sandbox().state.payment(paid.providerPaymentId!).amount_refunded).toBe(99900);
  expect(await refundWebhooksOf(paid.providerPaymentId!)).toHaveLength(1);
});

describe('bad refunds: a clear 4xx and nothing changed', () => {
  let paid: PaymentOrder;
  let unpaid: string;
  beforeAll(async () => {
    const someone = await t.signIn('user');
    paid = await buyCourse(someone, course.id);
    const placed = await someone.post('/api/pay/order', { courseId: course.id });
    unpaid = (await orderOf(placed.body.order.id)).id;
  });

  test.each([
    [
      'more than was paid',
      { amount: 1000 },
      'amount',
      'At most ₹999 of this order can be refunded (₹999 paid).',
    ],
    ['negative', { amount: -5 }, 'amount', 'The amount must be at least ₹1.'],
    ['zero', { amount: 0 }, 'amount', 'The amount must be at least ₹1.'],
    ['under ₹1', { amount: 0.5 }, 'amount', 'The amount must be at least ₹1.'],
    [
      'a fraction of a paisa',
      { amount: 10.005 },
      'amount',
      'The amount must be in rupees with at most two decimals.',
    ],
    [
      'no reason',
      { reason: '  ' },
      'reason',
      'Give a reason for the refund (at least 3 characters).',
    ],
    ['a reason over two lines', { reason: 'one\ntwo' }, 'reason', expect.any(String)],
  ])('%s', async (_name, change, field, message) => {
    const { error } = await refund({ orderId: paid.id, reason: 'A reason', ...change });
    expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await refunds().countBy({ orderId: paid.id })).toBe(0);
  });

  test('an unpaid order, an unknown one, and a customer asking', async () => {
    expect((await refund({ orderId: unpaid, reason: 'Unpaid' })).error).toMatchObject({
      message: 'Only a paid order can be refunded; this one is created.',
      extensions: { code: 'BAD_USER_INPUT', field: 'orderId' },
    });
    expect((await refund({ orderId: 'no-such-order', reason: 'Unknown' })).error).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    const customer = await t.signIn('user');
    expect((await refund({ orderId: paid.id, reason: 'Me' }, customer)).error).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await refunds().countBy({ orderId: paid.id })).toBe(0);
    expect((await orders().findOneByOrFail({ id: paid.id })).refundStatus).toBeNull();
  });
});
