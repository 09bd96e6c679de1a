import type { Config } from '../../../config';
import { OffGateway } from './off-gateway';
import type { PaymentGateway } from './payment-gateway';
import { RAZORPAY_CHECKOUT_URL } from './razorpay-checkout';
import { RazorpayGateway } from './razorpay-gateway';
import { RazorpaySandbox, SANDBOX_KEY_ID, type SandboxOptions } from './sandbox';

export type * from './payment-gateway';
export { RazorpaySandbox } from './sandbox';

/** The sandbox's checkout script, root-relative: served by every origin that mounts the API. */
const SANDBOX_CHECKOUT_URL = '/sandbox/checkout.js';

/**
 * The app's gateway (decision 025): Razorpay keys → Razorpay (or RAZORPAY_API_BASE); else, when
 * the sandbox is enabled, the same RazorpayGateway against the built-in sandbox; else 'off'.
 */
export function createGateway(
  config: Config,
  options: Pick<SandboxOptions, 'deliverWebhook' | 'webhookDelayMs'> = {},
): { gateway: PaymentGateway; sandbox: RazorpaySandbox | null } {
  const { razorpay } = config;
  if (razorpay.keyId && razorpay.keySecret) {
    const gateway = new RazorpayGateway({
      mode: 'razorpay',
      keyId: razorpay.keyId,
      keySecret: razorpay.keySecret,
      webhookSecret: razorpay.webhookSecret,
      apiBase: razorpay.apiBase,
      scriptUrl: razorpay.checkoutUrl ?? RAZORPAY_CHECKOUT_URL,
    });
    return { gateway, sandbox: null };
  }
  if (config.sandbox.enabled) {
    const { keySecret, webhookSecret } = config.sandbox;
    const sandbox = new RazorpaySandbox({ keySecret, webhookSecret, ...options });
    const gateway = new RazorpayGateway({
      mode: 'sandbox',
      keyId: SANDBOX_KEY_ID,
      keySecret,
      webhookSecret,
      apiBase: () => sandbox.apiBase(),
      scriptUrl: SANDBOX_CHECKOUT_URL,
    });
    return { gateway, sandbox };
  }
  return { gateway: new OffGateway(), sandbox: null };
}
