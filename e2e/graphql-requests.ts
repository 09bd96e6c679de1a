import type { Request } from '@playwright/test';
import manifest from '../graphql-api/src/graphql/generated/persisted-operations.json';

// The apps send their operations by persisted id, queries over GET and mutations over POST
// (decision 106): what a test reads of a request, whichever way it went.

/** For `page.route`: /graphql with or without a query string (a GET carries its operation there). */
export const GRAPHQL_URL = (url: URL) => url.pathname === '/graphql';

const bodies = new Map(manifest.operations.map((operation) => [operation.id, operation.body]));

/** A GraphQL request as sent: its operation's name, its variables and its text (the manifest's). */
export type SentOperation = {
  name: string;
  variables: Record<string, unknown>;
  query: string;
};

type Body = {
  operationName?: string;
  variables?: Record<string, unknown>;
  query?: string;
  extensions?: { persistedQuery?: { sha256Hash?: string } };
};

/** The operation a request to /graphql sends, or undefined for any other request. */
export function sentOperation(request: Request): SentOperation | undefined {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return undefined;
  const json = (name: string) => {
    const value = url.searchParams.get(name);
    return value === null ? undefined : (JSON.parse(value) as unknown);
  };
  const body: Body | null =
    request.method() === 'GET'
      ? ({
          operationName: url.searchParams.get('operationName') ?? undefined,
          variables: json('variables'),
          query: url.searchParams.get('query') ?? undefined,
          extensions: json('extensions'),
        } as Body)
      : (request.postDataJSON() as Body | null);
  if (!body) return undefined;
  const id = body.extensions?.persistedQuery?.sha256Hash;
  return {
    name: body.operationName ?? '',
    variables: body.variables ?? {},
    query: body.query ?? (id ? (bodies.get(id) ?? '') : ''),
  };
}
