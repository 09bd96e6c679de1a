import { createHmac } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { loadConfig } from '../../../../src/config';
import { errorHandler } from '../../../../src/http/rest';
import { RazorpaySandbox } from '../../../../src/modules/payments/gateway/sandbox';

/**
 * Webhook delivery over real HTTP: the sandbox's routes on a server whose /api/webhooks/razorpay is a
 * recording stand-in for the orders module's handler (not yet written), so what Razorpay would post
 * (order, timing, headers, exact bytes) can be checked, and a receiver that fails.
 */
const WEBHOOK_SECRET = 'whsec_test';
const KEY_SECRET = 'key_test';
type Received = { at: number; headers: Record<string, string | string[] | undefined>; raw: Buffer };

let server: Server;
let base: string;
let received: Received[] = [];
let receiverStatus = 200;
let sandbox: RazorpaySandbox;

beforeAll(async () => {
  sandbox = new RazorpaySandbox({ keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });
  const app = express()
    .use('/sandbox', sandbox.routes(loadConfig({ NODE_ENV: 'test' })))
    .post('/api/webhooks/razorpay', express.raw({ type: '*/*' }), (req, res) => {
      received.push({ at: Date.now(), headers: req.headers, raw: req.body as Buffer });
      res.status(receiverStatus).json({ ok: receiverStatus === 200 });
    })
    .use(errorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  receiverStatus = 200;
});

async function paidOrder() {
  const order = sandbox.state.createOrder({
    amount: 2900,
    currency: 'INR',
    receipt: 'pdf_2',
    notes: { pdfId: 'pdf-2' },
  });
  // The delay runs from when the sandbox took the Pay, after it was sent and before it was answered:
  // under load the answer's own trip can eat into it, so the webhook's time is counted from the send.
  const sentAt = Date.now();
  const res = await fetch(`${base}/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: order.id }),
  });
  expect(res.status).toBe(200);
  return {
    order,
    sentAt,
    response: (await res.json()) as { razorpay_payment_id: string },
  };
}

test('Pay is followed ~200 ms later by payment.captured then order.paid, signed over their exact bytes, each with its own event id', async () => {
  const { order, sentAt, response } = await paidOrder();
  expect(received).toHaveLength(0); // nothing before the answer's delay
  await sandbox.webhooks.settled();

  expect(received).toHaveLength(2);
  expect(received[0].at - sentAt).toBeGreaterThanOrEqual(195); // 200 ms, give or take the clocks
  expect(received[0].at - sentAt).toBeLessThan(2000);
  const bodies = received.map((r) => JSON.parse(r.raw.toString('utf8')));
  expect(bodies.map((b) => b.event)).toEqual(['payment.captured', 'order.paid']);
  for (const { headers, raw } of received) {
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-razorpay-signature']).toBe(
      createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
    );
    expect(headers['x-razorpay-event-id']).toMatch(/^evt_[A-Za-z0-9]{14}$/);
  }
  expect(new Set(received.map((r) => r.headers['x-razorpay-event-id'])).size).toBe(2);

  const payment = {
    id: response.razorpay_payment_id,
    entity: 'payment',
    amount: 2900,
    currency: 'INR',
    status: 'captured',
    order_id: order.id,
    captured: true,
    method: 'card',
    notes: { pdfId: 'pdf-2' },
  };
  expect(bodies[0]).toEqual({
    entity: 'event',
    account_id: 'acc_sandbox',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: expect.objectContaining(payment) } },
    created_at: expect.any(Number),
  });
  expect(bodies[1]).toEqual({
    entity: 'event',
    account_id: 'acc_sandbox',
    event: 'order.paid',
    contains: ['payment', 'order'],
    payload: {
      payment: { entity: expect.objectContaining(payment) },
      order: {
        entity: expect.objectContaining({
          id: order.id,
          entity: 'order',
          amount: 2900,
          amount_paid: 2900,
          amount_due: 0,
          status: 'paid',
          receipt: 'pdf_2',
          notes: { pdfId: 'pdf-2' },
        }),
      },
    },
    created_at: expect.any(Number),
  });
  expect(sandbox.webhooks.sent.slice(-2).map((w) => [w.event, w.status, w.url])).toEqual([
    ['payment.captured', 200, `${base}/api/webhooks/razorpay`],
    ['order.paid', 200, `${base}/api/webhooks/razorpay`],
  ]);
});

test('a receiver that refuses is logged, not thrown; both events are still tried', async () => {
  receiverStatus = 500;
  const logged = jest.mocked(console.error).mockImplementation(() => undefined);
  await paidOrder();
  await sandbox.webhooks.settled();
  expect(received).toHaveLength(2);
  expect(logged.mock.calls.map(([message]) => message)).toEqual([
    expect.stringMatching(
      /^Sandbox webhook payment\.captured \(evt_\w+\) to http:\/\/127\.0\.0\.1:\d+\/api\/webhooks\/razorpay: the API answered 500\.$/,
    ),
    expect.stringMatching(/^Sandbox webhook order\.paid .*: the API answered 500\.$/),
  ]);
});

test('an injected delivery that throws is logged, not thrown; close() drops webhooks not yet due', async () => {
  const attempts: string[] = [];
  const own = new RazorpaySandbox({
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookDelayMs: 10,
    deliverWebhook: async (url) => {
      attempts.push(url);
      throw new Error('connect ECONNREFUSED');
    },
  });
  const logged = jest.mocked(console.error).mockImplementation(() => undefined);
  const one = own.state.pay(own.state.createOrder({ amount: 100 }).id);
  own.webhooks.afterPayment('http://127.0.0.1:9/api/webhooks/razorpay', one.order, one.payment);
  await own.webhooks.settled();
  expect(attempts).toHaveLength(2);
  expect(own.webhooks.sent.map((w) => w.error)).toEqual([
    'connect ECONNREFUSED',
    'connect ECONNREFUSED',
  ]);
  expect(logged).toHaveBeenCalledTimes(2);
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('failed: connect ECONNREFUSED'));

  const two = own.state.pay(own.state.createOrder({ amount: 100 }).id);
  own.webhooks.afterPayment('http://127.0.0.1:9/api/webhooks/razorpay', two.order, two.payment);
  await own.close();
  expect(attempts).toHaveLength(2);
});
