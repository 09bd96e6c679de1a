/** Whether a toast has been shown (toast.ts marks it); AppProviders then mounts the container. */
let needed = false;
const listeners = new Set<() => void>();

export const toastsNeeded = {
  mark() {
    if (needed) return;
    needed = true;
    for (const listener of listeners) listener();
  },
  get: () => needed,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
