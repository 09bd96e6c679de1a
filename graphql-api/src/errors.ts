/**
 * Typed application errors. Services throw only these; `toAppError` maps anything else once,
 * and the two edges (Apollo formatError, the Express error middleware) render them.
 */
import type { ErrorCode } from './contract/error-codes';
import { log } from './lib/log';

export type { ErrorCode } from './contract/error-codes';

export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode,
    readonly field?: string,
    /** Seconds after which the client may try again (Retry-After), for errors that say so. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** An error class of one kind (docs/architecture.md#api): its status and code fixed, its message given or `fallback`. */
function errorKind(status: number, code: ErrorCode, fallback: string) {
  return class extends AppError {
    constructor(message = fallback) {
      super(message, status, code);
    }
  };
}

/** An error class about one input field: BAD_USER_INPUT naming the field, with this status. */
function fieldErrorKind(status: number) {
  return class extends AppError {
    constructor(field: string, message: string) {
      super(message, status, 'BAD_USER_INPUT', field);
    }
  };
}

export class BadInputError extends fieldErrorKind(400) {}
export class ConflictError extends fieldErrorKind(409) {}
export class UnauthenticatedError extends errorKind(
  401,
  'UNAUTHENTICATED',
  'You must be signed in.',
) {}
export class ForbiddenError extends errorKind(
  403,
  'FORBIDDEN',
  'You are not allowed to do this.',
) {}
/** An API token without the scope an operation needs (RFC 6750's insufficient_scope, decision 105). */
export class InsufficientScopeError extends ForbiddenError {
  constructor(readonly scope: string) {
    super(`This API token lacks the ${scope} scope.`);
  }
}
export class NotFoundError extends errorKind(404, 'NOT_FOUND', 'Not found.') {}
/** Something that existed and is over for good (an expired download link): the client should not retry it. */
export class GoneError extends errorKind(410, 'GONE', 'This is no longer available.') {}
export class RateLimitedError extends AppError {
  constructor(
    message = 'Too many attempts. Please wait a minute and try again.',
    retryAfter?: number,
  ) {
    super(message, 429, 'RATE_LIMITED', undefined, retryAfter);
  }
}
/** Content over a size limit, found after the body was read (a course module's text): 413 naming the field. */
export class PayloadTooLargeError extends AppError {
  constructor(field: string, message: string) {
    super(message, 413, 'PAYLOAD_TOO_LARGE', field);
  }
}
/** The payment provider failed or did not answer in time (logged where it happened); the buyer may simply retry (decision 025). */
export class GatewayError extends errorKind(
  502,
  'PAYMENT_PROVIDER_ERROR',
  'The payment provider could not be reached. Please try again in a moment.',
) {}
/** No Razorpay keys and no sandbox (production without Razorpay keys): nothing can be sold (decision 025). */
export class PaymentsOffError extends errorKind(
  503,
  'PAYMENTS_OFF',
  'Payments are not configured.',
) {}
/** MAIL=off (decision 061): a request whose only work is to send a mail cannot be served. */
export class MailOffError extends errorKind(
  503,
  'MAIL_OFF',
  'This site sends no email at the moment. Please contact us instead.',
) {}
/**
 * The server is at capacity for this kind of work (a burst of password checks): try again after
 * `retryAfter` seconds. Both edges answer it with HTTP 503 and Retry-After, GraphQL too (decision 045).
 */
export class BusyError extends AppError {
  constructor(message = 'The server is busy. Please try again in a moment.', retryAfter = 1) {
    super(message, 503, 'BUSY', undefined, retryAfter);
  }
}
/**
 * The database cannot be reached (refused, reset, timed out): nothing was done, and the client may
 * try again after `retryAfter` seconds. 503 with Retry-After on both edges, and a page of its own
 * for a visitor's page (decision 110).
 */
export class DatabaseUnavailableError extends AppError {
  constructor(retryAfter = 30) {
    super(
      "We can't reach our database right now. Please try again in a minute.",
      503,
      'DATABASE_UNAVAILABLE',
      undefined,
      retryAfter,
    );
  }
}

/** Error codes of a database connection that failed or could not be made (mysql2, Node's net). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
]);

/** Whether `error` says the database could not be reached (not that a query was wrong). */
export function isDatabaseUnreachable(error: unknown): boolean {
  // mysql2 rejects with plain objects, which graphql-js wraps as NonErrorThrown { thrownValue }.
  const thrown = (error as { thrownValue?: unknown })?.thrownValue ?? error;
  const e = thrown as { code?: unknown; driverError?: { code?: unknown } };
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' && UNREACHABLE_CODES.has(code);
}

/**
 * The password was right and the sign-in needs its second step (decision 064): a code
 * (TWO_FACTOR_REQUIRED), or, for staff who must have one, setting two-factor sign-in up
 * (TWO_FACTOR_ENROLMENT_REQUIRED). No session was opened; the sign-in's cookie says whose it is.
 */
export class SecondStepError extends AppError {
  constructor(step: 'code' | 'enrol', message: string) {
    super(message, 401, step === 'code' ? 'TWO_FACTOR_REQUIRED' : 'TWO_FACTOR_ENROLMENT_REQUIRED');
  }
}
export class InternalError extends errorKind(
  500,
  'INTERNAL_SERVER_ERROR',
  'Something went wrong, please try again.',
) {}

/** Errors of libraries we know how to explain; everything else becomes a logged 500. */
export function toAppError(
  error: unknown,
  logError: (e: unknown) => void = (e) => log.error({ err: e }, 'an unexpected error: 500'),
): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnreachable(error)) return new DatabaseUnavailableError();
  const err = error as { type?: string };
  // body-parser (express.json)
  if (err?.type === 'entity.parse.failed')
    return new BadInputError('body', 'The request body is not valid JSON.');
  if (err?.type === 'entity.too.large') {
    const limit = (error as { limit?: number }).limit ?? 0;
    const most =
      limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MB` : `${Math.round(limit / 1024)} KB`;
    return new AppError(
      `The request body is too large (${most} at most).`,
      413,
      'PAYLOAD_TOO_LARGE',
    );
  }
  const clientError = fromClientError(error);
  if (clientError) return clientError;
  logError(error);
  return new InternalError();
}

/**
 * Errors that carry a 4xx status (body-parser's http-errors, Express's %-decoding of the path) are
 * the client's: they keep their status, with our words where we know the case, and are not logged.
 * An aborted request is one of them (400 `request.aborted`): the client left, nothing broke.
 */
function fromClientError(error: unknown): AppError | undefined {
  const err = error as { status?: unknown; type?: string; expose?: boolean; message?: string };
  if (typeof err?.status !== 'number' || err.status < 400 || err.status > 499) return undefined;
  const status = err.status;
  if (error instanceof URIError)
    return new BadInputError('path', 'The URL has a malformed %-escape.');
  if (err.type === 'charset.unsupported')
    return new AppError(
      'Unsupported charset: send the body as UTF-8.',
      status,
      'BAD_USER_INPUT',
      'body',
    );
  if (err.type === 'encoding.unsupported') {
    return new AppError(
      'Unsupported Content-Encoding: send the body as it is, or gzip, deflate or br.',
      status,
      'BAD_USER_INPUT',
      'body',
    );
  }
  // zlib's errors (a corrupt gzip, deflate or brotli body) carry an errno.
  if (typeof (error as { errno?: unknown }).errno === 'number')
    return new BadInputError('body', 'The request body could not be decompressed.');
  if (err.type === 'request.aborted')
    return new BadInputError('body', 'The request was aborted before its body arrived.');
  const code: ErrorCode =
    (
      {
        401: 'UNAUTHENTICATED',
        403: 'FORBIDDEN',
        404: 'NOT_FOUND',
        413: 'PAYLOAD_TOO_LARGE',
        429: 'RATE_LIMITED',
      } as const
    )[status] ?? 'BAD_USER_INPUT';
  return new AppError(err.expose && err.message ? err.message : 'Bad request.', status, code);
}

/** Unique-key violations of SQLite and MySQL. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  const code = e?.driverError?.code ?? e?.code;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'ER_DUP_ENTRY'
  );
}
