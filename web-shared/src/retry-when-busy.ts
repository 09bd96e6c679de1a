import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { toast } from './toast';

/** What a person sees while a sign-in refused as busy is sent again. */
export const BUSY_RETRYING = 'The server is busy, retrying…';

/** The longest the apps wait before trying again, whatever Retry-After says. */
export const MAX_BUSY_WAIT_MS = 3000;

/**
 * How long to wait before sending again after a BUSY refusal (503, decision 045): the server's
 * Retry-After in seconds (`extensions.retryAfter`, or the header when the body did not parse as
 * GraphQL), 1 s when it gave none, at most MAX_BUSY_WAIT_MS. Undefined for any other failure.
 */
export function busyRetryDelay(error: unknown): number | undefined {
  let seconds: unknown;
  if (CombinedGraphQLErrors.is(error)) {
    const busy = error.errors.find((e) => e.extensions?.code === 'BUSY');
    if (!busy) return undefined;
    seconds = busy.extensions?.retryAfter;
  } else if (ServerError.is(error) && error.statusCode === 503) {
    if (!/"BUSY"/.test(error.bodyText)) return undefined;
    seconds = error.response.headers.get('retry-after');
  } else return undefined;
  const ms = Number(seconds) * 1000;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_BUSY_WAIT_MS) : 1000;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The apps' one way to send a sign-in (login, signup) that the server may refuse as busy: on a
 * BUSY answer it shows BUSY_RETRYING (a toast: the form stays usable and keeps what was typed),
 * waits the server's Retry-After (busyRetryDelay) and sends once more. A second failure, or any
 * other, is thrown for the form to show as usual. `notify` and `wait` are for tests.
 */
export async function retryOnceWhenBusy<T>(
  send: () => Promise<T>,
  { notify = showRetrying, wait = sleep }: RetryOptions = {},
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const delay = busyRetryDelay(error);
    if (delay === undefined) throw error;
    notify(BUSY_RETRYING);
    await wait(delay);
    return send();
  }
}

export type RetryOptions = {
  notify?: (message: string) => void;
  wait?: (ms: number) => Promise<void>;
};

function showRetrying(message: string) {
  toast.info(message, { toastId: 'busy-retrying', autoClose: MAX_BUSY_WAIT_MS });
}
