import { errorCode, errorMessage } from '@devjobs/web/graphql-errors';
import { toast } from '@devjobs/web/toast';

/**
 * A refused sign-in form (login, its code, a reset) as the console says it: the field it names
 * shows it itself; otherwise a toast of its message, or that the server was not reached.
 */
export function showRefusal(
  error: unknown,
  fallback: string,
  showFieldErrors: (error: unknown) => boolean,
) {
  if (showFieldErrors(error)) return;
  toast.error(
    errorCode(error)
      ? errorMessage(error, fallback)
      : 'Could not reach the server. Please try again.',
  );
}
