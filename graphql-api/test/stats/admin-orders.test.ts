import { StoppedClock, useTestApp, type SignedIn } from '../harness';
import { buyCourse, buyPdf } from '../purchases.fixtures';
import { aCourse, userIdOf } from '../courses/course.factory';
import { PaymentOrder } from '../../src/modules/payments/payment.entity';

/**
 * The admin's order list — every payment order newest first, filtered by status and kind,
 * found by order or payment id, with buyer (or guest), item, amount, provider ids and times — and
 * the refund policy (7 days, under 20 % of the course opened) applied to each paid course order.
 */
const clock = new StoppedClock(new Date('2026-05-10T06:00:00Z'));
const { t, admin } = useTestApp({ clock });

const ORDERS = `query Orders($filter: AdminOrderFilter, $first: Int, $after: String) {
  adminOrders(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node {
      id kind itemId itemTitle status buyerId buyer { name email } amount currency providerOrderId providerPaymentId receipt createdAt updatedAt paidAt failureReason
      refund { eligible reason openedModules completedModules totalModules accessedShare windowEndsAt }
    } }
  }
}`;

type Node = Record<string, any>;
async function list(
  variables: Record<string, unknown> = {},
): Promise<{ totalCount: number; nodes: Node[]; endCursor: string | null; hasNextPage: boolean }> {
  const reply = await admin.gql(ORDERS, variables);
  expect(reply.errors).toBeUndefined();
  const { totalCount, pageInfo, edges } = reply.data.adminOrders;
  return {
    totalCount,
    nodes: edges.map((e: { node: Node }) => e.node),
    endCursor: pageInfo.endCursor,
    hasNextPage: pageInfo.hasNextPage,
  };
}

const tick = () => clock.advance(1000);
const tenModules = Array.from({ length: 10 }, (_, i) => ({
  subTitle: `Module ${i + 1}`,
  blog: `<p>Part ${i + 1}</p>`,
}));

/** Reads the first `n` modules' content as the buyer, one module at a time (the reader). */
async function open(buyer: SignedIn, course: { modules: { id: string }[] }, n: number) {
  for (const m of course.modules.slice(0, n)) {
    const read = await buyer.gql('query M($id: ID!) { courseModule(id: $id) { blog } }', {
      id: m.id,
    });
    expect(read.data.courseModule.blog).toEqual(expect.any(String));
  }
}

/** Marks the first `n` modules of a course done as the buyer (the reader's "mark as done"). */
async function complete(buyer: SignedIn, course: { modules: { id: string }[] }, n: number) {
  for (const m of course.modules.slice(0, n))
    expect((await buyer.put(`/api/enrollments/progress/${m.id}`, { completed: true })).status).toBe(
      200,
    );
}

let asha: SignedIn;
let course: { id: string; title: string; modules: { id: string }[] };
const ids: Record<string, { providerOrderId: string; paymentId: string | null }> = {};

beforeAll(async () => {
  course = (
    await admin.post(
      '/api/courses',
      aCourse({ title: 'System Design', price: 1499, modules: tenModules }),
    )
  ).body;
  asha = await t.signIn('user');
  ids.paidCourse = await buyCourse(asha, course.id);
  tick();
  ids.guestPdf = await buyPdf(t.client(), 'react-handwritten-notes');
  tick();
  ids.failedPdf = await buyPdf(t.client(), 'react-intermediate-notes', 'failed');
  tick();
  ids.createdCourse = await buyCourse(asha, course.id, { pay: false });
});

describe('the admin reads every order', () => {
  test('newest first, with status, item, buyer or guest, amount in rupees, provider ids and times', async () => {
    const { totalCount, nodes } = await list();
    expect(totalCount).toBe(4);
    expect(nodes.map((n) => [n.kind, n.status])).toEqual([
      ['COURSE', 'CREATED'],
      ['PDF', 'FAILED'],
      ['PDF', 'PAID'],
      ['COURSE', 'PAID'],
    ]);
    const stored = await t.db
      .getRepository(PaymentOrder)
      .findOneByOrFail({ providerOrderId: ids.paidCourse.providerOrderId });
    expect(nodes[3]).toEqual({
      id: stored.id,
      kind: 'COURSE',
      itemId: course.id,
      itemTitle: 'System Design',
      status: 'PAID',
      buyerId: await userIdOf(t, asha),
      buyer: { name: 'Test User', email: asha.email },
      amount: 1499,
      currency: 'INR',
      providerOrderId: ids.paidCourse.providerOrderId,
      providerPaymentId: ids.paidCourse.paymentId,
      receipt: stored.receipt,
      createdAt: '2026-05-10T06:00:00.000Z',
      updatedAt: '2026-05-10T06:00:00.000Z',
      paidAt: '2026-05-10T06:00:00.000Z',
      failureReason: null,
      refund: {
        eligible: true,
        reason:
          'Eligible: 0 of 10 modules opened (0%), under 20% of the course, within 7 days of the payment.',
        openedModules: 0,
        completedModules: 0,
        totalModules: 10,
        accessedShare: 0,
        windowEndsAt: '2026-05-17T06:00:00.000Z',
      },
    });
    expect(nodes[2]).toMatchObject({
      itemId: 'react-handwritten-notes',
      itemTitle: 'React Handwritten Notes',
      buyerId: null,
      buyer: null,
      amount: 40,
      providerPaymentId: ids.guestPdf.paymentId,
      refund: null,
    });
    expect(nodes[1]).toMatchObject({
      status: 'FAILED',
      amount: 29,
      paidAt: null,
      providerPaymentId: null,
      failureReason: 'Your card was declined.',
      refund: null,
    });
    expect(nodes[0]).toMatchObject({
      status: 'CREATED',
      buyer: { email: asha.email },
      paidAt: null,
      refund: null,
    });
  });

  test('filtered by status and kind, and found by our id, the order id or the payment id', async () => {
    expect(
      (await list({ filter: { status: 'PAID' } })).nodes.map((n) => n.providerOrderId),
    ).toEqual([ids.guestPdf.providerOrderId, ids.paidCourse.providerOrderId]);
    expect((await list({ filter: { kind: 'PDF' } })).totalCount).toBe(2);
    const failedPdfs = await list({ filter: { status: 'FAILED', kind: 'PDF' } });
    expect(failedPdfs.nodes.map((n) => n.providerOrderId)).toEqual([ids.failedPdf.providerOrderId]);
    expect((await list({ filter: { status: 'FAILED', kind: 'COURSE' } })).totalCount).toBe(0);

    const byPayment = await list({ filter: { q: ` ${ids.guestPdf.paymentId} ` } });
    expect(byPayment.nodes.map((n) => n.providerOrderId)).toEqual([ids.guestPdf.providerOrderId]);
    const byProviderOrder = await list({ filter: { q: ids.createdCourse.providerOrderId } });
    expect(byProviderOrder.totalCount).toBe(1);
    const byOurId = await list({ filter: { q: byProviderOrder.nodes[0].id } });
    expect(byOurId.nodes.map((n) => n.providerOrderId)).toEqual([
      ids.createdCourse.providerOrderId,
    ]);
    expect((await list({ filter: { q: 'pay_nosuchpayment' } })).totalCount).toBe(0);
  });

  test('paged with Load more: every order once, in order', async () => {
    const first = await list({ first: 3 });
    expect(first.hasNextPage).toBe(true);
    const rest = await list({ first: 3, after: first.endCursor });
    expect(rest.hasNextPage).toBe(false);
    expect([...first.nodes, ...rest.nodes].map((n) => n.id)).toEqual(
      (await list()).nodes.map((n) => n.id),
    );
  });

  test('bad filters and paging are refused, naming the field', async () => {
    for (const [variables, field] of [
      [{ filter: { q: 'x'.repeat(255) } }, 'q'],
      [{ filter: { q: 'pay_\u0000' } }, 'q'],
      [{ first: 51 }, 'first'],
      [{ after: 'not-a-cursor' }, 'after'],
    ] as const) {
      const reply = await admin.gql(ORDERS, variables);
      expect(reply.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(reply.data).toBeNull();
    }
    const unknownStatus = await admin.gql(ORDERS, { filter: { status: 'REFUNDED' } });
    expect(unknownStatus.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('anonymous and non-admin callers get UNAUTHENTICATED and FORBIDDEN, and no orders', async () => {
    const anonymous = await t.client().gql(ORDERS);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.data).toBeNull();
    const customer = await asha.gql(ORDERS);
    expect(customer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(customer.data).toBeNull();
  });
});

describe('refund eligibility of a paid course order', () => {
  const refundOf = async () =>
    (await list({ filter: { q: ids.paidCourse.providerOrderId } })).nodes[0].refund;

  test('under 20% opened and within 7 days: eligible; 2 of 10 (exactly 20%): not, and why', async () => {
    await open(asha, course, 1);
    expect(await refundOf()).toMatchObject({
      eligible: true,
      openedModules: 1,
      accessedShare: 0.1,
      reason:
        'Eligible: 1 of 10 modules opened (10%), under 20% of the course, within 7 days of the payment.',
    });
    // Marking modules done is her own progress: the policy counts what the server sent her.
    await complete(asha, course, 4);
    expect(await refundOf()).toMatchObject({
      eligible: true,
      openedModules: 1,
      completedModules: 4,
    });
    await open(asha, course, 2);
    expect(await refundOf()).toMatchObject({
      eligible: false,
      openedModules: 2,
      accessedShare: 0.2,
      reason: 'Not eligible: 2 of 10 modules opened (20%): 20% or more of the course was accessed.',
    });
  });

  test('the window holds to the instant 7 days after the payment, and closes after it', async () => {
    clock.set('2026-05-17T06:00:00.000Z');
    expect(await refundOf()).toMatchObject({ windowEndsAt: '2026-05-17T06:00:00.000Z' });
    clock.advance(1);
    expect((await refundOf()).reason).toBe(
      'Not eligible: 2 of 10 modules opened (20%): 20% or more of the course was accessed; more than 7 days since the payment.',
    );
  });
});
