import type { ToastContent, ToastOptions } from 'react-toastify';

/** Whether a toast has been shown; AppProviders then mounts the container. */
let needed = false;
const listeners = new Set<() => void>();

export const toastsNeeded = {
  get: () => needed,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/**
 * The apps' one way to show a toast: react-toastify's `toast.success`, `.error`, `.info` and `.warning`.
 * Their code loads with the first toast shown, and with it the container and its stylesheet
 * (AppProviders mounts it once toasts are needed; react-toastify queues a toast until then). So no
 * page loads them while it starts: the job page did, for its feedback form, and the new stylesheet
 * restyled the whole page (decision 038).
 */
const show =
  (kind: 'success' | 'error' | 'info' | 'warning') =>
  (content: ToastContent, options?: ToastOptions) => {
    if (!needed) {
      needed = true;
      for (const listener of listeners) listener();
    }
    void import('react-toastify').then(({ toast }) => toast[kind](content, options));
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
export type { ToastOptions };
