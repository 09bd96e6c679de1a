import { isReturnPath } from '@devjobs/web/after-login';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isRenderedRoute, isViewerRoute, routes } from './router';
import { JOBS_PARAMS, jobsQuery, readFilters, readPageCursor } from './routes/jobs/job-filters';

/**
 * The addresses the API renders and keeps pages under (decision 043), for the server bundle
 * (entry-server.tsx): which paths are rendered, and the query each page reads.
 */

/** Whether the page at `pathname` is rendered on the server: its route says so (`SERVER_RENDERED` in router.tsx). */
export function isServerRendered(pathname: string): boolean {
  return isRenderedRoute(leafRoute(pathname));
}

/**
 * Whether the page at `pathname` is rendered for the viewer who asks (their saved jobs, their
 * alerts): the API renders it with the request's session and never keeps it (decision 103).
 */
export function isRenderedForViewer(pathname: string): boolean {
  return isViewerRoute(leafRoute(pathname));
}

/** Leaf routes by path, the most recent 1,000: the API asks for each request it serves. */
const leaves = new Map<string, RouteObject | undefined>();

/**
 * The route a path leads to. matchRoutes ranks the whole route table and compiles each pattern on
 * every call (5 % of the API's thread under load), so its answers are kept.
 */
function leafRoute(pathname: string): RouteObject | undefined {
  if (leaves.has(pathname)) return leaves.get(pathname);
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (leaves.size >= 1000) leaves.delete(leaves.keys().next().value!);
  leaves.set(pathname, route);
  return route;
}

function returnQuery(search: URLSearchParams): URLSearchParams {
  const next = search.get('next');
  return new URLSearchParams(isReturnPath(next) ? { next } : {});
}

/** The query each rendered page reads from its address, written in one order; the others read none. */
const SEARCH_OF: Record<string, (search: URLSearchParams) => URLSearchParams> = {
  '/jobs': (search) => jobsQuery(readFilters(search), readPageCursor(search)),
  // The sign-in pages' return path, when it is one of this site (decision 095).
  '/login': returnQuery,
  '/signup': returnQuery,
};

/** The parameters each page with a query reads (SEARCH_OF): an address of only these is the page's own. */
const PARAMS_OF: Record<string, Set<string>> = {
  '/jobs': JOBS_PARAMS,
  '/login': new Set(['next']),
  '/signup': new Set(['next']),
};

/**
 * The address a page is rendered and kept under (the API's page cache, decision 043): the path, and
 * the query as far as the page reads it, so `/jobs?utm=x&mode=remote` is `/jobs?mode=remote`.
 */
export function pageAddress(url: string): string {
  const { pathname, search: query, searchParams } = new URL(url, 'http://storefront.invalid');
  if (!query) return pathname;
  const path = leafRoute(pathname)?.path;
  const search = (path && SEARCH_OF[path]?.(searchParams).toString()) || '';
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Where to send a request for a page whose query holds only the page's own parameters but not in
 * their canonical form (the job filters submitted by the form that works without JavaScript:
 * `/jobs?q=&salary=any&type=remote` → `/jobs?type=remote`), so that the address is the one the app
 * writes; undefined when it is canonical or carries anything else (a campaign's tags stay as sent).
 */
export function canonicalAddress(url: string): string | undefined {
  const { pathname, search, searchParams } = new URL(url, 'http://storefront.invalid');
  const own = PARAMS_OF[leafRoute(pathname)?.path ?? ''];
  if (!search || !own || [...searchParams.keys()].some((key) => !own.has(key))) return undefined;
  const canonical = pageAddress(url);
  return canonical === `${pathname}${search}` ? undefined : canonical;
}
