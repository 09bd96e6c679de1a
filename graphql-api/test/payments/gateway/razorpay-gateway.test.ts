import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../src/config';
import { GatewayError } from '../../../src/errors';
import { createGateway } from '../../../src/modules/payments/gateway';
import { RazorpayGateway } from '../../../src/modules/payments/gateway/razorpay-gateway';

/**
 * RazorpayGateway on the real SDK against a local stand-in for Razorpay's orders and payments API
 * (RAZORPAY_API_BASE): what the SDK sends, what Razorpay's errors and silence become, and the
 * signature checks of checkout and webhooks.
 */
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type Answer = (seen: Seen, res: ServerResponse) => void;

const KEY_ID = 'rzp_test_standin';
const KEY_SECRET = 'standin_key_secret';
const WEBHOOK_SECRET = 'standin_webhook_secret';
const BUYER_MESSAGE = 'The payment provider could not be reached. Please try again in a moment.';

let server: Server;
let base: string;
let seen: Seen[] = [];
let answer: Answer;
const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const one = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(one);
      answer(one, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

/** The gateway the app builds from these settings; `logged` collects what it writes about provider failures. */
function configured(env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: base,
    ...env,
  });
  return createGateway(config);
}
const logged: string[] = [];
function direct(timeoutMs: number) {
  logged.length = 0;
  return new RazorpayGateway({
    mode: 'razorpay',
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: base,
    scriptUrl: 'x',
    timeoutMs,
    log: (m) => logged.push(m),
  });
}
const anOrder = {
  amount: 4000,
  currency: 'INR' as const,
  receipt: 'pdf_1_abc',
  notes: { pdfId: 'pdf-1' },
};
const hmac = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

describe('orders.create through the SDK', () => {
  test('sends Razorpay the POST /v1/orders it expects, with Basic auth, and returns the order', async () => {
    answer = (s, res) =>
      json(res, 200, {
        id: 'order_Standin000001',
        entity: 'order',
        ...JSON.parse(s.body),
        amount_paid: 0,
        amount_due: 4000,
        status: 'created',
        attempts: 0,
        created_at: 1,
      });
    const { gateway, sandbox } = configured();
    expect(gateway.mode).toBe('razorpay');
    expect(sandbox).toBeNull();
    expect(gateway.checkout).toEqual({
      keyId: KEY_ID,
      scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });

    const order = await gateway.createOrder(anOrder);
    expect(order).toEqual({
      id: 'order_Standin000001',
      amount: 4000,
      currency: 'INR',
      receipt: 'pdf_1_abc',
      status: 'created',
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/orders');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(request.headers['user-agent']).toMatch(/^razorpay-node@2\./);
    expect(JSON.parse(request.body)).toEqual(anOrder);
  });

  test('RAZORPAY_CHECKOUT_URL replaces the checkout script', () => {
    expect(
      configured({ RAZORPAY_CHECKOUT_URL: 'https://pay.example.com/checkout.js' }).gateway.checkout
        ?.scriptUrl,
    ).toBe('https://pay.example.com/checkout.js');
  });

  test.each([
    [
      400,
      {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The amount must be atleast INR 1.00',
          field: 'amount',
        },
      },
      'HTTP 400 BAD_REQUEST_ERROR: The amount must be atleast INR 1.00',
    ],
    [
      401,
      { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
      'HTTP 401 BAD_REQUEST_ERROR: Authentication failed',
    ],
    [
      500,
      {
        error: {
          code: 'SERVER_ERROR',
          description: 'We are facing some trouble completing your request at the moment.',
        },
      },
      'HTTP 500 SERVER_ERROR',
    ],
    [502, '<html>Bad Gateway</html>', 'HTTP 502 (no Razorpay error in the answer)'],
  ])(
    'a Razorpay %i becomes GatewayError with the buyer message; the provider error is logged',
    async (status, body, log) => {
      answer = (_s, res) =>
        typeof body === 'string'
          ? res.writeHead(status, { 'content-type': 'text/html' }).end(body)
          : json(res, status, body);
      const error = await direct(2000)
        .createOrder(anOrder)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GatewayError);
      expect(error).toMatchObject({
        status: 502,
        code: 'PAYMENT_PROVIDER_ERROR',
        message: BUYER_MESSAGE,
      });
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain('orders.create failed');
      expect(logged[0]).toContain(log);
    },
  );

  test('a Razorpay that never answers gives GatewayError within the timeout', async () => {
    answer = () => undefined; // keeps the connection open, says nothing
    const started = Date.now();
    const error = await direct(300)
      .createOrder(anOrder)
      .catch((e: unknown) => e);
    const took = Date.now() - started;
    expect(error).toBeInstanceOf(GatewayError);
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(2000);
    expect(logged).toEqual([expect.stringContaining('no answer within 300 ms')]);
  });

  test('a Razorpay that cannot be reached gives GatewayError', async () => {
    logged.length = 0;
    const gateway = new RazorpayGateway({
      mode: 'razorpay',
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: undefined,
      apiBase: 'http://127.0.0.1:1',
      scriptUrl: 'x',
      log: (m) => logged.push(m),
    });
    await expect(gateway.createOrder(anOrder)).rejects.toBeInstanceOf(GatewayError);
    expect(logged).toEqual([expect.stringContaining('no answer')]);
  });
});

describe('orders.fetchPayments through the SDK', () => {
  test('GET /v1/orders/:id/payments becomes the order’s payments', async () => {
    answer = (_s, res) =>
      json(res, 200, {
        entity: 'collection',
        count: 2,
        items: [
          {
            id: 'pay_A',
            entity: 'payment',
            amount: 4000,
            currency: 'INR',
            status: 'failed',
            order_id: 'order_X',
          },
          {
            id: 'pay_B',
            entity: 'payment',
            amount: 4000,
            currency: 'INR',
            status: 'captured',
            order_id: 'order_X',
          },
        ],
      });
    expect(await configured().gateway.orderPayments('order_X')).toEqual([
      { id: 'pay_A', orderId: 'order_X', amount: 4000, currency: 'INR', status: 'failed' },
      { id: 'pay_B', orderId: 'order_X', amount: 4000, currency: 'INR', status: 'captured' },
    ]);
    expect(seen.map((s) => [s.method, s.url, s.headers.authorization])).toEqual([
      [
        'GET',
        '/v1/orders/order_X/payments',
        `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
      ],
    ]);
  });

  test('an error answer or an empty order id is GatewayError, logged', async () => {
    answer = (_s, res) =>
      json(res, 400, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
      });
    const gateway = direct(2000);
    await expect(gateway.orderPayments('order_missing')).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway.orderPayments('')).rejects.toBeInstanceOf(GatewayError);
    expect(logged).toEqual([
      expect.stringContaining('The id provided does not exist'),
      expect.stringContaining('`order_id` is mandatory'),
    ]);
  });
});

describe('signatures', () => {
  const gateway = new RazorpayGateway({
    mode: 'razorpay',
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    scriptUrl: 'x',
  });
  const orderId = 'order_Standin000001';
  const paymentId = 'pay_Standin000001';
  const signature = hmac(KEY_SECRET, `${orderId}|${paymentId}`);

  test('checkout’s signature verifies for its own order and payment only', () => {
    expect(gateway.verifyPayment({ orderId, paymentId, signature })).toBe(true);
    expect(gateway.verifyPayment({ orderId, paymentId, signature: signature.toUpperCase() })).toBe(
      true,
    );
    const tampered = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    expect(gateway.verifyPayment({ orderId, paymentId, signature: tampered })).toBe(false);
    expect(gateway.verifyPayment({ orderId: 'order_Other00000001', paymentId, signature })).toBe(
      false,
    );
    expect(gateway.verifyPayment({ orderId, paymentId: 'pay_Other00000001', signature })).toBe(
      false,
    );
    expect(
      gateway.verifyPayment({
        orderId,
        paymentId,
        signature: hmac('another secret', `${orderId}|${paymentId}`),
      }),
    ).toBe(false);
  });

  test.each([
    ['too short', 'abc123'],
    ['too long', `${'a'.repeat(64)}00`],
    ['not hex', 'z'.repeat(64)],
    ['empty', ''],
    ['base64 of the right bytes', Buffer.from('x'.repeat(32)).toString('base64')],
  ])('a %s signature is false, not an error', (_what, bad) => {
    expect(gateway.verifyPayment({ orderId, paymentId, signature: bad })).toBe(false);
    expect(gateway.verifyWebhook(Buffer.from('{}'), bad)).toBe(false);
  });

  test('garbage that is not even strings is false, not an error', () => {
    for (const input of [
      undefined,
      null,
      {},
      { orderId: 1, paymentId: 2, signature: 3 },
      { orderId, paymentId, signature: ['x'] },
      { orderId: '', paymentId: '', signature: hmac(KEY_SECRET, '|') },
    ]) {
      expect(gateway.verifyPayment(input as never)).toBe(false);
    }
    expect(gateway.verifyWebhook('{}' as never, hmac(WEBHOOK_SECRET, '{}'))).toBe(false);
    expect(gateway.verifyWebhook(Buffer.from('{}'), undefined)).toBe(false);
    expect(gateway.verifyWebhook(Buffer.from('{}'), 42 as never)).toBe(false);
  });

  test('a webhook verifies against its exact raw body and the webhook secret', () => {
    const body = Buffer.from(
      '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1"}}}}',
    );
    const header = hmac(WEBHOOK_SECRET, body);
    expect(gateway.verifyWebhook(body, header)).toBe(true);
    expect(
      gateway.verifyWebhook(Buffer.from(body.toString().replace('pay_1', 'pay_2')), header),
    ).toBe(false);
    expect(gateway.verifyWebhook(Buffer.from(`${body.toString()} `), header)).toBe(false);
    expect(gateway.verifyWebhook(body, hmac(KEY_SECRET, body))).toBe(false);
  });

  test('without a webhook secret no webhook verifies', () => {
    const { gateway: noSecret } = configured({ RAZORPAY_WEBHOOK_SECRET: '' });
    const body = Buffer.from('{}');
    expect(noSecret.verifyWebhook(body, hmac(WEBHOOK_SECRET, body))).toBe(false);
    expect(noSecret.verifyWebhook(body, hmac('', body))).toBe(false);
  });
});
