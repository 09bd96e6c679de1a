import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { toAppError } from '../errors';
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
  if (original === error && typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
    return { message: formatted.message, locations: formatted.locations, extensions: { code } };
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
    extensions: { code: appError.code, ...(appError.field ? { field: appError.field } : {}) },
  };
}

const isClientStatus = (http: unknown) => {
  const status = (http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};
