import Razorpay from 'razorpay';
import { GatewayError } from '../../../errors';
import type {
  GatewayMode,
  GatewayOrder,
  GatewayPayment,
  GatewayRefund,
  PaymentGateway,
} from './payment-gateway';
import { signatureMatches } from './signature';
import { log } from '../../../lib/log';

export type RazorpayGatewayOptions = {
  mode: Exclude<GatewayMode, 'off'>;
  keyId: string;
  keySecret: string;
  /** Unset: every webhook is refused (Razorpay signs them only once a secret is set in its dashboard). */
  webhookSecret: string | undefined;
  /**
   * Where the SDK sends its requests instead of https://api.razorpay.com (RAZORPAY_API_BASE), or a
   * function resolving it just before each request (the sandbox's loopback listener starts on first use).
   */
  apiBase?: string | (() => Promise<string>);
  scriptUrl: string;
  /** The longest a call to the provider may take, answer included. */
  timeoutMs?: number;
  /** Where the provider's own error is written (the buyer gets GatewayError's message). */
  log?: (message: string) => void;
};

/** The SDK's error after its `normalizeError`: the HTTP status and Razorpay's `error` object. */
type ProviderError = { statusCode?: number; error?: { code?: string; description?: string } };
/** The SDK's axios client (`api.rq`, missing from its typings): the parts we set. */
type SdkHttpClient = {
  defaults: { baseURL?: string };
  post(
    url: string,
    data: object,
    config: { headers: Record<string, string> },
  ): Promise<{ data: unknown }>;
  interceptors: {
    request: {
      use(
        onRequest: (request: { baseURL?: string; signal?: AbortSignal }) => Promise<object>,
      ): unknown;
    };
    response: {
      use(onAnswer: undefined, onError: (error: TransportError) => Promise<never>): unknown;
    };
  };
};
/** An axios error; `response` is missing when no answer came. */
type TransportError = Error & { response?: unknown; code?: string };
type RazorpayOrderJson = {
  id: string;
  amount: number | string;
  currency: string;
  receipt?: string | null;
  status: string;
};
type RazorpayPaymentJson = {
  id: string;
  order_id: string;
  amount: number | string;
  currency: string;
  status: GatewayPayment['status'];
};

type RazorpayRefundJson = {
  id: string;
  amount: number | string;
  status: 'pending' | 'processed' | 'failed';
};

const PROVIDER_TIMEOUT_MS = 10_000;

/** The PaymentGateway on Razorpay's official SDK: real Razorpay, a stand-in at RAZORPAY_API_BASE, or the sandbox. */
export class RazorpayGateway implements PaymentGateway {
  readonly mode: Exclude<GatewayMode, 'off'>;
  readonly checkout: { keyId: string; scriptUrl: string };
  private readonly razorpay: Razorpay;
  private readonly rq: SdkHttpClient;
  private readonly log: (message: string) => void;

  constructor(private readonly options: RazorpayGatewayOptions) {
    this.mode = options.mode;
    this.checkout = { keyId: options.keyId, scriptUrl: options.scriptUrl };
    this.log = options.log ?? ((message) => log.error(message));
    this.razorpay = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
    const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
    const { apiBase } = options;
    const rq = (this.razorpay.api as unknown as { rq: SdkHttpClient }).rq;
    this.rq = rq;
    if (typeof apiBase === 'string') rq.defaults.baseURL = apiBase.replace(/\/+$/, '');
    rq.interceptors.request.use(async (request) => {
      if (typeof apiBase === 'function') request.baseURL = await apiBase();
      // One deadline for the whole call (connect, send, answer), unlike axios's idle-socket `timeout`.
      request.signal = AbortSignal.timeout(timeoutMs);
      return request;
    });
    // The SDK's normalizeError reads `err.response.status`: a call that got no answer (refused, timed
    // out) gets a synthetic one, so it reaches us as `{statusCode: 0, error}` rather than a TypeError.
    rq.interceptors.response.use(
      undefined,
      (error: Error & { response?: unknown; code?: string }) => {
        if (!error.response) {
          const description =
            error.code === 'ERR_CANCELED' ? `no answer within ${timeoutMs} ms` : error.message;
          Object.assign(error, {
            response: {
              status: 0,
              data: { error: { code: error.code ?? 'NETWORK_ERROR', description } },
            },
          });
        }
        return Promise.reject(error);
      },
    );
  }

  async createOrder(input: {
    amount: number;
    currency: 'INR';
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder> {
    const order = (await this.call('orders.create', () =>
      this.razorpay.orders.create({
        amount: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      }),
    )) as RazorpayOrderJson;
    return {
      id: order.id,
      amount: Number(order.amount),
      currency: order.currency,
      receipt: order.receipt ?? '',
      status: order.status,
    };
  }

  async orderPayments(orderId: string): Promise<GatewayPayment[]> {
    const list = await this.call(`orders.fetchPayments(${orderId})`, () =>
      this.razorpay.orders.fetchPayments(orderId),
    );
    return (list.items as RazorpayPaymentJson[]).map((p) => ({
      id: p.id,
      orderId: p.order_id,
      amount: Number(p.amount),
      currency: p.currency,
      status: p.status,
    }));
  }

  async paymentRefunds(paymentId: string): Promise<GatewayRefund[]> {
    const list = await this.call(`payments.fetchMultipleRefund(${paymentId})`, () =>
      this.razorpay.payments.fetchMultipleRefund(paymentId, { count: 100 }),
    );
    return (list.items as RazorpayRefundJson[]).map((r) => ({
      id: r.id,
      amount: Number(r.amount),
      status: r.status,
      failureReason: null,
    }));
  }

  /**
   * The SDK's payments.refund sends no headers of ours, so the refund is posted on the SDK's own
   * client (its key, base URL, deadline) with the idempotency header Razorpay documents.
   */
  async refund(input: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<GatewayRefund> {
    const what = `payments.refund(${input.paymentId}, ${input.amount})`;
    try {
      const { data } = await this.rq.post(
        `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
        { amount: input.amount, speed: 'normal', notes: input.notes },
        { headers: { 'X-Refund-Idempotency': input.idempotencyKey } },
      );
      const refund = data as RazorpayRefundJson;
      return {
        id: refund.id,
        amount: Number(refund.amount),
        status: refund.status,
        failureReason: null,
      };
    } catch (error) {
      const answer = (error as { response?: { status?: number; data?: unknown } }).response;
      const status = answer?.status ?? 0;
      const detail = (answer?.data as ProviderError | undefined)?.error;
      const refused = status >= 400 && status < 500 && status !== 409 && status !== 429;
      this.log(
        `Razorpay (${this.mode}) ${what} failed: ${describe({ statusCode: status, error: detail })}`,
      );
      if (!refused) throw new GatewayError();
      return {
        id: null,
        amount: input.amount,
        status: 'failed',
        failureReason: detail?.description ?? `Razorpay refused the refund (HTTP ${status}).`,
      };
    }
  }

  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean {
    const { orderId, paymentId, signature } = input ?? {};
    if (typeof orderId !== 'string' || typeof paymentId !== 'string' || !orderId || !paymentId)
      return false;
    return signatureMatches(this.options.keySecret, `${orderId}|${paymentId}`, signature);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    const secret = this.options.webhookSecret;
    if (!secret || !Buffer.isBuffer(rawBody)) return false;
    return signatureMatches(secret, rawBody, signature);
  }

  /** One provider call: whatever goes wrong is logged with the provider's words and becomes GatewayError. */
  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      this.log(`Razorpay (${this.mode}) ${what} failed: ${describe(error)}`);
      throw new GatewayError();
    }
  }
}

function describe(error: unknown): string {
  const { statusCode, error: detail } = (error ?? {}) as ProviderError;
  if (typeof statusCode === 'number') {
    const status = statusCode === 0 ? 'no answer' : `HTTP ${statusCode}`;
    return detail
      ? `${status} ${detail.code ?? ''}: ${detail.description ?? ''}`
      : `${status} (no Razorpay error in the answer)`;
  }
  return error instanceof Error ? error.message : String(error);
}
