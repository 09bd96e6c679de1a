import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's render and while React hydrates it, true once the app runs (in a page the
 * browser renders itself, from the start). Controls that only the app can answer (Buy Now, menus,
 * toggles) are disabled until then: a press before it would do nothing (decision 054).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
