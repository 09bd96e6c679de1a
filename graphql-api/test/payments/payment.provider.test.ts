import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { reconcileCommand } from '../../src/cli/reconcile';
import { startTestApp, type TestApp } from '../harness';
import { aCourse } from '../courses/course.factory';
import { PaymentOrder } from '../../src/modules/payments/payment.entity';
import { checkoutResult } from './payment.factory';
import { SYSTEM } from '../../src/modules/auth/auth.service';

/**
 * When Razorpay is down or unconfigured (decision 025): the buyer gets a clear message, no order is
 * left half-made, nothing is paid; reconcile reports the failure and leaves the order open. The
 * provider is a loopback listener at RAZORPAY_API_BASE, answering as this test tells it to.
 */
jest.setTimeout(60_000);

type Mode = 'ok' | 'error' | 'silent';
let mode: Mode = 'ok';
let paymentsOfOrders: 'captured' | 'error' = 'captured';
const sockets = new Set<import('node:net').Socket>();
const provider = http.createServer((req, res) => {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const down = () =>
    json(500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
  if (mode === 'silent') return; // never answers
  if (mode === 'error') return down();
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/v1/orders') {
      const body = JSON.parse(Buffer.concat(chunks).toString());
      return json(200, {
        id: `order_standin${Date.now()}${Math.round(Math.random() * 1e6)}`,
        entity: 'order',
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        notes: body.notes,
      });
    }
    // A payment's refunds (reconcile asks, decision 081): none here.
    if (req.method === 'GET' && /^\/v1\/payments\/[^/]+\/refunds(\?.*)?$/.test(req.url ?? ''))
      return json(200, { entity: 'collection', count: 0, items: [] });
    const payments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.url ?? '');
    if (req.method === 'GET' && payments) {
      if (paymentsOfOrders === 'error') return down();
      const amount = standInAmounts.get(payments[1]) ?? 0;
      return json(200, {
        entity: 'collection',
        count: 1,
        items: [
          {
            id: `pay_${payments[1].slice(-12)}`,
            entity: 'payment',
            order_id: payments[1],
            amount,
            currency: 'INR',
            status: 'captured',
          },
        ],
      });
    }
    json(404, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The requested URL was not found on the server.',
      },
    });
  });
});
provider.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
const standInAmounts = new Map<string, number>();

let t: TestApp;
let env: Record<string, string>;
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  env = {
    RAZORPAY_KEY_ID: 'rzp_test_standin',
    RAZORPAY_KEY_SECRET: 'standin_key_secret',
    RAZORPAY_WEBHOOK_SECRET: 'standin_webhook_secret',
    RAZORPAY_API_BASE: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
  };
  t = await startTestApp({ env });
});
afterAll(async () => {
  await t.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => provider.close(resolve));
});
beforeEach(() => {
  mode = 'ok';
  paymentsOfOrders = 'captured';
});

const ORDER = {
  amount: 4000,
  currency: 'INR',
  receipt: 'r',
  pdfId: 'react-handwritten-notes',
  email: 'guest.buyer@example.com',
};
const PROVIDER_DOWN = 'The payment provider could not be reached. Please try again in a moment.';
const orders = () => t.db.getRepository(PaymentOrder);

describe('the provider is down', () => {
  test('it answers 500: order creation is a 502 with a clear message (and `error`), and no order is recorded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    mode = 'error';
    const before = await orders().count();
    const reply = await t.client().post('/api/create-razorpay-order', ORDER);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 502,
      body: { code: 'PAYMENT_PROVIDER_ERROR', message: PROVIDER_DOWN, error: PROVIDER_DOWN },
    });
    const buyer = await t.signIn('user');
    const course = await t.services.courses.create(SYSTEM, aCourse());
    expect((await buyer.post('/api/pay/order', { courseId: course.id })).body).toEqual({
      code: 'PAYMENT_PROVIDER_ERROR',
      message: PROVIDER_DOWN,
      error: PROVIDER_DOWN,
    });
    expect(await orders().count()).toBe(before);
    expect(logged).toHaveBeenCalled(); // the provider's own words are logged for the operator
  });

  test('it never answers: after the 10-second deadline, the same 502; nothing recorded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mode = 'silent';
    const before = await orders().count();
    const started = Date.now();
    const reply = await t.client().post('/api/create-razorpay-order', ORDER);
    expect(reply.status).toBe(502);
    expect(reply.body.error).toBe(PROVIDER_DOWN);
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    expect(await orders().count()).toBe(before);
  });

  test('verification needs no provider call: a signed payment is confirmed while the provider is down', async () => {
    const placed = await t.client().post('/api/create-razorpay-order', ORDER);
    mode = 'error';
    const verify = await t.client().post('/api/verify-razorpay-payment', {
      ...checkoutResult(placed.body.id, undefined, env.RAZORPAY_KEY_SECRET),
      pdfId: ORDER.pdfId,
    });
    expect(verify.body).toMatchObject({ success: true });
  });
});

describe('npm run reconcile (the command)', () => {
  const dbEnv = () => ({
    NODE_ENV: 'test',
    DATA_DIR: path.dirname(t.config.sqlitePath),
    ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
    ...env,
  });
  const output = () => {
    const lines: string[] = [];
    return {
      lines,
      out: {
        log: (line: string) => lines.push(line),
        error: (line: string) => lines.push(`ERROR ${line}`),
      },
    };
  };

  test('completes a created order the provider reports captured, and prints what it did', async () => {
    const placed = await t.client().post('/api/create-razorpay-order', ORDER);
    standInAmounts.set(placed.body.id, 4000);
    const stored = await orders().findOneByOrFail({ providerOrderId: placed.body.id });
    const { lines, out } = output();
    expect(await reconcileCommand([], dbEnv(), out)).toBe(0);
    expect(lines).toContain(`  completed ${stored.id} (${placed.body.id})`);
    expect(await orders().findOneByOrFail({ id: stored.id })).toMatchObject({
      status: 'paid',
      providerPaymentId: `pay_${placed.body.id.slice(-12)}`,
    });
  });

  test('a captured payment of another amount completes nothing', async () => {
    const placed = await t.client().post('/api/create-razorpay-order', ORDER);
    standInAmounts.set(placed.body.id, 100);
    const { out } = output();
    expect(await reconcileCommand([], dbEnv(), out)).toBe(0);
    expect((await orders().findOneByOrFail({ providerOrderId: placed.body.id })).status).toBe(
      'created',
    );
  });

  test('provider down: the order stays created, the failure is printed, exit code 1', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const placed = await t.client().post('/api/create-razorpay-order', ORDER);
    paymentsOfOrders = 'error';
    const { lines, out } = output();
    expect(await reconcileCommand([], dbEnv(), out)).toBe(1);
    const stored = await orders().findOneByOrFail({ providerOrderId: placed.body.id });
    expect(lines).toContain(`ERROR   ${stored.id} (${placed.body.id}): ${PROVIDER_DOWN}`);
    expect(stored.status).toBe('created');
  });

  test('a bad argument prints the usage, exit code 2', async () => {
    const { lines, out } = output();
    expect(await reconcileCommand(['--days', 'many'], dbEnv(), out)).toBe(2);
    expect(lines[0]).toMatch(/^ERROR Usage: npm run reconcile/);
  });
});
