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

/** The error toasts shown and not yet replaced: a success dismisses them (below). */
const errors = new Set<string>();
let shown = 0;

/**
 * The apps' one way to show a toast: react-toastify's `toast.success`, `.error`, `.info` and `.warning`.
 * Their code loads with the first toast shown, and with it the container and its stylesheet
 * (AppProviders mounts it once toasts are needed; react-toastify queues a toast until then). So no
 * page loads them while it starts: the job page did, for its feedback form, and the new stylesheet
 * restyled the whole page (decision 038).
 *
 * A success replaces the errors shown before it: it answers them ('Logged in successfully' after
 * 'Invalid credentials', or after 'Unable to create order. Login and try again.'), and both on the
 * screen at once would contradict each other (product.md#messages). Returns the toast's id.
 */
const show =
  (kind: 'success' | 'error' | 'info' | 'warning') =>
  (content: ToastContent, options?: ToastOptions): string => {
    if (!needed) {
      needed = true;
      for (const listener of listeners) listener();
    }
    const id = String(options?.toastId ?? `toast-${++shown}`);
    const answered = kind === 'success' ? [...errors] : [];
    if (kind === 'success') errors.clear();
    if (kind === 'error') errors.add(id);
    void import('react-toastify').then(({ toast }) => {
      for (const error of answered) toast.dismiss(error);
      toast[kind](content, { ...options, toastId: id });
    });
    return id;
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  /** Takes a toast away (an error its form is sent again after). */
  dismiss(id: string) {
    errors.delete(id);
    void import('react-toastify').then(({ toast }) => toast.dismiss(id));
  },
};
export type { ToastOptions };
