import { toast, type ToastOptions } from '@devjobs/web/toast';

/** The course manager's toasts close after 3000 ms (product.md#limits); the console's others after 5 s. */
const COURSE_TOAST: ToastOptions = { autoClose: 3000 };

export const courseToast = {
  success: (message: string) => toast.success(message, COURSE_TOAST),
  /** `toastId`: one toast for a failure however often it is reported (a list load in Strict Mode). */
  error: (message: string, toastId?: string) => toast.error(message, { ...COURSE_TOAST, toastId }),
};
