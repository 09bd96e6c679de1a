import { razorpaySignature } from '../signature';
import {
  razorpayId,
  type SandboxOrder,
  type SandboxPayment,
  type SandboxRefund,
} from './sandbox-shapes';
import { log as logger } from '../../../../lib/log';

/** Sends one webhook and resolves to the receiver's HTTP status. */
export type WebhookDelivery = (
  url: string,
  rawBody: Buffer,
  headers: Record<string, string>,
) => Promise<number>;

/** A webhook the sandbox sent (or tried to), kept so tests and developers can look at it. */
export type SentWebhook = {
  event: 'payment.captured' | 'order.paid' | 'refund.processed' | 'refund.failed';
  eventId: string;
  url: string;
  rawBody: Buffer;
  headers: Record<string, string>;
  /** The receiver's HTTP status, or why there was none. */
  status?: number;
  error?: string;
};

/** How long after the Pay answer the webhooks leave: the browser's verify call usually comes first, as with Razorpay. */
const WEBHOOK_DELAY_MS = 200;
const KEEP_SENT = 100;
/** The payments whose webhook address is remembered (for their refunds' webhooks); the oldest go first. */
const KEEP_URLS = 10_000;
const DELIVERY_TIMEOUT_MS = 10_000;

/** Real HTTP: the way Razorpay reaches the API. */
const postWebhook: WebhookDelivery = async (url, rawBody, headers) => {
  const res = await fetch(url, {
    method: 'POST',
    headers,
    body: rawBody,
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  await res.arrayBuffer();
  return res.status;
};

/**
 * Razorpay's webhooks after a captured payment (`payment.captured`, then `order.paid`) and a refund
 * (`refund.processed` or `refund.failed`), each with `X-Razorpay-Signature` (HMAC-SHA256 of the
 * exact body with the webhook secret) and a unique `X-Razorpay-Event-Id`. A refund's webhook goes
 * where its payment's went. A failed delivery is logged, never thrown; there is no retry (decision 025).
 */
export class SandboxWebhooks {
  /** The last 100 webhooks, oldest first. */
  readonly sent: SentWebhook[] = [];
  private readonly pending = new Set<Promise<void>>();
  private readonly cancels = new Set<() => void>();
  /** Where each payment's webhooks went. */
  private readonly urls = new Map<string, string>();
  /** Payments the shop recorded itself, with no webhook to learn of them (the demo's sales). */
  private readonly unsent = new Set<string>();

  constructor(
    private readonly secret: string,
    private readonly deliver: WebhookDelivery = postWebhook,
    private readonly delayMs = WEBHOOK_DELAY_MS,
    private readonly log: (message: string) => void = (message) => logger.error(message),
  ) {}

  /** Schedules the two webhooks of a payment, `delayMs` from now, to `url`. */
  afterPayment(url: string, order: SandboxOrder, payment: SandboxPayment): void {
    this.urls.set(payment.id, url);
    if (this.urls.size > KEEP_URLS) this.urls.delete(this.urls.keys().next().value!);
    this.schedule(url, [
      event('payment.captured', { payment }),
      event('order.paid', { payment, order }),
    ]);
  }

  /** Sends no webhook of this payment, nor of its refunds: the shop records them from the answers. */
  sendNone(paymentId: string): void {
    this.unsent.add(paymentId);
    if (this.unsent.size > KEEP_URLS) this.unsent.delete(this.unsent.keys().next().value!);
  }

  /** Schedules a refund's webhook (`refund.processed` or `refund.failed`) to where its payment's went, or `fallbackUrl`. */
  afterRefund(
    name: 'refund.processed' | 'refund.failed',
    refund: SandboxRefund,
    payment: SandboxPayment,
    fallbackUrl?: string,
  ): void {
    if (this.unsent.has(payment.id)) return;
    const url = this.urls.get(payment.id) ?? fallbackUrl;
    if (!url) {
      this.log(`Sandbox webhook ${name} of ${refund.id}: no address known for ${payment.id}.`);
      return;
    }
    this.schedule(url, [event(name, { refund, payment })]);
  }

  private schedule(url: string, events: { name: SentWebhook['event']; body: object }[]) {
    const done = new Promise<void>((resolve) => {
      const cancel = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.cancels.delete(cancel);
        void this.sendInOrder(url, events).then(resolve);
      }, this.delayMs);
      this.cancels.add(cancel);
    });
    this.pending.add(done);
    void done.then(() => this.pending.delete(done));
  }

  /** Resolves once every scheduled webhook has been sent (or has failed). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** Drops the webhooks not yet due and waits for those on their way (the app is stopping). */
  async close(): Promise<void> {
    for (const cancel of this.cancels) cancel();
    this.cancels.clear();
    await this.settled();
  }

  private async sendInOrder(url: string, events: { name: SentWebhook['event']; body: object }[]) {
    for (const { name, body } of events)
      await this.send(url, name, Buffer.from(JSON.stringify(body)));
  }

  private async send(url: string, name: SentWebhook['event'], rawBody: Buffer) {
    const eventId = razorpayId('evt');
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Razorpay-Webhook/v1 (sandbox)',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': razorpaySignature(this.secret, rawBody),
    };
    const sent: SentWebhook = { event: name, eventId, url, rawBody, headers };
    this.sent.push(sent);
    if (this.sent.length > KEEP_SENT) this.sent.shift();
    try {
      sent.status = await this.deliver(url, rawBody, headers);
      if (sent.status < 200 || sent.status > 299)
        this.log(
          `Sandbox webhook ${name} (${eventId}) to ${url}: the API answered ${sent.status}.`,
        );
    } catch (error) {
      sent.error = error instanceof Error ? error.message : String(error);
      this.log(`Sandbox webhook ${name} (${eventId}) to ${url} failed: ${sent.error}`);
    }
  }
}

/** Razorpay's event envelope. */
function event(
  name: SentWebhook['event'],
  entities: { refund?: SandboxRefund; payment: SandboxPayment; order?: SandboxOrder },
) {
  const payload: Record<string, { entity: object }> = {};
  for (const [kind, entity] of Object.entries(entities)) payload[kind] = { entity };
  const body = {
    entity: 'event',
    account_id: 'acc_sandbox',
    event: name,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  };
  return { name, body };
}
