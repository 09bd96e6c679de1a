import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { SandboxRefusal } from './sandbox-shapes';
import { SANDBOX_KEY_ID, type SandboxState } from './sandbox-state';
import type { SandboxWebhooks } from './sandbox-webhooks';

/** Answers a SandboxRefusal in Razorpay's shape; anything else goes on to the app's error handler. */
export function razorpayErrors(error: unknown, _req: Request, res: Response, next: NextFunction) {
  if (error instanceof SandboxRefusal) return res.status(error.status).json(error.body);
  next(error);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** HTTP Basic auth with the sandbox's key id and key secret, as the SDK sends it; compared in constant time. */
function basicAuth(keySecret: string) {
  const expected = digest(
    `Basic ${Buffer.from(`${SANDBOX_KEY_ID}:${keySecret}`).toString('base64')}`,
  );
  return (req: Request, _res: Response, next: NextFunction) => {
    if (timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) return next();
    next(new SandboxRefusal(401, 'Authentication failed'));
  };
}

/**
 * A refund asked of the sandbox (its API or its dashboard), and its webhook: `refund.processed`, or,
 * when the sandbox fails refunds, the refund answered pending and then `refund.failed`. A repeat
 * with the same idempotency key answers the same refund and sends nothing.
 */
export function makeRefund(
  state: SandboxState,
  webhooks: SandboxWebhooks,
  request: { paymentId: string; body: unknown; idempotencyKey?: string; fallbackUrl?: string },
) {
  const { refund, payment, created } = state.refund(
    request.paymentId,
    request.body,
    request.idempotencyKey,
  );
  if (created && refund.status === 'processed')
    webhooks.afterRefund('refund.processed', refund, payment, request.fallbackUrl);
  if (created && refund.status === 'pending') {
    const failed = state.failRefund(refund.id);
    webhooks.afterRefund('refund.failed', failed.refund, failed.payment, request.fallbackUrl);
  }
  return refund;
}

/**
 * Razorpay's orders API as far as shops use it (`/v1/orders`, an order, its payments, a payment, a
 * refund of a payment and its refunds), mounted at /sandbox: the SDK's base URL in sandbox mode is `…/sandbox`.
 */
export function sandboxOrdersApi(
  state: SandboxState,
  keySecret: string,
  webhooks: SandboxWebhooks,
): Router {
  const v1 = Router();
  v1.use(basicAuth(keySecret));
  v1.post('/orders', express.json({ limit: '16kb' }), (req, res) => {
    res.json(state.createOrder(req.body));
  });
  v1.get('/orders/:id', (req, res) => {
    res.json(state.order(req.params.id));
  });
  v1.get('/orders/:id/payments', (req, res) => {
    const items = state.orderPayments(req.params.id);
    res.json({ entity: 'collection', count: items.length, items });
  });
  v1.get('/payments/:id', (req, res) => {
    res.json(state.payment(req.params.id));
  });
  v1.get('/payments/:id/refunds', (req, res) => {
    const items = state.paymentRefunds(req.params.id);
    res.json({ entity: 'collection', count: items.length, items });
  });
  v1.post('/payments/:id/refund', express.json({ limit: '16kb' }), (req, res) => {
    const key = req.headers['x-refund-idempotency'];
    res.json(
      makeRefund(state, webhooks, {
        paymentId: req.params.id,
        body: req.body,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      }),
    );
  });
  v1.use((_req, _res, next) =>
    next(new SandboxRefusal(404, 'The requested URL was not found on the server.')),
  );
  v1.use(razorpayErrors);
  return Router().use('/v1', v1);
}
