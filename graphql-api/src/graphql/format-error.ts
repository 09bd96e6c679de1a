import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import {
  AppError,
  DatabaseUnavailableError,
  InsufficientScopeError,
  isDatabaseUnreachable,
  toAppError,
} from '../errors';
import { queryLimitMessage } from './query-limits';

/** The one place GraphQL errors are shaped: our code in extensions.code, the field when known, no stacks. */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const code = formatted.extensions?.code;
  // A request over a query limit, even where Apollo reports it as a parse or validation failure.
  const refused = queryLimitMessage(error);
  if (refused)
    return {
      message: refused,
      locations: formatted.locations,
      extensions: { code: 'BAD_USER_INPUT', field: 'query' },
    };
  // Errors Apollo and graphql-js raise before our code runs (parse, validation, bad variables).
  // A token's cost quota refused before execution (decision 105) keeps when to come back.
  if (original === error && typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
    const retryAfter = formatted.extensions?.retryAfter;
    return {
      message: formatted.message,
      locations: formatted.locations,
      extensions: { code, ...(typeof retryAfter === 'number' ? { retryAfter } : {}) },
    };
  }
  // Apollo refuses some malformed requests with an HTTP 4xx and no code (a persisted query of an unknown
  // version, or whose hash does not match its text): the client's error, with Apollo's code for it.
  if (original === error && isClientStatus((error as GraphQLError)?.extensions?.http)) {
    return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  }
  const appError = toAppError(original);
  return {
    message: appError.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: appError.code,
      ...(appError.field ? { field: appError.field } : {}),
      ...(appError.retryAfter ? { retryAfter: appError.retryAfter } : {}),
      ...(appError instanceof InsufficientScopeError ? { scope: appError.scope } : {}),
    },
  };
}

/**
 * An operation refused with an error that says when to come back (BUSY: a sign-in while password
 * hashing is saturated; DATABASE_UNAVAILABLE, decision 110) is answered as REST answers it: the error's status (503) and Retry-After
 * in seconds, so clients and proxies see a refusal to retry rather than a 200 (decision 045).
 */
export const retryAfterStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ errors, response }) {
        const refusal = errors
          ?.map((error) => unwrapResolverError(error))
          .map((error) => (isDatabaseUnreachable(error) ? new DatabaseUnavailableError() : error))
          .find((error): error is AppError => error instanceof AppError && !!error.retryAfter);
        if (!refusal) return;
        response.http.status = refusal.status;
        response.http.headers.set('retry-after', String(refusal.retryAfter));
      },
    };
  },
};

const isClientStatus = (http: unknown) => {
  const status = (http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};
