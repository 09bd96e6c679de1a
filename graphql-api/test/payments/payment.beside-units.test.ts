import { randomUUID } from 'node:crypto';
import { useTestApp, type Client } from '../harness';
import { checkoutResult, deliver, webhookBody } from './payment.factory';

/**
 * Orders placed while another unit of work is open and then fails (decision 060). On SQLite every
 * statement shares one connection: an order written outside a unit used to join the open unit and
 * roll back with it, after the gateway had made the order and the buyer had been sent to pay.
 */
const { t, admin } = useTestApp();

const PDF = { id: 'react-handwritten-notes', amount: 4000 };
const ORDER = 'query ($q: String) { adminOrders(filter: { q: $q }) { edges { node { status } } } }';
const SUGGESTIONS = 'query { suggestions(first: 100) { edges { node { suggestion } } } }';

/**
 * A unit of work that writes (a suggestion and its rate-limit count), stays open until `fail()`,
 * then fails as a service refuses inside it (an account for an email already taken), so all of it
 * rolls back. `open` resolves once the unit has written.
 */
function aUnitThatFails(takenEmail: string) {
  let opened!: () => void;
  let fail!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const failing = new Promise<void>((resolve) => (fail = resolve));
  const suggestion = `Beside an order ${randomUUID()}`;
  const done = t.services.inTransaction(async (tx) => {
    await tx.suggestions.submit({ suggestion }, `beside-${randomUUID()}`);
    opened();
    await failing;
    await tx.users.create({ name: 'Second Account', email: takenEmail, password: 'pw-beside' });
  });
  return { open, fail, done, suggestion };
}

/**
 * Places an order while a unit of work is open and fails it once the order is answered, or after
 * 300 ms if the order is still waiting (on SQLite its writes wait for the open unit to end).
 */
async function placeBesideAFailingUnit(buyer: Client, takenEmail: string) {
  const unit = aUnitThatFails(takenEmail);
  await unit.open;
  const placing = buyer.post('/api/create-razorpay-order', {
    amount: PDF.amount,
    currency: 'INR',
    receipt: `receipt_${Date.now()}`,
    pdfId: PDF.id,
    email: 'guest.buyer@example.com',
  });
  await Promise.race([placing, new Promise((resolve) => setTimeout(resolve, 300))]);
  unit.fail();
  await expect(unit.done).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  const placed = await placing;
  expect(placed.status).toBe(200);
  // The unit's own writes are gone.
  const suggestions = await admin.gql(SUGGESTIONS);
  expect(
    suggestions.data.suggestions.edges.map((e: { node: { suggestion: string } }) => e.node),
  ).not.toContainEqual({ suggestion: unit.suggestion });
  return placed.body.id as string;
}

const statusInAdminList = async (providerOrderId: string) =>
  (await admin.gql(ORDER, { q: providerOrderId })).data.adminOrders.edges.map(
    (e: { node: { status: string } }) => e.node.status,
  );

describe('an order placed while another unit of work fails is kept', () => {
  test('a guest’s PDF order: the admin lists it as created, and verify finds it and pays it', async () => {
    const someone = await t.signIn('user');
    const guest = t.client();
    const providerOrderId = await placeBesideAFailingUnit(guest, someone.email);

    expect(await statusInAdminList(providerOrderId)).toEqual(['CREATED']);
    const verify = await guest.post('/api/verify-razorpay-payment', {
      ...checkoutResult(providerOrderId),
      pdfId: PDF.id,
    });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ success: true, message: 'Payment verified.' });
    expect(await statusInAdminList(providerOrderId)).toEqual(['PAID']);
  });

  test('a signed-in buyer’s PDF order: the payment webhook completes it and the buyer’s PDFs list it', async () => {
    const buyer = await t.signIn('user');
    const providerOrderId = await placeBesideAFailingUnit(buyer, buyer.email);

    const body = webhookBody('payment.captured', {
      orderId: providerOrderId,
      paymentId: `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
      amount: PDF.amount,
    });
    expect((await deliver(t.client(), body)).status).toBe(200);
    const mine = await buyer.gql('{ myPdfPurchases { pdf { id } } }');
    expect(mine.errors).toBeUndefined();
    expect(mine.data.myPdfPurchases).toEqual([{ pdf: { id: PDF.id } }]);
    expect(await statusInAdminList(providerOrderId)).toEqual(['PAID']);
  });
});
