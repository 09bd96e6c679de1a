import { useEffect, useState } from 'react';

/**
 * When a refund may be sent again (decision 068): Razorpay never answered it (still pending, no
 * `rfnd_…` id) and 30 seconds have passed since it was asked for. refundOrder then sends the same
 * refund with the same idempotency key, so it is made once however often it is sent.
 */

/** How long Razorpay has to answer before the refund may be sent again (the API's own wait). */
export const RESEND_AFTER_MS = 30_000;

/** A refund as far as sending it again goes (OrderRow.graphql's fields). */
type SentRefund = { status: string; providerRefundId?: string | null; createdAt: string };

/** When the refund may be sent again, in ms since the epoch; null when it never may (answered or ended). */
export function resendableAt(refund: SentRefund): number | null {
  if (refund.status !== 'PENDING' || refund.providerRefundId) return null;
  const asked = Date.parse(refund.createdAt);
  return Number.isNaN(asked) ? null : asked + RESEND_AFTER_MS;
}

/** Whether the refund may be sent again at `now` (ms since the epoch). */
export function canResend(refund: SentRefund, now: number): boolean {
  const at = resendableAt(refund);
  return at !== null && now >= at;
}

/**
 * Whether the refund may be sent again now, by `clock`. Not polled: one timer wakes the component
 * when the 30 seconds end, and none runs once it may (or never may) be sent again.
 */
export function useCanResend(refund: SentRefund, clock: () => number = Date.now): boolean {
  const at = resendableAt(refund);
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (at === null || now >= at) return;
    const timer = setTimeout(() => setNow(clock()), Math.max(0, at - clock()));
    return () => clearTimeout(timer);
  }, [at, now, clock]);
  return at !== null && now >= at;
}
