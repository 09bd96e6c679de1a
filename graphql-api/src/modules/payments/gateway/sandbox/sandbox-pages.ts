import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import { firstValue } from '../../../../lib/query-params';
import { makeRefund, razorpayErrors } from './sandbox-api';
import { payPage, unknownOrderPage } from './pay-page';
import { SandboxRefusal } from './sandbox-shapes';
import type { SandboxState } from './sandbox-state';
import type { SandboxWebhooks } from './sandbox-webhooks';

/** The browser side of the sandbox (graphql-api/assets/sandbox): plain scripts, no build step, no external file. */
const ASSETS = path.resolve(__dirname, '../../../../../assets/sandbox');
const SCRIPTS = ['checkout.js', 'pay.js'] as const;

/** The webhook handler of the server that took the request: its own address, as the request reached it. */
function webhookUrl(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(
    /^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/,
    '',
  );
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}/api/webhooks/razorpay`;
}

const text = (req: Request, name: string, max: number) => {
  const value = firstValue(req.query, name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};
/** The pay page's form, as posted (any field may be missing). */
const form = (req: Request) =>
  ((req.body as unknown) ?? {}) as { email?: unknown; contact?: unknown; order_id?: unknown };
const buyer = (req: Request) => ({ email: form(req).email, contact: form(req).contact });
const orderIdOf = (req: Request) => {
  const id = form(req).order_id;
  return typeof id === 'string' ? id : '';
};

/**
 * checkout.js and the payment page it frames, and the page's two buttons: Pay (a captured payment,
 * its signed answer for checkout's handler, then the webhooks to this same server) and Fail.
 */
export function sandboxPages(state: SandboxState, webhooks: SandboxWebhooks): Router {
  const router = Router();
  for (const name of SCRIPTS) {
    const source = fs.readFileSync(path.join(ASSETS, name));
    router.get(`/${name}`, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('text/javascript').send(source);
    });
  }

  router.get('/pay', (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    let order;
    try {
      order = state.order(text(req, 'order_id', 100));
    } catch {
      return res.status(404).type('html').send(unknownOrderPage());
    }
    res.type('html').send(
      payPage(order, {
        name: text(req, 'name', 100),
        description: text(req, 'description', 300),
        color: text(req, 'color', 7),
      }),
    );
  });

  const body = express.json({ limit: '4kb' });
  router.post('/pay', body, (req, res) => {
    const { response, order, payment } = state.pay(orderIdOf(req), buyer(req));
    const url = webhookUrl(req);
    res.on('finish', () => webhooks.afterPayment(url, order, payment));
    res.json(response);
  });
  router.post('/fail', body, (req, res) => {
    res.json(state.fail(orderIdOf(req), buyer(req)));
  });
  // The sandbox's stand-in for Razorpay's dashboard: a refund made there (its webhook is how the
  // shop learns of it), and whether the refunds asked for from now on are processed or fail.
  router.post('/dashboard/refund', body, (req, res) => {
    const { payment_id: paymentId, amount } = (req.body ?? {}) as Record<string, unknown>;
    res.json(
      makeRefund(state, webhooks, {
        paymentId: typeof paymentId === 'string' ? paymentId : '',
        body: amount === undefined ? {} : { amount },
        fallbackUrl: webhookUrl(req),
      }),
    );
  });
  router.post('/dashboard/refund-outcome', body, (req, res) => {
    const { outcome } = (req.body ?? {}) as Record<string, unknown>;
    if (outcome !== 'processed' && outcome !== 'failed')
      throw new SandboxRefusal(400, "outcome must be 'processed' or 'failed'.", {
        field: 'outcome',
      });
    state.refundOutcome = outcome;
    res.json({ outcome });
  });
  router.use(razorpayErrors);
  return router;
}
