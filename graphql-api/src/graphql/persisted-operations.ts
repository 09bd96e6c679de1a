import type { ApolloServerOptions, ApolloServerPlugin } from '@apollo/server';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../http/page-cache';
import type { Context } from './context';
import manifest from './generated/persisted-operations.json';

/** The persisted-query cache Apollo Server reads a hash from. */
type PersistedQueryCache = NonNullable<
  NonNullable<Exclude<ApolloServerOptions<Context>['persistedQueries'], false>>['cache']
>;

/**
 * The storefront's reads whose answer is the same for everyone: the operations its server render
 * runs as nobody for the public pages (decision 043), and the job-title hints of the job list's search.
 * Over GET, without a session or token, their answers are public for as long as a page's (decision 106).
 */
export const PUBLIC_OPERATIONS = [
  'JobsPage',
  'JobDetails',
  'CoursesPage',
  'PdfShop',
  'PaymentSettings',
  'JobTitleSuggestions',
] as const;

/**
 * The apps' operations by SHA-256 id, from the manifest `npm run codegen` writes (decision 106), and
 * the ids of the public reads. Fails at start when a public operation is not a query of the manifest.
 */
export function persistedOperations() {
  const bodies = new Map(manifest.operations.map((operation) => [operation.id, operation.body]));
  const publicIds = new Set<string>();
  for (const name of PUBLIC_OPERATIONS) {
    const found = manifest.operations.filter((o) => o.name === name && o.type === 'query');
    if (found.length === 0)
      throw new Error(`The public operation ${name} is no query of the persisted operations.`);
    for (const operation of found) publicIds.add(operation.id);
  }

  /**
   * Apollo's persisted-query cache, answered from the manifest only: a hash it does not hold is
   * PERSISTED_QUERY_NOT_FOUND, and a client's registration (hash and text) runs but is not kept, so
   * GET runs only the apps' own documents. Apollo prefixes its keys (`apq:`).
   */
  const cache: PersistedQueryCache = {
    get: async (key) => bodies.get(key.slice(key.indexOf(':') + 1)),
    set: async () => {},
    delete: async () => false,
  };

  /**
   * Cache-Control of a GET: public like a page when it ran a public read by its id without errors,
   * for a request with no session or token; `private, no-store` otherwise. POST answers are untouched.
   */
  const cacheControl: ApolloServerPlugin<Context> = {
    async requestDidStart({ request }) {
      if (request.http?.method !== 'GET') return;
      return {
        async willSendResponse({ request, contextValue, errors, response }) {
          const id = (request.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)
            ?.sha256Hash;
          const isPublic =
            typeof id === 'string' &&
            publicIds.has(id) &&
            !errors?.length &&
            !contextValue.user &&
            !contextValue.viewer &&
            !contextValue.req?.apiToken;
          response.http.headers.set(
            'cache-control',
            isPublic ? PUBLIC_PAGE_CACHE_CONTROL : 'private, no-store',
          );
        },
      };
    },
  };

  return { persistedQueries: { cache }, cacheControl };
}
