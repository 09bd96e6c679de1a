import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/**
 * The API's one logger (decision 108): JSON lines on stdout, one object each, with `requestId`
 * whenever the line is written for a request or for work a request started (mail it queued, a
 * sweep it woke). Nothing secret or personal is written: headers that carry credentials are
 * replaced, and email addresses and the values of secret query parameters are cut out of every
 * message and error text.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type RequestScope = { requestId: string };
const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` (and whatever it starts) as part of the request `requestId`. */
export function inRequest<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

/** The id of the request the code runs for (or that started the work it does), if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** Runs `work` outside any request: timers of long-lived work must not keep the first caller's id. */
export function outsideRequests<T>(work: () => T): T {
  return requestScope.exit(work);
}

const EMAIL = /[\w.!#$%&'*+^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
const SECRET_PARAM = /([?&;](?:token|code|key|secret|password|email|signature|sig)=)[^&;\s#"']*/gi;

/** Text with email addresses and the values of secret query parameters cut out. */
export function scrubbed(text: string): string {
  return text.replace(EMAIL, '[email]').replace(SECRET_PARAM, '$1[redacted]');
}

type Destination = { write(line: string): void };
let destination: Destination = pino.destination({ fd: 1, sync: true });

export const log = pino(
  {
    level: 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // pino merges the line's own fields last: an explicit requestId (a queued message's) wins.
    mixin: () => requestScope.getStore() ?? {},
    redact: {
      paths: [
        'headers.authorization',
        'headers.cookie',
        'headers["set-cookie"]',
        'headers["x-razorpay-signature"]',
        'headers["x-api-key"]',
        'email',
        'password',
        'token',
        '*.email',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: (error: unknown) => {
        // An Error of another realm (a worker's, a vm's) is one too: judged by its shape.
        if (typeof error !== 'object' || error === null || !('message' in error))
          return scrubbed(String(error));
        const shown = pino.stdSerializers.err(error as Error);
        return {
          type: shown.type,
          message: scrubbed(String(shown.message ?? '')),
          stack: shown.stack ? scrubbed(shown.stack) : undefined,
        };
      },
    },
    hooks: {
      logMethod(args, method) {
        const clean = args.map((arg) => (typeof arg === 'string' ? scrubbed(arg) : arg));
        return method.apply(this, clean as Parameters<typeof method>);
      },
    },
  },
  { write: (line: string) => destination.write(line) },
);

/** Where lines go from now on (stdout unless changed): tests read them this way. */
export function logTo(next: Destination): Destination {
  const previous = destination;
  destination = next;
  return previous;
}

/** LOG_LEVEL of the app that starts (config.ts): one logger per process, so the last one's. */
export function setLogLevel(level: LogLevel): void {
  log.level = level;
}
