// Where a sign-in or signup goes (graphql-api/src/contract/after-login.ts, decision 095).
import { afterLogin, isReturnPath } from 'graphql-api/after-login';

export { afterLogin, isReturnPath };

/**
 * A sign-in page (/login, /signup) that comes back to `next` once signed in: the page's address carries it, so it
 * holds without JavaScript, through a reload and across the two pages. No `next` (or none of this
 * site, or the default /courses): the plain page.
 */
export function signInPath(page: string, next?: string | null): string {
  return isReturnPath(next) && next !== afterLogin(undefined)
    ? `${page}?next=${encodeURIComponent(next)}`
    : page;
}

/**
 * The page a sign-in page returns to: the `next` its form was posted with when the server answered
 * it (a refusal, decision 054); else its address's `next`; else /courses.
 */
export function returnPathOf(location: { search: string }, posted?: string): string {
  return afterLogin(posted ?? new URLSearchParams(location.search).get('next'));
}
