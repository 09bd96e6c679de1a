import type { FieldPolicy } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

/**
 * The one cursor-pagination policy of both apps (decision 016): Apollo's `relayStylePagination`.
 * One cache entry per `keyArgs` (a list per filter); a page asked for with `after` is spliced in
 * after that cursor (fetchMore: "Load more", a repeated click does not double the list); a page
 * without it replaces the list (new filter, refetch). Edges whose node was evicted (a deleted job)
 * are not read back. Other connection fields (`totalCount`) come from the latest page.
 */
export function cursorPagination(keyArgs: string[] | false = false): FieldPolicy {
  return relayStylePagination(keyArgs);
}
