import { createHmac } from 'node:crypto';
import { TEST_DOWNLOAD_SECRET, TestClock, useTestApp } from '../harness';
import { PaymentOrder } from '../../src/modules/payments/payment.entity';
import { aPaymentId, checkoutResult } from './payment.factory';
import { buyAndVerify as buy, HANDWRITTEN, INTERMEDIATE, orderBody } from './pdf-shop.fixtures';

/**
 * What the PDF shop refuses (decisions 026, 057, 058): a repeated verify as a download pass, links
 * not signed with DOWNLOAD_SECRET, and bad orders or verifies, which create or pay nothing.
 */
const clock = new TestClock();
const { t } = useTestApp({ clock, admin: false });

const orders = () => t.db.getRepository(PaymentOrder);

/** A download token for `orderId` signed with `key`, valid for 15 minutes from the test clock. */
function tokenSignedWith(key: Buffer, orderId: string): string {
  const body = Buffer.from(`${orderId}:${clock.now().getTime() + 15 * 60_000}`).toString(
    'base64url',
  );
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

describe('a repeated verify is no permanent download pass (product.md#downloads)', () => {
  const confirmedWithoutLink = (message: string) => ({
    status: 200,
    body: { success: true, message, downloadUrl: null },
  });
  const SIGN_IN =
    'This payment is confirmed. Sign in to download it from Your PDFs on Your Courses.';
  const GUEST_LATE =
    'This payment is confirmed. A PDF bought without an account has its download link only in the 15 minutes after payment.';

  test('a guest order: the first verify and repeats within 15 minutes of payment give a link, by anyone holding the values; later ones confirm without one', async () => {
    const guest = t.client('storefront');
    const { providerOrderId, verify, again } = await buy(guest);
    expect(verify.downloadUrl).toMatch(/^\/api\/downloads\//);

    clock.advance(14 * 60_000);
    const soon = await again(guest);
    expect(soon).toEqual({
      status: 200,
      body: { success: true, message: 'Payment verified.', downloadUrl: expect.any(String) },
    });
    expect((await guest.get(soon.body.downloadUrl)).status).toBe(200);
    const someone = await t.signIn('user');
    expect((await again(someone)).body.downloadUrl).toMatch(/^\/api\/downloads\//);

    clock.advance(61_000);
    expect(await again(guest)).toEqual(confirmedWithoutLink(GUEST_LATE));
    expect(await again(someone)).toEqual(confirmedWithoutLink(GUEST_LATE));
    // Still paid once.
    expect(await orders().countBy({ providerOrderId, status: 'paid' })).toBe(1);
  });

  test("a signed-in buyer's order: the buyer gets a link on every repeat, days later too; signed out, the same values confirm without one; another account is refused", async () => {
    const buyer = await t.signIn('user');
    const { again } = await buy(buyer, INTERMEDIATE);
    clock.advance(3 * 24 * 60 * 60_000);

    const mine = await again(buyer);
    expect(mine.body).toEqual({
      success: true,
      message: 'Payment verified.',
      downloadUrl: expect.stringMatching(/^\/api\/downloads\//),
    });
    const file = await buyer.get(mine.body.downloadUrl);
    expect(file.status).toBe(200);

    expect(await again(t.client('storefront'))).toEqual(confirmedWithoutLink(SIGN_IN));
    const other = await again(await t.signIn('user'));
    expect(other).toEqual({
      status: 403,
      body: {
        success: false,
        code: 'FORBIDDEN',
        message: 'This order belongs to another account.',
      },
    });
  });
});

describe('download links have a secret of their own (decision 057)', () => {
  test("a link signed with the key once derived from the gateway's secret is refused; one signed with DOWNLOAD_SECRET downloads", async () => {
    const { providerOrderId } = await buy(t.client());
    const { id } = await orders().findOneByOrFail({ providerOrderId });
    const purpose = 'devjobs:pdf-download:v1';
    const gatewayDerived = createHmac('sha256', 'sandbox_key_secret').update(purpose).digest();
    const own = createHmac('sha256', TEST_DOWNLOAD_SECRET).update(purpose).digest();

    const old = await t.client().get(`/api/downloads/${tokenSignedWith(gatewayDerived, id)}`);
    expect({ status: old.status, field: old.body.field }).toEqual({ status: 400, field: 'token' });
    const fresh = await t.client().get(`/api/downloads/${tokenSignedWith(own, id)}`);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('bad input: refused with a clear message, nothing created or paid', () => {
  const refused = async (
    reply: { status: number; body: unknown },
    status: number,
    body: Record<string, unknown>,
  ) => {
    expect({ status: reply.status, body: reply.body }).toEqual({ status, body });
  };

  test('an unknown PDF, an amount that is not the price, another currency or a long receipt: no order', async () => {
    const before = await orders().count();
    const c = t.client();
    await refused(
      await c.post('/api/create-razorpay-order', { ...orderBody(), pdfId: 'free-notes' }),
      404,
      { code: 'NOT_FOUND', message: 'PDF not found.', error: 'PDF not found.' },
    );
    const amount = "The amount must be the PDF's price in paise: 4000 (₹40).";
    await refused(
      await c.post('/api/create-razorpay-order', { ...orderBody(), amount: 100 }),
      400,
      { code: 'BAD_USER_INPUT', field: 'amount', message: amount, error: amount },
    );
    await refused(
      await c.post('/api/create-razorpay-order', { ...orderBody(), amount: '4000' }),
      400,
      { code: 'BAD_USER_INPUT', field: 'amount', message: amount, error: amount },
    );
    await refused(
      await c.post('/api/create-razorpay-order', { ...orderBody(), currency: 'USD' }),
      400,
      {
        code: 'BAD_USER_INPUT',
        field: 'currency',
        message: 'The currency must be INR.',
        error: 'The currency must be INR.',
      },
    );
    const receipt = 'The receipt must be at most 40 characters.';
    await refused(
      await c.post('/api/create-razorpay-order', { ...orderBody(), receipt: 'r'.repeat(41) }),
      400,
      { code: 'BAD_USER_INPUT', field: 'receipt', message: receipt, error: receipt },
    );
    const missing = 'pdfId is required: the id of a PDF (GET /api/pdfs lists them).';
    await refused(await c.post('/api/create-razorpay-order', { ...orderBody(), pdfId: '' }), 400, {
      code: 'BAD_USER_INPUT',
      field: 'pdfId',
      message: missing,
      error: missing,
    });
    const noSuchPrice =
      "The amount must be a PDF's price in paise: 4000 (₹40) or 2900 (₹29). Or send pdfId (GET /api/pdfs lists them).";
    for (const amount of [100, 3999, 40, '4000', -4000, 4000.5, null])
      await refused(
        await c.post('/api/create-razorpay-order', { amount, currency: 'INR', receipt: 'r1' }),
        400,
        { code: 'BAD_USER_INPUT', field: 'amount', message: noSuchPrice, error: noSuchPrice },
      );
    await refused(
      await c.post('/api/create-razorpay-order', { amount: 4000, currency: 'USD' }),
      400,
      {
        code: 'BAD_USER_INPUT',
        field: 'currency',
        message: 'The currency must be INR.',
        error: 'The currency must be INR.',
      },
    );
    expect(await orders().count()).toBe(before);
  });

  test('a tampered signature, payment id or order id, or the wrong PDF: refused, the order stays created', async () => {
    const c = t.client();
    const order = await c.post('/api/create-razorpay-order', orderBody());
    const good = { ...checkoutResult(order.body.id), pdfId: HANDWRITTEN };
    const mismatch = {
      success: false,
      code: 'BAD_USER_INPUT',
      field: 'razorpay_signature',
      message: 'Payment verification failed: the signature does not match this order and payment.',
    };
    await refused(
      await c.post('/api/verify-razorpay-payment', {
        ...good,
        razorpay_signature: good.razorpay_signature.replace(/^./, (ch) => (ch === 'a' ? 'b' : 'a')),
      }),
      400,
      mismatch,
    );
    await refused(
      await c.post('/api/verify-razorpay-payment', { ...good, razorpay_payment_id: aPaymentId() }),
      400,
      mismatch,
    );
    await refused(
      await c.post('/api/verify-razorpay-payment', {
        ...good,
        razorpay_signature: checkoutResult(
          order.body.id,
          good.razorpay_payment_id,
          'not-the-secret',
        ).razorpay_signature,
      }),
      400,
      mismatch,
    );
    // Another of our orders: the signature was made for the first one.
    const other = await c.post('/api/create-razorpay-order', orderBody());
    await refused(
      await c.post('/api/verify-razorpay-payment', { ...good, razorpay_order_id: other.body.id }),
      400,
      mismatch,
    );
    await refused(
      await c.post('/api/verify-razorpay-payment', {
        ...good,
        razorpay_order_id: 'order_doesnotexist',
      }),
      404,
      { success: false, code: 'NOT_FOUND', message: 'Order not found.' },
    );
    await refused(
      await c.post('/api/verify-razorpay-payment', { ...good, pdfId: INTERMEDIATE }),
      400,
      {
        success: false,
        code: 'BAD_USER_INPUT',
        field: 'pdfId',
        message: 'This order is not for that PDF.',
      },
    );
    await refused(await c.post('/api/verify-razorpay-payment', { ...good, pdfId: 'nope' }), 404, {
      success: false,
      code: 'NOT_FOUND',
      message: 'PDF not found.',
    });
    await refused(
      await c.post('/api/verify-razorpay-payment', { ...good, razorpay_signature: undefined }),
      400,
      {
        success: false,
        code: 'BAD_USER_INPUT',
        field: 'razorpay_signature',
        message: 'razorpay_signature is required: send what checkout returned.',
      },
    );
    expect(await orders().countBy({ providerOrderId: order.body.id, status: 'created' })).toBe(1);
    expect(await orders().countBy({ providerOrderId: other.body.id, status: 'created' })).toBe(1);
  });

  test('a signed-in buyer’s PDF order cannot be verified by another account (403)', async () => {
    const [buyer, other] = [await t.signIn('user'), await t.signIn('user')];
    const order = await buyer.post('/api/create-razorpay-order', orderBody());
    const reply = await other.post('/api/verify-razorpay-payment', {
      ...checkoutResult(order.body.id),
      pdfId: HANDWRITTEN,
    });
    await refused(reply, 403, {
      success: false,
      code: 'FORBIDDEN',
      message: 'This order belongs to another account.',
    });
    expect(await orders().countBy({ providerOrderId: order.body.id, status: 'created' })).toBe(1);
  });
});
