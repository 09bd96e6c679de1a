import { outboxFor } from '../mail.fixtures';
import { type Client, StoppedClock, startTestApp, useTestApp } from '../harness';
import { buyCourseInSandbox, buyPdfInSandbox } from '../purchases.fixtures';
import { aCourse } from '../courses/course.factory';
import { taxLines } from '../../src/modules/payments/invoices/gst';
import { validGstin } from '../../src/modules/payments/invoices/gstin';
import { pdfText } from './pdf-text';

/**
 * GST invoices and credit notes (decision 070): every paid order gets an invoice numbered in its
 * financial year's gap-free series, in the unit of work that marks it paid; prices include 18 %
 * GST, split CGST + SGST within the seller's state (the demo seller: Karnataka, 29) and IGST
 * otherwise, in paise that add up; a refund gets a credit note referencing the invoice.
 */
const clock = new StoppedClock(new Date('2026-11-28T06:00:00Z'));
const { t, admin } = useTestApp({ clock });

const DOCUMENTS = `{ myTaxDocuments {
  kind number orderId invoiceNumber itemTitle amount taxable cgst sgst igst placeOfSupply taxInvoice url
} }`;
const ORDER_DOCUMENTS = `query O($q: String) { adminOrders(filter: {q: $q}) { edges { node {
  id providerPaymentId buyerGstin buyerState documents { kind number amount url }
} } } }`;

/** A guest's PDF order with a fresh client per address (simulated in X-Forwarded-For only), paid in the sandbox. */
async function guestBuysPdf(n: number) {
  const guest = t.client('storefront', { 'x-forwarded-for': `198.51.100.${n}` });
  const { providerOrderId } = await buyPdfInSandbox(t, guest, 'react-intermediate-notes', {
    email: `guest${n}@example.com`,
  });
  return { guest, providerOrderId };
}

async function documentsOf(providerOrderId: string) {
  const reply = await admin.gql(ORDER_DOCUMENTS, { q: providerOrderId });
  return reply.data.adminOrders.edges[0].node;
}

/** The PDF at a document link, as its lines of text. */
async function pdfAt(client: Client, url: string) {
  const file = await client.get(url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  expect(file.text.startsWith('%PDF-')).toBe(true);
  return pdfText(file.bytes);
}

describe('tax lines in paise add up to what was paid', () => {
  test.each([100, 9900, 49900, 199900, 4000, 2900])('%i paise', (amount) => {
    for (const intra of [true, false]) {
      const lines = taxLines(amount, intra);
      expect(lines.taxable + lines.cgst + lines.sgst + lines.igst).toBe(amount);
      expect(Math.abs(lines.taxable * 0.18 - (amount - lines.taxable))).toBeLessThanOrEqual(1);
      if (intra) expect([lines.igst, Math.abs(lines.cgst - lines.sgst) <= 1]).toEqual([0, true]);
      else expect([lines.cgst, lines.sgst]).toEqual([0, 0]);
    }
  });

  test('₹1, ₹99, ₹499 and ₹1,999 exactly', () => {
    expect(taxLines(100, true)).toEqual({ taxable: 85, cgst: 8, sgst: 7, igst: 0 });
    expect(taxLines(9900, false)).toEqual({ taxable: 8390, cgst: 0, sgst: 0, igst: 1510 });
    expect(taxLines(49900, true)).toEqual({ taxable: 42288, cgst: 3806, sgst: 3806, igst: 0 });
    expect(taxLines(199900, true)).toEqual({ taxable: 169407, cgst: 15247, sgst: 15246, igst: 0 });
  });
});

test('GSTINs: shape, state code and check character', () => {
  expect(validGstin('27AAPFU0939F1ZV')).toBe('27AAPFU0939F1ZV');
  expect(validGstin(' 29aagcb7383j1z4 ')).toBe('29AAGCB7383J1Z4');
  for (const bad of ['27AAPFU0939F1ZW', '99AAPFU0939F1ZV', '27AAPFU0939F1Z', '27AAPFU0939F0ZV'])
    expect(validGstin(bad)).toBeNull();
});

test('a business buyer in another state gets an IGST invoice with their GSTIN; a guest in Karnataka CGST + SGST', async () => {
  const course = (await admin.post('/api/courses', aCourse({ price: 1999 }))).body;
  const buyer = await t.signIn('user');
  const { providerOrderId: courseOrderId } = await buyCourseInSandbox(t, buyer, course.id, {
    gstin: '27aapfu0939f1zv',
    state: 'Maharashtra',
  });

  const [invoice] = (await buyer.gql(DOCUMENTS)).data.myTaxDocuments;
  expect(invoice).toMatchObject({
    kind: 'INVOICE',
    number: expect.stringMatching(/^INV\/26-27\/\d{5}$/),
    itemTitle: course.title,
    amount: 1999,
    taxable: 1694.07,
    cgst: 0,
    sgst: 0,
    igst: 304.93,
    placeOfSupply: '27',
    taxInvoice: true,
  });
  const courseOrder = await documentsOf(courseOrderId);
  const igstPdf = await pdfAt(buyer, invoice.url);
  // As an accountant reads it: the payment id, a rate per tax line, and no internal id.
  expect(igstPdf).toEqual(
    expect.arrayContaining([
      'Tax Invoice',
      'Razorpay payment ID: ',
      courseOrder.providerPaymentId,
      'Description',
      'Rate',
      'Taxable value',
      'INR 1,694.07',
      'IGST',
      '18%',
      'INR 304.93',
      'Total paid',
      'INR 1,999.00',
      'GSTIN: 27AAPFU0939F1ZV',
    ]),
  );
  expect(igstPdf.join('\n')).not.toContain(courseOrder.id);
  expect(igstPdf).not.toContain('CGST');
  expect(courseOrder).toMatchObject({
    buyerGstin: '27AAPFU0939F1ZV',
    buyerState: '27',
    documents: [{ kind: 'INVOICE', number: invoice.number, amount: 1999 }],
  });

  const { guest, providerOrderId } = await guestBuysPdf(1);
  const guestOrder = await documentsOf(providerOrderId);
  expect(guestOrder.documents).toHaveLength(1);
  // The guest's receipt carries the invoice's link: the only way a guest reaches it.
  const [receipt] = await outboxFor(t.db, 'guest1@example.com');
  expect(receipt.text).toContain(`Your invoice ${guestOrder.documents[0].number}`);
  const link = /(http\S+\/api\/documents\/\S+)/.exec(receipt.text)![1];
  const guestPdf = await pdfAt(guest, new URL(link).pathname);
  expect(guestPdf).toEqual(
    expect.arrayContaining(['CGST', 'SGST', '9%', `${guestOrder.providerPaymentId}`]),
  );
  expect(guestPdf.join('\n')).not.toContain(guestOrder.id);
  expect(guestPdf).not.toContain('IGST');
  const tampered = await guest.get(`${new URL(link).pathname.slice(0, -3)}abc`);
  expect(tampered.status).toBe(400);
});

test('bad tax details at checkout: a clear 400 and no order', async () => {
  const course = (await admin.post('/api/courses', aCourse())).body;
  const buyer = await t.signIn('user');
  for (const [body, field, message] of [
    [{ gstin: '27AAPFU0939F1ZW' }, 'gstin', /check character/],
    [{ gstin: 'not a gstin' }, 'gstin', /15 characters/],
    [{ state: 'Atlantis' }, 'state', /Indian state/],
    [{ gstin: '27AAPFU0939F1ZV', state: 'Karnataka' }, 'state', /registered in Maharashtra/],
  ] as const) {
    const reply = await buyer.post('/api/pay/order', { courseId: course.id, ...body });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'BAD_USER_INPUT', field, message });
  }
  expect((await buyer.gql(DOCUMENTS)).data.myTaxDocuments).toEqual([]);
});

test('50 payments at once take invoice numbers with no gap and no repeat', async () => {
  const before = (await admin.gql('{ adminOrders(first: 50) { totalCount } }')).data;
  const series = async () =>
    (await t.db.query('SELECT number, sequence FROM tax_documents WHERE kind = ?', ['invoice']))
      .map((r: { sequence: unknown }) => Number(r.sequence))
      .sort((a: number, b: number) => a - b);
  const first = (await series()).length;
  await Promise.all(Array.from({ length: 50 }, (_, i) => guestBuysPdf(100 + i)));
  const numbers = await series();
  expect(numbers).toEqual(Array.from({ length: first + 50 }, (_, i) => i + 1));
  expect(before).toBeDefined();
});

test('a refund gets a credit note against the invoice, with the same tax split', async () => {
  const course = (await admin.post('/api/courses', aCourse({ price: 499 }))).body;
  const buyer = await t.signIn('user');
  const { providerOrderId } = await buyCourseInSandbox(t, buyer, course.id);
  const order = await documentsOf(providerOrderId);
  const refunded = await admin.gql(
    'mutation R($input: RefundOrderInput!) { refundOrder(input: $input) { refundStatus documents { kind number amount } } }',
    { input: { orderId: order.id, amount: 99, reason: 'Partial refund' } },
  );
  expect(refunded.errors).toBeUndefined();
  const [invoice, credit] = refunded.data.refundOrder.documents;
  expect(credit).toMatchObject({ kind: 'CREDIT_NOTE', amount: 99 });
  expect(credit.number).toMatch(/^CN\/26-27\/\d{5}$/);
  const mine = (await buyer.gql(DOCUMENTS)).data.myTaxDocuments;
  expect(mine[0]).toMatchObject({
    kind: 'CREDIT_NOTE',
    invoiceNumber: invoice.number,
    amount: 99,
    taxable: 83.9,
    cgst: 7.55,
    sgst: 7.55,
    igst: 0,
  });
  const creditPdf = await pdfAt(buyer, mine[0].url);
  expect(creditPdf).toEqual(
    expect.arrayContaining(['Credit Note', invoice.number, order.providerPaymentId, 'CGST', '9%']),
  );
});

test('a new financial year starts its series at 1 on 1 April, India time', async () => {
  clock.set('2027-03-31T18:30:00.000Z'); // 00:00 on 1 April 2027 in India
  const { providerOrderId } = await guestBuysPdf(250);
  const { documents } = await documentsOf(providerOrderId);
  expect(documents[0].number).toBe('INV/27-28/00001');
});

test('without a seller GSTIN the documents are plain receipts and say so', async () => {
  const plain = await startTestApp({ env: { SELLER_LEGAL_NAME: 'Plain Shop' } });
  try {
    await buyPdfInSandbox(plain, plain.client('storefront'), 'react-handwritten-notes', {
      email: 'plain.guest@example.com',
    });
    const [row] = await plain.db.query('SELECT number, sellerGstin, sellerName FROM tax_documents');
    expect(row).toMatchObject({ sellerGstin: null, sellerName: 'Plain Shop' });
    expect(row.number).toMatch(/^RCT\/\d{2}-\d{2}\/00001$/);
  } finally {
    await plain.close();
  }
});
