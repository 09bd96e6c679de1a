import { useCallback, useRef, useState } from 'react';

/** Where a purchase is: its order being made, the payment window open, or the payment being verified. */
export type PurchaseStep = 'ordering' | 'paying' | 'verifying';

/** What a busy Buy button says (and announces) at each step. */
export const STEP_LABELS: Record<PurchaseStep, string> = {
  ordering: 'Creating order…',
  paying: 'Waiting for payment…',
  verifying: 'Verifying payment…',
};

/**
 * One purchase at a time on a page. `start(item, flow)` runs `flow` unless a purchase is already
 * running: a second click while an order is made or verified makes no second order. `busy` names
 * the item and its step, for its button.
 */
export function usePurchase() {
  const running = useRef(false);
  const [busy, setBusy] = useState<{ item: string; step: PurchaseStep } | null>(null);

  const start = useCallback(
    async (item: string, flow: (step: (step: PurchaseStep) => void) => Promise<void>) => {
      if (running.current) return;
      running.current = true;
      setBusy({ item, step: 'ordering' });
      try {
        await flow((step) => setBusy({ item, step }));
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [],
  );

  return { busy, start };
}
