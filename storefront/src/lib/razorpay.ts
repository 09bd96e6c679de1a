import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import type { CheckoutPayment, ProviderOrder } from '@devjobs/web/payment-bodies';
import { toast } from '@devjobs/web/toast';
import { PaymentSettingsDocument } from '../graphql/generated/operations';

/**
 * Razorpay's checkout in the page (architecture.md#payments): the API says which checkout runs (GraphQL
 * `paymentSettings`: Razorpay's own script, the built-in sandbox's, or none), the script is added once, and `pay`
 * turns checkout's callbacks into one promise (`pay`). Every Buy button of the storefront goes through
 * `useRazorpay`.
 */

/** The payment window's theme colour (product.md#limits). */
export const CHECKOUT_THEME = '#F37254';

/** A Buy click before the checkout script has loaded (product.md#messages). */
export const STILL_LOADING = 'The payment system is still loading. Please try again in a moment.';

/** Shown beside the Buy buttons (disabled) when the API runs without payments. */
export const PAYMENTS_OFF = 'Payments are not configured yet.';

/** The options of Razorpay's `new Razorpay(options)` that we use (checkout.js, standard checkout). */
type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  notes: Record<string, string>;
  prefill?: { name?: string; email?: string };
  theme: { color: string };
  handler: (response: CheckoutPayment) => void;
  modal: { ondismiss: () => void };
};

type PaymentFailure = { error?: { code?: string; description?: string; reason?: string } };

type RazorpayCheckout = {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: PaymentFailure) => void): void;
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

/** What the payment window shows and carries. */
export type CheckoutRequest = {
  order: ProviderOrder;
  /** The window's heading (a course's title, or the shop's name). */
  name: string;
  description: string;
  notes: Record<string, string>;
  /** The signed-in buyer, so they need not type it again. */
  prefill?: { name?: string; email?: string };
};

/**
 * How checkout ended: paid (the provider's signed answer, still to be verified by the server),
 * failed (the provider's reason; the window is closed), or dismissed (closed without paying).
 */
type CheckoutResult =
  | { outcome: 'paid'; payment: CheckoutPayment }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'dismissed' };

/** The page's one script element, whichever components ask. */
const scriptLoads = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let load = scriptLoads.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () =>
        window.Razorpay ? resolve() : reject(new Error(`${src} defined no Razorpay`));
      script.onerror = () => {
        script.remove();
        scriptLoads.delete(src); // added again on the next try
        reject(new Error(`${src} did not load`));
      };
      document.head.append(script);
    });
    scriptLoads.set(src, load);
  }
  return load;
}

const FAILED = 'The payment did not go through.';

function openCheckout(key: string, request: CheckoutRequest): Promise<CheckoutResult> {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return Promise.resolve({ outcome: 'failed', reason: FAILED });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: CheckoutResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const checkout = new Razorpay({
      key,
      amount: request.order.amount,
      currency: request.order.currency,
      order_id: request.order.id,
      name: request.name,
      description: request.description,
      notes: request.notes,
      prefill: request.prefill,
      theme: { color: CHECKOUT_THEME },
      handler: ({ razorpay_order_id, razorpay_payment_id, razorpay_signature }) =>
        settle({
          outcome: 'paid',
          payment: { razorpay_order_id, razorpay_payment_id, razorpay_signature },
        }),
      modal: { ondismiss: () => settle({ outcome: 'dismissed' }) },
    });
    // A failure ends this purchase: the window closes and Buy Now starts a new order.
    checkout.on('payment.failed', (response) => {
      settle({ outcome: 'failed', reason: response.error?.description?.trim() || FAILED });
      checkout.close();
    });
    checkout.open();
  });
}

export type RazorpayStatus = 'loading' | 'ready' | 'off' | 'unavailable';

export type RazorpayCheckoutState = {
  /** loading: config or script on its way; off: the API runs without payments; unavailable: either failed to load. */
  status: RazorpayStatus;
  /**
   * True when checkout can open. Otherwise shows the still-loading message (and after a failed load
   * starts loading again): call it before creating an order.
   */
  requireReady: () => boolean;
  /**
   * Opens the payment window for an order. Resolves with the provider's signed answer (still to be
   * verified by the server) once paid; with null once closed, or failed (its reason shown as a toast).
   */
  pay: (request: CheckoutRequest) => Promise<CheckoutPayment | null>;
};

export function useRazorpay(): RazorpayCheckoutState {
  // Asked once a page load (cache-first), whichever components ask.
  const { data, error, refetch } = useQuery(PaymentSettingsDocument);
  const settings = data?.paymentSettings;
  const src = settings?.mode !== 'off' && settings?.keyId ? settings.checkoutUrl : null;
  const [script, setScript] = useState<{ src: string; loaded: boolean | null }>({
    src: '',
    loaded: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!src) return;
    let live = true;
    loadScript(src).then(
      () => live && setScript({ src, loaded: true }),
      () => live && setScript({ src, loaded: false }),
    );
    return () => {
      live = false;
    };
  }, [src, attempt]);

  const loaded = script.src === src ? script.loaded : null;
  let status: RazorpayStatus;
  if (error || loaded === false) status = 'unavailable';
  else if (!settings || (src && !loaded)) status = 'loading';
  else status = src ? 'ready' : 'off';

  const requireReady = useCallback(() => {
    if (status === 'ready') return true;
    if (status === 'off') return false;
    toast.info(STILL_LOADING);
    if (error)
      void refetch().catch(() => undefined); // the error state stays until an answer comes
    else if (loaded === false) {
      setScript({ src: '', loaded: null });
      setAttempt((n) => n + 1);
    }
    return false;
  }, [status, error, loaded, refetch]);
  const key = settings?.keyId ?? '';
  const pay = useCallback(
    async (request: CheckoutRequest) => {
      const result = await openCheckout(key, request);
      if (result.outcome === 'failed') toast.error(result.reason);
      return result.outcome === 'paid' ? result.payment : null;
    },
    [key],
  );
  return { status, requireReady, pay };
}
