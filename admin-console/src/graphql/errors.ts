import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The codes the API puts in `extensions.code` (docs/api-contract.md). */
export type ErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'RATE_LIMITED' | (string & {});

function graphQLErrors(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors : [];
}

/** The `extensions.code` of the first GraphQL error, or undefined for network and other failures. */
export function errorCode(error: unknown): ErrorCode | undefined {
  const code = graphQLErrors(error)[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Normalises a server field name ('input.externalLink', 'skills[2]') to the form's name ('externalLink', 'skills'). */
function normaliseField(field: string) {
  const last = field.split('.').pop() ?? field;
  return last.replace(/\[\d+\]$/, '');
}

/** Every BAD_USER_INPUT error that names a field, as `{ field: message }`. */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const e of graphQLErrors(error)) {
    const field = e.extensions?.field;
    if (e.extensions?.code === 'BAD_USER_INPUT' && typeof field === 'string' && field) {
      const name = normaliseField(field);
      result[name] ??= e.message;
    }
  }
  return result;
}

/** The server's message when it sent one (a GraphQL error), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = graphQLErrors(error)[0]?.message;
  return message && message.trim() ? message : fallback;
}
