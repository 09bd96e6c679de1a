import { PaymentsOffError } from '../../../../src/errors';
import { startTestApp, useTestApp, type TestApp } from '../../../harness';

/**
 * The sandbox's Razorpay-compatible orders API over HTTP on a real app, and the gateway the app
 * builds on it: what is served where, and when the sandbox is not there at all.
 */
const { t } = useTestApp({ admin: false });

const KEY_ID = 'rzp_test_sandbox';
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const AUTH = { authorization: basic(KEY_ID, 'sandbox_key_secret') };
const AUTH_FAILED = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Authentication failed',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
};
const anOrder = { amount: 4000, currency: 'INR', receipt: 'rcpt_1', notes: { pdfId: 'pdf-1' } };

async function createOrder(body: unknown = anOrder, site: 'api' | 'storefront' = 'api') {
  return t.client(site).request('POST', '/sandbox/v1/orders', { json: body, headers: AUTH });
}

describe('the orders API', () => {
  test('creates an order with the sandbox key and answers Razorpay’s order JSON', async () => {
    const reply = await createOrder();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 4000,
      amount_paid: 0,
      amount_due: 4000,
      currency: 'INR',
      receipt: 'rcpt_1',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { pdfId: 'pdf-1' },
      created_at: expect.any(Number),
    });
    expect(Math.abs(reply.body.created_at - Date.now() / 1000)).toBeLessThan(60);

    const read = await t
      .client()
      .request('GET', `/sandbox/v1/orders/${reply.body.id}`, { headers: AUTH });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(reply.body);
    const payments = await t
      .client()
      .request('GET', `/sandbox/v1/orders/${reply.body.id}/payments`, { headers: AUTH });
    expect(payments.body).toEqual({ entity: 'collection', count: 0, items: [] });
  });

  test.each([
    ['no credentials', undefined],
    ['a wrong key secret', basic(KEY_ID, 'guess')],
    ['a wrong key id', basic('rzp_test_other', 'sandbox_key_secret')],
    ['not Basic auth', 'Bearer sandbox_key_secret'],
  ])('%s: 401 in Razorpay’s error shape, no order made', async (_what, authorization) => {
    const headers: Record<string, string> = authorization ? { authorization } : {};
    const create = await t
      .client()
      .request('POST', '/sandbox/v1/orders', { json: anOrder, headers });
    expect(create.status).toBe(401);
    expect(create.body).toEqual(AUTH_FAILED);
    const { body } = await createOrder();
    const read = await t.client().request('GET', `/sandbox/v1/orders/${body.id}`, { headers });
    expect(read.status).toBe(401);
    expect(read.body).toEqual(AUTH_FAILED);
  });

  test.each([
    [{ ...anOrder, amount: 99 }, 'amount', 'The amount must be atleast INR 1.00'],
    [{ ...anOrder, amount: 40.5 }, 'amount', 'The amount must be an integer.'],
    [{ ...anOrder, amount: '4000' }, 'amount', 'The amount must be an integer.'],
    [{ ...anOrder, currency: 'USD' }, 'currency', 'The sandbox takes INR only.'],
    [
      { ...anOrder, receipt: 'r'.repeat(41) },
      'receipt',
      'The receipt may not be greater than 40 characters.',
    ],
    [
      { ...anOrder, notes: { a: 1 } },
      'notes',
      'notes must be an object of at most 15 string values.',
    ],
    [{ ...anOrder, notes: ['x'] }, 'notes', 'notes must be an object of at most 15 string values.'],
  ])('a bad order %j is refused naming the field', async (body, field, description) => {
    const reply = await createOrder(body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field, description });
  });

  test('unknown orders, payments and paths answer Razorpay errors', async () => {
    for (const path of [
      '/sandbox/v1/orders/order_Nope',
      '/sandbox/v1/orders/order_Nope/payments',
      '/sandbox/v1/payments/pay_Nope',
    ]) {
      const reply = await t.client().request('GET', path, { headers: AUTH });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({
        code: 'BAD_REQUEST_ERROR',
        description: 'The id provided does not exist',
      });
    }
    const unknown = await t.client().request('GET', '/sandbox/v1/refunds', { headers: AUTH });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.description).toBe('The requested URL was not found on the server.');
  });

  test('the storefront origin serves it too (one state), the admin origin does not', async () => {
    const made = await createOrder(anOrder, 'storefront');
    expect(made.status).toBe(200);
    const read = await t
      .client()
      .request('GET', `/sandbox/v1/orders/${made.body.id}`, { headers: AUTH });
    expect(read.body.id).toBe(made.body.id);
    const admin = await t
      .client('admin')
      .request('POST', '/sandbox/v1/orders', { json: anOrder, headers: AUTH });
    expect(admin.status).toBe(404);
  });
});

describe('the app’s gateway in sandbox mode', () => {
  test('is the SDK on the sandbox: checkout settings, and orders the orders API then shows', async () => {
    const gateway = t.services.paymentGateway;
    expect(gateway.mode).toBe('sandbox');
    expect(gateway.checkout).toEqual({ keyId: KEY_ID, scriptUrl: '/sandbox/checkout.js' });
    const order = await gateway.createOrder({
      amount: 2900,
      currency: 'INR',
      receipt: 'rcpt_2',
      notes: { pdfId: 'pdf-2' },
    });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_/),
      amount: 2900,
      currency: 'INR',
      receipt: 'rcpt_2',
      status: 'created',
    });
    const read = await t
      .client()
      .request('GET', `/sandbox/v1/orders/${order.id}`, { headers: AUTH });
    expect(read.body).toMatchObject({ id: order.id, amount: 2900, notes: { pdfId: 'pdf-2' } });
    expect(await gateway.orderPayments(order.id)).toEqual([]);
  });

  test("lists a payment's refunds as Razorpay does: the gateway reads them over the SDK", async () => {
    const gateway = t.services.paymentGateway;
    const order = await gateway.createOrder({ ...anOrder, currency: 'INR' });
    const { payment } = t.services.paymentSandbox!.state.pay(order.id);
    expect(await gateway.paymentRefunds(payment.id)).toEqual([]);
    const { refund } = t.services.paymentSandbox!.state.refund(payment.id, { amount: 1500 });
    const listed = await t
      .client()
      .request('GET', `/sandbox/v1/payments/${payment.id}/refunds`, { headers: AUTH });
    expect(listed.body).toMatchObject({
      entity: 'collection',
      count: 1,
      items: [{ id: refund.id }],
    });
    expect(await gateway.paymentRefunds(payment.id)).toEqual([
      { id: refund.id, amount: 1500, status: 'processed', failureReason: null },
    ]);
  });

  test('the CSP allows no outside checkout script: the sandbox is same-origin', async () => {
    const csp = (await t.client('storefront').get('/healthz')).headers.get(
      'content-security-policy',
    )!;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('razorpay.com');
  });

  test('a unit of work uses the app’s one gateway', async () => {
    const seen = await t.services.inTransaction(async (tx) => [
      tx.paymentGateway,
      tx.paymentSandbox,
    ]);
    expect(seen[0]).toBe(t.services.paymentGateway);
    expect(seen[1]).toBe(t.services.paymentSandbox);
  });

  test('a refusal of the sandbox reaches the caller as GatewayError (502, the buyer message)', async () => {
    const logged = jest.mocked(console.error).mockImplementation(() => undefined);
    await expect(
      t.services.paymentGateway.createOrder({
        amount: 50,
        currency: 'INR',
        receipt: 'r',
        notes: {},
      }),
    ).rejects.toMatchObject({
      status: 502,
      code: 'PAYMENT_PROVIDER_ERROR',
      message: 'The payment provider could not be reached. Please try again in a moment.',
    });
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('HTTP 400 BAD_REQUEST_ERROR: The amount must be atleast INR 1.00'),
    );
  });
});

describe('when the sandbox is not there', () => {
  let other: TestApp | undefined;
  afterEach(async () => {
    await other?.close();
    other = undefined;
  });

  test('with Razorpay keys: no /sandbox routes, the gateway is Razorpay', async () => {
    other = await startTestApp({
      env: { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'live_secret' },
    });
    expect(other.services.paymentGateway.mode).toBe('razorpay');
    expect(other.services.paymentSandbox).toBeNull();
    for (const path of [
      '/sandbox/v1/orders',
      '/sandbox/checkout.js',
      '/sandbox/pay?order_id=order_x',
    ]) {
      expect((await other.client().request('GET', path, { headers: AUTH })).status).toBe(404);
    }
    expect(
      (await other.client().request('POST', '/sandbox/v1/orders', { json: anOrder, headers: AUTH }))
        .status,
    ).toBe(404);
    const csp = (await other.client('storefront').get('/healthz')).headers.get(
      'content-security-policy',
    )!;
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(csp).toContain(
      "connect-src 'self' https://lumberjack.razorpay.com https://checkout.razorpay.com;",
    );
    expect(csp).toContain('https://api.razorpay.com https://checkout.razorpay.com;');
  });

  test('RAZORPAY_CHECKOUT_URL: that script’s origin may run, frame and connect', async () => {
    other = await startTestApp({
      env: {
        RAZORPAY_KEY_ID: 'rzp_test_x',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:9/v1/checkout.js',
      },
    });
    expect(other.services.paymentGateway.checkout?.scriptUrl).toBe(
      'http://127.0.0.1:9/v1/checkout.js',
    );
    const csp = (await other.client().get('/healthz')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' http://127.0.0.1:9;");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9;");
    expect(csp).not.toContain('razorpay.com');
  });

  test('in production without PAYMENTS_SANDBOX: payments are off (503 PAYMENTS_OFF)', async () => {
    other = await startTestApp({ env: { NODE_ENV: 'production' } });
    const gateway = other.services.paymentGateway;
    expect(gateway.mode).toBe('off');
    expect(gateway.checkout).toBeNull();
    const error = await gateway
      .createOrder({ amount: 4000, currency: 'INR', receipt: 'r', notes: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsOffError);
    expect(error).toMatchObject({
      status: 503,
      code: 'PAYMENTS_OFF',
      message: 'Payments are not configured.',
    });
    await expect(gateway.orderPayments('order_x')).rejects.toBeInstanceOf(PaymentsOffError);
    expect(
      gateway.verifyPayment({ orderId: 'order_x', paymentId: 'pay_x', signature: 'a'.repeat(64) }),
    ).toBe(false);
    expect(gateway.verifyWebhook(Buffer.from('{}'), 'a'.repeat(64))).toBe(false);
    expect(
      (await other.client().request('POST', '/sandbox/v1/orders', { json: anOrder, headers: AUTH }))
        .status,
    ).toBe(404);
  });

  test('in production PAYMENTS_SANDBOX=1 is refused: the app does not start (decision 057)', async () => {
    await expect(
      startTestApp({ env: { NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' } }),
    ).rejects.toThrow(/^PAYMENTS_SANDBOX=1 runs the payment sandbox/);
  });
});
