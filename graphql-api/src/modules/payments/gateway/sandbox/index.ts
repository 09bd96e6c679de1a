import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import type { Config } from '../../../../config';
import { errorHandler } from '../../../../http/rest';
import { sameSiteWrites } from '../../../../http/security';
import { sandboxOrdersApi } from './sandbox-api';
import { sandboxPages } from './sandbox-pages';
import { SandboxState } from './sandbox-state';
import { SandboxWebhooks, type WebhookDelivery } from './sandbox-webhooks';

export { SANDBOX_KEY_ID } from './sandbox-state';

export type SandboxOptions = {
  keySecret: string;
  webhookSecret: string;
  /** How webhooks travel (real HTTP unless a test says otherwise), and how long after the Pay answer. */
  deliverWebhook?: WebhookDelivery;
  webhookDelayMs?: number;
};

/**
 * The offline Razorpay of dev, demo and tests (docs/architecture.md#payments, decision 025): its orders and payments in
 * memory, its routes under /sandbox (mounted on the API and storefront origins), the webhooks it
 * posts, and a loopback listener serving its orders API to the SDK of this same app.
 */
export class RazorpaySandbox {
  readonly state: SandboxState;
  readonly webhooks: SandboxWebhooks;
  private listener: Promise<{ server: Server; base: string }> | undefined;

  constructor(private readonly options: SandboxOptions) {
    this.state = new SandboxState(options.keySecret);
    this.webhooks = new SandboxWebhooks(
      options.webhookSecret,
      options.deliverWebhook,
      options.webhookDelayMs,
    );
  }

  /**
   * The Pay button pressed for the shop's own demo sales (payment.seed.ts): the payment exists
   * here, so staff can refund it, and no webhook is sent of it or its refunds, as the shop records
   * them itself (the app may not answer yet while it seeds). Answers what checkout would hand back.
   */
  payForDemo(orderId: string, buyer: { email?: string } = {}) {
    const { response, payment } = this.state.pay(orderId, buyer);
    this.webhooks.sendNone(payment.id);
    return response;
  }

  /** Everything under /sandbox: the orders API, and checkout's script and pages. */
  routes(config: Config): Router {
    const router = Router();
    router.use(sameSiteWrites(config));
    router.use(sandboxOrdersApi(this.state, this.options.keySecret, this.webhooks));
    router.use(sandboxPages(this.state, this.webhooks));
    return router;
  }

  /**
   * The SDK's base URL in sandbox mode: a listener on 127.0.0.1 (a port of its own, opened on first
   * use) serving the orders API, since the app's own port is not known where the gateway is built.
   */
  async apiBase(): Promise<string> {
    this.listener ??= new Promise((resolve, reject) => {
      const app = express()
        .use('/sandbox', sandboxOrdersApi(this.state, this.options.keySecret, this.webhooks))
        .use(errorHandler);
      const server = app.listen(0, '127.0.0.1');
      server.once('error', reject);
      server.once('listening', () =>
        resolve({
          server,
          base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox`,
        }),
      );
    });
    return (await this.listener).base;
  }

  /** Stops the loopback listener and the webhooks not yet sent. */
  async close(): Promise<void> {
    await this.webhooks.close();
    const listener = await this.listener?.catch(() => undefined);
    this.listener = undefined;
    if (listener) await new Promise((resolve) => listener.server.close(resolve));
  }
}
