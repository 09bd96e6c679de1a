import fs from 'node:fs';
import path from 'node:path';
import { TestClock, useTestApp } from '../harness';
import { PaymentOrder } from '../../src/modules/payments/payment.entity';
import { aPaymentId, checkoutResult } from './payment.factory';
import { buyAndVerify as buy, HANDWRITTEN, INTERMEDIATE, orderBody } from './pdf-shop.fixtures';

/**
 * The PDF shop (decision 026): products, a guest's and a buyer's order, verification, the signed
 * expiring download, and the buyer's PDFs, through REST and GraphQL on the sandbox gateway. What
 * the shop refuses is in payment.pdf-refusals.test.ts.
 */
const clock = new TestClock();
const { t } = useTestApp({ clock, admin: false });

const FILE = (id: string) =>
  fs.readFileSync(path.join(__dirname, '..', '..', 'assets', 'pdfs', `${id}.pdf`));
const orders = () => t.db.getRepository(PaymentOrder);

describe('the shop', () => {
  test('GET /api/pdfs and pdfProducts list the two PDFs on sale with prices in rupees and public thumbnails', async () => {
    const rest = await t.client().get('/api/pdfs');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([
      expect.objectContaining({
        id: HANDWRITTEN,
        pages: 41,
        price: 40,
        pricePaise: 4000,
        thumbnail: `/api/pdfs/${HANDWRITTEN}/thumbnail.svg`,
      }),
      expect.objectContaining({
        id: INTERMEDIATE,
        pages: 24,
        price: 29,
        pricePaise: 2900,
        thumbnail: `/api/pdfs/${INTERMEDIATE}/thumbnail.svg`,
      }),
    ]);
    const gql = await t
      .client()
      .gql('{ pdfProducts { id title description pages price pricePaise thumbnail } }');
    expect(gql.data.pdfProducts).toEqual(rest.body);

    const thumb = await t.client('storefront').get(rest.body[0].thumbnail);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(thumb.text).toContain('<svg');
    expect((await t.client().get('/api/pdfs/nope/thumbnail.svg')).body).toEqual({
      code: 'NOT_FOUND',
      message: 'PDF not found.',
    });
  });

  test('the PDF files are never served statically: only a signed link answers them', async () => {
    for (const url of [
      `/assets/pdfs/${HANDWRITTEN}.pdf`,
      `/pdfs/${HANDWRITTEN}.pdf`,
      `/api/pdfs/${HANDWRITTEN}`,
      `/api/pdfs/${HANDWRITTEN}.pdf`,
    ]) {
      const reply = await t.client().get(url);
      expect({ url, status: reply.status }).toEqual({ url, status: 404 });
      expect(reply.text).not.toContain('%PDF-');
    }
  });

  test('paymentSettings gives the sandbox with its key and checkout script; there is no REST copy of it', async () => {
    const gql = await t.client().gql('{ paymentSettings { mode keyId checkoutUrl } }');
    expect(gql.data.paymentSettings).toEqual({
      mode: 'sandbox',
      keyId: 'rzp_test_sandbox',
      checkoutUrl: '/sandbox/checkout.js',
    });
    expect((await t.client().get('/api/payments/config')).status).toBe(404);
  });
});

describe('buying a PDF', () => {
  test('a guest orders at the product’s price, pays, and downloads the very file: %PDF- bytes, application/pdf, an attachment', async () => {
    const guest = t.client('storefront');
    const order = await guest.post('/api/create-razorpay-order', orderBody());
    expect(order.status).toBe(200);
    expect(order.body).toEqual({
      id: expect.stringMatching(/^order_/),
      amount: 4000,
      currency: 'INR',
    });
    const stored = await orders().findOneByOrFail({ providerOrderId: order.body.id });
    expect(stored).toMatchObject({
      kind: 'pdf',
      itemId: HANDWRITTEN,
      userId: null,
      amount: 4000,
      currency: 'INR',
      status: 'created',
    });

    const paymentId = aPaymentId();
    const verify = await guest.post('/api/verify-razorpay-payment', {
      ...checkoutResult(order.body.id, paymentId),
      pdfId: HANDWRITTEN,
    });
    expect(verify.status).toBe(200);
    expect(verify.body).toEqual({
      success: true,
      message: 'Payment verified.',
      downloadUrl: expect.stringMatching(/^\/api\/downloads\/[\w-]+\.[\w-]+$/),
    });
    expect(await orders().findOneByOrFail({ id: stored.id })).toMatchObject({
      status: 'paid',
      providerPaymentId: paymentId,
      paidAt: expect.any(Date),
    });

    const res = await fetch(t.url.storefront + verify.body.downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${HANDWRITTEN}.pdf"`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.equals(FILE(HANDWRITTEN))).toBe(true);
    expect(bytes.toString('latin1')).toMatch(/\/Count 41\b/);
  });

  test('a download link works for 15 minutes, then answers 410 with a clear message', async () => {
    const { verify } = await buy(t.client());
    clock.advance(14 * 60_000);
    expect((await t.client().get(verify.downloadUrl)).status).toBe(200);
    clock.advance(61_000);
    const expired = await t.client().get(verify.downloadUrl);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({
      code: 'GONE',
      message:
        'This download link has expired (links work for 15 minutes, mailed ones 7 days). Signed-in buyers get a new one under Your Courses; anyone can ask for fresh ones with “Email me my downloads” on the PDF shop.',
    });
  });

  test('a tampered or made-up download link is a 400; nothing is sent', async () => {
    const { verify } = await buy(t.client(), INTERMEDIATE);
    const token = verify.downloadUrl.split('/').pop()!;
    const [body, signature] = token.split('.');
    const otherBody = Buffer.from(
      Buffer.from(body, 'base64url').toString().replace(/:\d+$/, ':9999999999999'),
    ).toString('base64url');
    for (const bad of [
      `${otherBody}.${signature}`,
      `${body}.${signature.slice(0, -2)}xx`,
      `${body}x.${signature}`,
      body,
      'x'.repeat(400),
      `${token}.extra`,
    ]) {
      const reply = await t.client().get(`/api/downloads/${bad}`);
      expect({ bad, status: reply.status, body: reply.body }).toEqual({
        bad,
        status: 400,
        body: {
          code: 'BAD_USER_INPUT',
          field: 'token',
          message: 'This download link is not valid. Use the link you were given, unchanged.',
        },
      });
    }
  });

  test('a signed-in buyer is recorded and finds the PDF again, with a fresh link each time (REST and GraphQL)', async () => {
    const buyer = await t.signIn('user');
    await buy(buyer, INTERMEDIATE);
    await buy(buyer, INTERMEDIATE); // bought twice: listed once
    await buy(buyer, HANDWRITTEN);
    const userId = (await t.services.users.findByEmail(buyer.email))!.id;
    expect(await orders().countBy({ userId, status: 'paid' })).toBe(3);

    const mine = await buyer.get('/api/pdfs/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.map((p: { pdf: { id: string } }) => p.pdf.id)).toEqual([
      HANDWRITTEN,
      INTERMEDIATE,
    ]);
    clock.advance(1000);
    const gql = await buyer.gql(
      '{ myPdfPurchases { orderId paidAt downloadUrl pdf { id title pages price } } }',
    );
    expect(gql.data.myPdfPurchases.map((p: { orderId: string }) => p.orderId)).toEqual(
      mine.body.map((p: { orderId: string }) => p.orderId),
    );
    expect(gql.data.myPdfPurchases[0].downloadUrl).not.toBe(mine.body[0].downloadUrl);
    const file = await fetch(t.url.api + gql.data.myPdfPurchases[1].downloadUrl);
    expect(Buffer.from(await file.arrayBuffer()).equals(FILE(INTERMEDIATE))).toBe(true);

    expect((await t.client().get('/api/pdfs/mine')).status).toBe(401);
    expect(
      (await t.client().gql('{ myPdfPurchases { orderId } }')).errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });
});

describe('an order of just {amount, currency, receipt} (decision 067)', () => {
  const specOrder = (amount: number) => ({ amount, currency: 'INR', receipt: `rcpt_${amount}` });

  test('no two PDFs cost the same, so an amount names one PDF', async () => {
    const prices = (await t.client().get('/api/pdfs')).body.map((p: { price: number }) => p.price);
    expect(prices.length).toBeGreaterThan(1);
    expect(new Set(prices).size).toBe(prices.length);
  });

  test('a guest orders with {amount, currency, receipt} alone, verifies with pdfId and downloads that PDF', async () => {
    for (const [pdfId, amount] of [
      [HANDWRITTEN, 4000],
      [INTERMEDIATE, 2900],
    ] as const) {
      const guest = t.client('storefront');
      const order = await guest.post('/api/create-razorpay-order', specOrder(amount));
      expect({ status: order.status, body: order.body }).toEqual({
        status: 200,
        body: { id: expect.stringMatching(/^order_/), amount, currency: 'INR' },
      });
      expect(await orders().findOneByOrFail({ providerOrderId: order.body.id })).toMatchObject({
        kind: 'pdf',
        itemId: pdfId,
        amount,
        receipt: `rcpt_${amount}`,
        buyerEmail: null,
        status: 'created',
      });
      const verify = await guest.post('/api/verify-razorpay-payment', {
        ...checkoutResult(order.body.id),
        pdfId,
      });
      expect(verify.body).toMatchObject({ success: true, message: 'Payment verified.' });
      const file = await fetch(t.url.storefront + verify.body.downloadUrl);
      expect(Buffer.from(await file.arrayBuffer()).equals(FILE(pdfId))).toBe(true);
    }
  });

  test('the same payload with pdfId and no email works too', async () => {
    const guest = t.client('storefront');
    const order = await guest.post('/api/create-razorpay-order', {
      ...specOrder(2900),
      pdfId: INTERMEDIATE,
    });
    expect(order.status).toBe(200);
    const verify = await guest.post('/api/verify-razorpay-payment', {
      ...checkoutResult(order.body.id),
      pdfId: INTERMEDIATE,
    });
    expect(verify.status).toBe(200);
  });

  test('a verify naming a PDF whose price is not the order’s amount fails and grants nothing', async () => {
    const guest = t.client('storefront');
    const order = await guest.post('/api/create-razorpay-order', specOrder(2900));
    const proof = checkoutResult(order.body.id);
    const wrong = await guest.post('/api/verify-razorpay-payment', {
      ...proof,
      pdfId: HANDWRITTEN,
    });
    expect({ status: wrong.status, body: wrong.body }).toEqual({
      status: 400,
      body: {
        code: 'BAD_USER_INPUT',
        field: 'pdfId',
        message: 'This order is not for that PDF.',
        success: false,
      },
    });
    expect(await orders().findOneByOrFail({ providerOrderId: order.body.id })).toMatchObject({
      status: 'created',
      providerPaymentId: null,
    });
  });
});
