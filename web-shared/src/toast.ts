import type { ToastContent, ToastOptions } from 'react-toastify';
import { toastsNeeded } from './toasts-needed';

/**
 * The apps' one way to show a toast: react-toastify's `toast.success`, `.error`, `.info` and `.warning`.
 * Their code loads with the first toast shown, and with it the container and its stylesheet
 * (AppProviders mounts it once toasts are needed; react-toastify queues a toast until then). So no
 * page loads them while it starts: the job page did, for its feedback form, and the new stylesheet
 * restyled the whole page (decision 038).
 */
const show = (kind: 'success' | 'error' | 'info' | 'warning') => (content: ToastContent, options?: ToastOptions) => {
  toastsNeeded.mark();
  void import('react-toastify').then(({ toast }) => toast[kind](content, options));
};

export const toast = { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
export type { ToastOptions };
