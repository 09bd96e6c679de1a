import { toast } from 'react-toastify';
import { toastsNeeded } from './toasts-needed';

/**
 * The apps' one way to show a toast (react-toastify's `toast`). Importing it is what loads the toasts'
 * container (AppProviders): a page that cannot show a toast (the landing page) never loads their code.
 * A toast shown before the container is mounted is queued by react-toastify and shown then.
 */
toastsNeeded.mark();

export { toast };
export type { ToastOptions } from 'react-toastify';
