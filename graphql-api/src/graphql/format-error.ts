import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { toAppError } from '../errors';
import { queryLimitMessage } from './query-limits';

/** The one place GraphQL errors are shaped: our code in extensions.code, the field when known, no stacks. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const code = formatted.extensions?.code;
  // A request over a query limit, even where Apollo reports it as a parse or validation failure.
  const refused = queryLimitMessage(error);
  if (refused) return { message: refused, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT', field: 'query' } };
  // Errors Apollo and graphql-js raise before our code runs (parse, validation, bad variables).
  if (original === error && typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
    return { message: formatted.message, locations: formatted.locations, extensions: { code } };
  }
  const appError = toAppError(original);
  return {
    message: appError.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: appError.code, ...(appError.field ? { field: appError.field } : {}) },
  };
}
