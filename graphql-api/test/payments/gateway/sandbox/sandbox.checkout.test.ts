import { createHmac } from 'node:crypto';
import { useTestApp } from '../../../harness';

/**
 * The browser side of the sandbox on a real app, over HTTP: checkout's scripts, the payment page,
 * and its Pay / Fail buttons' endpoints, with the signature Pay hands checkout's handler.
 */
const { t } = useTestApp({ admin: false });

const AUTH = {
  authorization: `Basic ${Buffer.from('rzp_test_sandbox:sandbox_key_secret').toString('base64')}`,
};
const hmac = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

async function newOrder(amount = 4000) {
  const reply = await t.client().request('POST', '/sandbox/v1/orders', {
    json: { amount, currency: 'INR', receipt: 'r1', notes: { courseId: 'c1' } },
    headers: AUTH,
  });
  expect(reply.status).toBe(200);
  return reply.body as { id: string };
}
const orderOf = async (id: string) =>
  (await t.client().request('GET', `/sandbox/v1/orders/${id}`, { headers: AUTH })).body;
const paymentsOf = async (id: string) =>
  (await t.client().request('GET', `/sandbox/v1/orders/${id}/payments`, { headers: AUTH })).body;
/** What the page's buttons send: same-origin JSON. */
const press = (button: 'pay' | 'fail', body: unknown, site: 'api' | 'storefront' = 'api') =>
  t.client(site).post(`/sandbox/${button}`, body);

describe('checkout’s files', () => {
  test.each(['api', 'storefront'] as const)(
    'checkout.js and pay.js are served as scripts on the %s origin',
    async (site) => {
      for (const [file, marker] of [
        ['checkout.js', 'window.Razorpay = Razorpay'],
        ['pay.js', "source = 'razorpay-sandbox'"],
      ]) {
        const reply = await t.client(site).get(`/sandbox/${file}`);
        expect(reply.status).toBe(200);
        expect(reply.headers.get('content-type')).toMatch(/^text\/javascript/);
        expect(reply.text).toContain(marker);
      }
    },
  );
});

describe('the payment page', () => {
  test('shows the amount in ₹, name, description and theme colour, with Pay, Fail and a labelled ×', async () => {
    const order = await newOrder(49900);
    const reply = await t
      .client('storefront')
      .get(
        `/sandbox/pay?order_id=${order.id}&name=DevJobs&description=${encodeURIComponent('React <b>course</b>')}&color=%23F37254`,
      );
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reply.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = reply.text;
    expect(page).toContain('<p class="amount">₹499.00</p>');
    expect(page).toContain('<h1 id="merchant">DevJobs</h1>');
    expect(page).toContain('React &lt;b&gt;course&lt;/b&gt;');
    expect(page).toContain('background:#f37254;color:#000000');
    // Disabled until pay.js has made them work (it enables them): a press before would do nothing.
    expect(page).toMatch(/<button type="button" class="pay"[^>]* disabled>Pay<\/button>/);
    expect(page).toMatch(/<button type="button" class="fail"[^>]* disabled>Fail<\/button>/);
    expect(page).toContain('aria-label="Close"');
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  test.each([['red;background:url(//x)'], ['#12345g'], ['javascript:1']])(
    'a theme colour %j that is not #rgb/#rrggbb gives the default',
    async (color) => {
      const order = await newOrder();
      const page = (
        await t.client().get(`/sandbox/pay?order_id=${order.id}&color=${encodeURIComponent(color)}`)
      ).text;
      expect(page).toContain('background:#3399cc');
      expect(page).not.toContain('url(');
    },
  );

  test('an unknown or missing order is a 404 page that says so', async () => {
    for (const query of ['?order_id=order_Nope', '', '?order_id[a]=1']) {
      const reply = await t.client().get(`/sandbox/pay${query}`);
      expect(reply.status).toBe(404);
      expect(reply.text).toContain('This order is not known to the sandbox.');
    }
  });
});

describe('Pay', () => {
  test('captures a payment and answers what checkout hands the handler, signed with the sandbox key secret', async () => {
    jest.mocked(console.error).mockImplementation(() => undefined); // the webhook route is the orders module's: not here yet
    const order = await newOrder();
    const reply = await press('pay', {
      order_id: order.id,
      email: 'buyer@example.com',
      contact: '+919900000000',
    });
    expect(reply.status).toBe(200);
    const {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: signature,
    } = reply.body;
    expect(Object.keys(reply.body).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect(orderId).toBe(order.id);
    expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(signature).toBe(hmac('sandbox_key_secret', `${order.id}|${paymentId}`));
    expect(t.services.paymentGateway.verifyPayment({ orderId, paymentId, signature })).toBe(true);

    expect(await orderOf(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 4000,
      amount_due: 0,
      attempts: 1,
    });
    expect((await paymentsOf(order.id)).items).toEqual([
      expect.objectContaining({
        id: paymentId,
        entity: 'payment',
        order_id: order.id,
        amount: 4000,
        currency: 'INR',
        status: 'captured',
        captured: true,
        email: 'buyer@example.com',
      }),
    ]);
    expect(await t.services.paymentGateway.orderPayments(order.id)).toEqual([
      { id: paymentId, orderId: order.id, amount: 4000, currency: 'INR', status: 'captured' },
    ]);

    const sandbox = t.services.paymentSandbox!;
    await sandbox.webhooks.settled();
    const sent = sandbox.webhooks.sent.filter((w) => w.rawBody.includes(paymentId));
    expect(sent.map((w) => [w.event, w.url])).toEqual([
      ['payment.captured', `${t.url.api}/api/webhooks/razorpay`],
      ['order.paid', `${t.url.api}/api/webhooks/razorpay`],
    ]);
    for (const webhook of sent) {
      expect(
        t.services.paymentGateway.verifyWebhook(
          webhook.rawBody,
          webhook.headers['x-razorpay-signature'],
        ),
      ).toBe(true);
      expect(typeof webhook.status).toBe('number'); // the API itself answered
    }
  });

  test('on the storefront origin the webhooks go to the storefront server', async () => {
    jest.mocked(console.error).mockImplementation(() => undefined);
    const order = await newOrder();
    const { body } = await press('pay', { order_id: order.id }, 'storefront');
    const sandbox = t.services.paymentSandbox!;
    await sandbox.webhooks.settled();
    const urls = sandbox.webhooks.sent
      .filter((w) => w.rawBody.includes(body.razorpay_payment_id))
      .map((w) => w.url);
    expect(urls).toEqual([
      `${t.url.storefront}/api/webhooks/razorpay`,
      `${t.url.storefront}/api/webhooks/razorpay`,
    ]);
  });

  test('an order is paid once: a second Pay is refused and the page says it is paid', async () => {
    jest.mocked(console.error).mockImplementation(() => undefined);
    const order = await newOrder();
    expect((await press('pay', { order_id: order.id })).status).toBe(200);
    const again = await press('pay', { order_id: order.id });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'This order is already paid.',
      field: 'order_id',
    });
    expect((await paymentsOf(order.id)).count).toBe(1);
    const page = (await t.client().get(`/sandbox/pay?order_id=${order.id}`)).text;
    expect(page).toContain('This order is already paid.');
    expect(page).not.toContain('data-action="pay"');
    await t.services.paymentSandbox!.webhooks.settled();
  });
});

describe('Fail', () => {
  test('records a failed payment and answers the payment.failed error; the order can still be paid', async () => {
    const order = await newOrder();
    const sentBefore = t.services.paymentSandbox!.webhooks.sent.length;
    const reply = await press('fail', { order_id: order.id });
    expect(reply.status).toBe(200);
    const [payment] = (await paymentsOf(order.id)).items;
    expect(payment).toMatchObject({
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed (sandbox).',
      error_reason: 'payment_failed',
    });
    expect(reply.body).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed (sandbox).',
        source: 'customer',
        step: 'payment_authentication',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: payment.id },
      },
    });
    expect(await orderOf(order.id)).toMatchObject({
      status: 'attempted',
      amount_paid: 0,
      attempts: 1,
    });
    expect(await t.services.paymentGateway.orderPayments(order.id)).toEqual([
      { id: payment.id, orderId: order.id, amount: 4000, currency: 'INR', status: 'failed' },
    ]);
    await t.services.paymentSandbox!.webhooks.settled();
    expect(t.services.paymentSandbox!.webhooks.sent.length).toBe(sentBefore);

    jest.mocked(console.error).mockImplementation(() => undefined); // Pay's webhooks: the route is the orders module's
    const paid = await press('pay', { order_id: order.id });
    expect(paid.status).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: 'paid', attempts: 2 });
    expect((await paymentsOf(order.id)).items.map((p: { status: string }) => p.status)).toEqual([
      'failed',
      'captured',
    ]);
    await t.services.paymentSandbox!.webhooks.settled();
  });
});

describe('bad presses change nothing', () => {
  test.each([
    ['an unknown order', { order_id: 'order_Nope' }, 400, 'The id provided does not exist'],
    ['no order', {}, 400, 'The id provided does not exist'],
    [
      'an order id that is not a string',
      { order_id: ['order_x'] },
      400,
      'The id provided does not exist',
    ],
  ])('%s: refused with a clear message', async (_what, body, status, description) => {
    for (const button of ['pay', 'fail'] as const) {
      const reply = await press(button, body);
      expect(reply.status).toBe(status);
      expect(reply.body.error.description).toBe(description);
    }
  });

  test('a cross-site or non-JSON press is refused and the order stays unpaid', async () => {
    const order = await newOrder();
    const crossSite = await t
      .client('api', { origin: 'https://evil.example' })
      .post('/sandbox/pay', { order_id: order.id });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Cross-site requests are not allowed.',
    });
    const form = await t.client().request('POST', '/sandbox/pay', {
      body: `order_id=${order.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    const broken = await t.client().request('POST', '/sandbox/pay', {
      body: '{"order_id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(await orderOf(order.id)).toMatchObject({ status: 'created', attempts: 0 });
    expect((await paymentsOf(order.id)).count).toBe(0);
  });
});
