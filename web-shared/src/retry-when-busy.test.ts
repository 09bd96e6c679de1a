import { describe, expect, test } from '@jest/globals';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { BUSY_RETRYING, busyRetryDelay, retryOnceWhenBusy } from './retry-when-busy';

const BUSY_MESSAGE = 'Too many sign-ins at once. Please try again in a moment.';

/** What Apollo Client makes of the API's 503 BUSY answer (application/graphql-response+json). */
const busy = (retryAfter?: number) =>
  new CombinedGraphQLErrors({
    errors: [{ message: BUSY_MESSAGE, extensions: { code: 'BUSY', retryAfter } }],
  });

/** The same answer sent as application/json: Apollo Client keeps the raw response. */
const busyServerError = (retryAfter: string | null, status = 503) => {
  const bodyText = JSON.stringify({
    errors: [{ message: BUSY_MESSAGE, extensions: { code: 'BUSY' } }],
  });
  const headers: Record<string, string> = retryAfter === null ? {} : { 'retry-after': retryAfter };
  return new ServerError('Response not successful: Received status code 503', {
    response: new Response(bodyText, { status, headers }),
    bodyText,
  });
};

/** A send that fails with each of `failures` in turn, then answers 'signed in'. */
function sender(...failures: Error[]) {
  let calls = 0;
  const send = () => {
    calls++;
    const failure = failures.shift();
    return failure === undefined ? Promise.resolve('signed in') : Promise.reject(failure);
  };
  return { send, calls: () => calls };
}

function recorder() {
  const shown: string[] = [];
  const waited: number[] = [];
  return {
    shown,
    waited,
    options: {
      notify: (message: string) => void shown.push(message),
      wait: (ms: number) => (waited.push(ms), Promise.resolve()),
    },
  };
}

describe('a sign-in the server refuses as busy is tried once more by itself', () => {
  test('the wait is the Retry-After the server gave, capped at 3 s, 1 s when it gave none', () => {
    expect(busyRetryDelay(busy(2))).toBe(2000);
    expect(busyRetryDelay(busy(30))).toBe(3000);
    expect(busyRetryDelay(busy())).toBe(1000);
    expect(busyRetryDelay(busyServerError('1'))).toBe(1000);
    expect(busyRetryDelay(busyServerError('9'))).toBe(3000);
    expect(busyRetryDelay(busyServerError(null))).toBe(1000);
  });

  test('other failures are not busy: wrong password, rate limit, a 502, the network', () => {
    const wrong = new CombinedGraphQLErrors({
      errors: [{ message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(busyRetryDelay(wrong)).toBeUndefined();
    expect(busyRetryDelay(busyServerError('1', 502))).toBeUndefined();
    expect(busyRetryDelay(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  test('a busy answer shows "busy, retrying", waits, and the second try signs in', async () => {
    const { send, calls } = sender(busy(2));
    const seen = recorder();
    await expect(retryOnceWhenBusy(send, seen.options)).resolves.toBe('signed in');
    expect(calls()).toBe(2);
    expect(seen.shown).toEqual([BUSY_RETRYING]);
    expect(seen.waited).toEqual([2000]);
  });

  test('busy twice: the second refusal is thrown for the form to show, and no third try is made', async () => {
    const second = busy(1);
    const { send, calls } = sender(busy(1), second, busy(1));
    const seen = recorder();
    await expect(retryOnceWhenBusy(send, seen.options)).rejects.toBe(second);
    expect(calls()).toBe(2);
    expect(seen.shown).toEqual([BUSY_RETRYING]);
  });

  test('any other failure is thrown at once, without a message or a wait', async () => {
    const wrong = new CombinedGraphQLErrors({
      errors: [{ message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const { send, calls } = sender(wrong);
    const seen = recorder();
    await expect(retryOnceWhenBusy(send, seen.options)).rejects.toBe(wrong);
    expect(calls()).toBe(1);
    expect(seen.shown).toEqual([]);
    expect(seen.waited).toEqual([]);
  });
});
