import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { ErrorCode as ApiErrorCode } from 'graphql-api/error-codes';

/**
 * Reading errors from Apollo Client 4. GraphQL errors arrive as CombinedGraphQLErrors with
 * `extensions.code` (and `extensions.field` for BAD_USER_INPUT, see docs/api-contract.md);
 * network failures as ServerError and kin.
 */

/** A code the API puts in `extensions.code` (its one list: graphql-api/src/contract/error-codes.ts), or one it may add later. */
export type ErrorCode = ApiErrorCode | (string & {});

/** Codes whose server message is written for people and may be shown as is. */
const HUMAN_CODES: ReadonlySet<string> = new Set<ApiErrorCode>([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'BUSY',
  'DATABASE_UNAVAILABLE',
  'PAYMENT_PROVIDER_ERROR',
  'PAYMENTS_OFF',
  'MAIL_OFF',
]);

function graphQLErrors(error: unknown): readonly GraphQLFormattedError[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  // A non-2xx answer with a GraphQL body (e.g. 400 for bad variables) still carries errors.
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: GraphQLFormattedError[] };
      return Array.isArray(body.errors) ? body.errors : [];
    } catch {
      return [];
    }
  }
  return [];
}

/** The `extensions.code` of the first GraphQL error, or undefined for network and other failures. */
export function errorCode(error: unknown): ErrorCode | undefined {
  const code = graphQLErrors(error)[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A server field name ('input.externalLink', 'skills[2]') as the form names it ('externalLink', 'skills'). */
function formField(field: string): string {
  const last = field.split('.').pop() ?? field;
  return last.replace(/\[\d+\]$/, '');
}

/**
 * Every field named by a BAD_USER_INPUT error as the server names it ('input.modules[2].videoUrl'),
 * with its (first) message: for forms with repeated blocks, which need the index.
 */
export function fieldErrorPaths(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of graphQLErrors(error)) {
    const field = e.extensions?.field;
    if (e.extensions?.code === 'BAD_USER_INPUT' && typeof field === 'string' && field)
      out[field] ??= e.message;
  }
  return out;
}

/** Every field named by a BAD_USER_INPUT error, by the form's field name, with its (first) message. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorPaths(error)))
    out[formField(field)] ??= message;
  return out;
}

/**
 * A message fit to show a person: the server's own message for the codes of our contract,
 * otherwise `fallback` (never a stack, SQL text or "Failed to fetch").
 */
export function errorMessage(
  error: unknown,
  fallback = 'Something went wrong, please try again.',
): string {
  const first = graphQLErrors(error)[0];
  if (
    first &&
    typeof first.extensions?.code === 'string' &&
    HUMAN_CODES.has(first.extensions.code) &&
    first.message.trim()
  ) {
    return first.message;
  }
  return fallback;
}

/** True when the request never got an answer (offline, server down). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (ServerError.is(error) && error.statusCode >= 502);
}
