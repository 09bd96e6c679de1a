import { StoppedClock, useTestApp } from '../harness';
import { buyCourse, buyCourseInSandbox, buyPdfInSandbox } from '../purchases.fixtures';
import { aCourse } from '../courses/course.factory';

/**
 * The admin's order list as staff act on it (product.md#orders): every order names whom to write
 * to (a guest's address too) and is found by it; its state says what its refunds paid back; and
 * checkouts never paid for a day are abandoned, kept out of the list unless asked for.
 */
const clock = new StoppedClock(new Date('2026-11-20T06:00:00Z'));
const { t, admin } = useTestApp({ clock });

const ORDERS = `query Orders($filter: AdminOrderFilter) {
  adminOrders(filter: $filter) { totalCount edges { node { providerOrderId email state status } } }
}`;
const REFUND = `mutation R($input: RefundOrderInput!) { refundOrder(input: $input) { state refundedAmount } }`;

type Row = { providerOrderId: string; email: string | null; state: string; status: string };
async function list(filter: Record<string, unknown> = {}) {
  const reply = await admin.gql(ORDERS, { filter });
  expect(reply.errors).toBeUndefined();
  const { totalCount, edges } = reply.data.adminOrders;
  const rows: Row[] = edges.map((e: { node: Row }) => e.node);
  return { totalCount, rows, byId: new Map(rows.map((r) => [r.providerOrderId, r])) };
}

async function ourId(providerOrderId: string) {
  const reply = await admin.gql(
    'query O($q: String) { adminOrders(filter: {q: $q}) { edges { node { id } } } }',
    {
      q: providerOrderId,
    },
  );
  return reply.data.adminOrders.edges[0].node.id as string;
}

test('each order names the email of its buyer, guest or account, is found by it, and says whether it was refunded in part or in full', async () => {
  const guest = await buyPdfInSandbox(t, t.client('storefront'), 'react-handwritten-notes', {
    email: 'Priya.Guest@example.com',
  });
  const buyer = await t.signIn('user');
  const [first, second] = [
    (await admin.post('/api/courses', aCourse({ price: 499 }))).body,
    (await admin.post('/api/courses', aCourse({ price: 999 }))).body,
  ];
  const partly = await buyCourseInSandbox(t, buyer, first.id);
  clock.advance(1000);
  const fully = await buyCourseInSandbox(t, buyer, second.id);

  const part = await admin.gql(REFUND, {
    input: { orderId: await ourId(partly.providerOrderId), amount: 99, reason: 'Partial refund' },
  });
  expect(part.data.refundOrder).toEqual({ state: 'PARTLY_REFUNDED', refundedAmount: 99 });
  const all = await admin.gql(REFUND, {
    input: { orderId: await ourId(fully.providerOrderId), reason: 'Asked within the week' },
  });
  expect(all.data.refundOrder).toEqual({ state: 'REFUNDED', refundedAmount: 999 });

  const { byId } = await list();
  expect(byId.get(guest.providerOrderId)).toMatchObject({
    email: 'priya.guest@example.com',
    state: 'PAID',
  });
  expect(byId.get(partly.providerOrderId)).toMatchObject({
    email: buyer.email,
    state: 'PARTLY_REFUNDED',
    status: 'PAID',
  });
  expect(byId.get(fully.providerOrderId)).toMatchObject({ state: 'REFUNDED', status: 'PAID' });

  // Found by email, the guest's in any case, the account's for all its orders.
  const byGuest = await list({ q: ' PRIYA.guest@example.com ' });
  expect(byGuest.rows.map((r) => r.providerOrderId)).toEqual([guest.providerOrderId]);
  const byAccount = await list({ q: buyer.email });
  expect(byAccount.rows.map((r) => r.providerOrderId)).toEqual([
    fully.providerOrderId,
    partly.providerOrderId,
  ]);
  expect((await list({ q: 'nobody@example.com' })).totalCount).toBe(0);
});

test('a checkout not paid within 24 hours is abandoned: out of the list unless the filter asks for it', async () => {
  const buyer = await t.signIn('user');
  const course = (await admin.post('/api/courses', aCourse({ price: 299 }))).body;
  const left = await buyCourse(buyer, course.id, { pay: false });
  const before = await list();
  expect(before.byId.get(left.providerOrderId)?.state).toBe('AWAITING_PAYMENT');
  expect((await list({ abandoned: true })).byId.has(left.providerOrderId)).toBe(false);

  clock.advance(24 * 3_600_000 + 1000);
  const after = await list();
  expect(after.byId.has(left.providerOrderId)).toBe(false);
  expect(after.totalCount).toBe(before.totalCount - 1);
  const abandoned = await list({ abandoned: true });
  expect(abandoned.rows.map((r) => [r.providerOrderId, r.state])).toContainEqual([
    left.providerOrderId,
    'ABANDONED',
  ]);
  expect(abandoned.rows.every((r) => r.state === 'ABANDONED')).toBe(true);
  // Even its id finds it only with the filter.
  expect((await list({ q: left.providerOrderId })).totalCount).toBe(0);
  expect((await list({ q: left.providerOrderId, abandoned: true })).totalCount).toBe(1);
});
