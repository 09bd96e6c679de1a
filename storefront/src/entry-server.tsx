/**
 * The storefront's server render (decision 030), built by `vite build --ssr` into
 * dist-server/entry-server.cjs and loaded by the API at start (graphql-api/src/http/server-render.ts).
 * It renders one public page with the same providers the browser hydrates (AppProviders), its
 * GraphQL sent by the request's Apollo client to `execute`, inside the API process, for a visitor
 * whose session is not known yet: the page is the same for everyone, so the API keeps it and proxies
 * may cache it (decision 043); the browser then asks who is signed in (lib/session.tsx). It returns
 * the markup, the tags for <head> (title, description, critical CSS), the session state the page
 * was rendered with and the Apollo cache the browser restores (graphql/browser-client.ts).
 */
import { ApolloLink, type ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { AppProviders } from '@devjobs/web/app-providers';
import { jsonForScript } from '@devjobs/web/json-for-script';
import { SERVER_STYLES_ATTRIBUTE, createStyleCache } from '@devjobs/web/server-styles';
import { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { print, type FormattedExecutionResult } from 'graphql';
import { type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type Params,
  StaticRouterProvider,
} from 'react-router-dom';
import { Observable } from 'rxjs';
import type { FormOutcome } from '@devjobs/web/form-outcome';
import { createApolloClient } from './graphql/client';
import { SessionDocument, type SessionUserFragment } from '@devjobs/web/operations';
import {
  JobDetailsDocument,
  JobsPageDocument,
  MySavedJobsDocument,
} from './graphql/generated/operations';
import { FormOutcomeProvider } from './lib/form-outcome';
import { APOLLO_STATE_ID, SESSION_STATE_ID } from './lib/server-render';
import {
  RENDERED_SESSION,
  createSessionStore,
  sessionProviderOf,
  type SessionState,
} from './lib/session';
import { theme } from './lib/theme';
import { isViewerRoute, routes } from './router';
import { readFilters, readPageCursor, toFilterInput } from './routes/jobs/job-filters';
import { JOBS_PAGE_SIZE } from './routes/jobs/JobsPage';
import { SAVED_JOBS_PAGE_SIZE } from './routes/saved/SavedJobsPage';

export type ServerRenderRequest = {
  /** The page's URL (path and query) as the browser asked for it. */
  url: string;
  /**
   * What a form posted to this page without JavaScript came to (decision 054): the page then shows
   * it, and is this visitor's alone. The API adds it to the page for the browser's app.
   */
  formOutcome?: FormOutcome;
  /** Runs one GraphQL operation for a visitor without a session in the API process. */
  execute(operation: {
    query: string;
    variables?: Record<string, unknown>;
    operationName?: string;
  }): Promise<FormattedExecutionResult>;
  /** Aborted when the render took too long: the API then serves the client-only shell. */
  signal: AbortSignal;
};

export type ServerRenderResult = {
  status: number;
  /** Where a redirecting route (/course, /checkout) sends the browser (status 302); the rest is empty then. */
  location?: string;
  /** The markup of #root. */
  html: string;
  /** For <head>: the page's <title> and meta description, then its critical CSS. */
  head: string;
  /**
   * How many times the tree was rendered: 1 when the page's queries (QUERIES_OF) were all it asked
   * for; each further round of queries its render found costs a whole render more.
   */
  passes: number;
  /**
   * To place after #root: a <script type="application/json"> with the session state the page was
   * rendered with (not known yet), and one with the Apollo cache when the page queried anything.
   */
  state: string;
};

export {
  canonicalAddress,
  isRenderedForViewer,
  isServerRendered,
  pageAddress,
} from './page-address';

/**
 * The queries a page's render sends, asked before it renders so that it renders once: the answers
 * are in the cache, where its useQuery finds them. prerenderStatic, which finds a page's queries by
 * rendering it, renders every page that queries at least twice. Each is the page's own query with
 * the variables the page gives it; when a render asks for anything more, the page is rendered again
 * by prerenderStatic (right, but slower: the server render tests check that these pages take one pass).
 */
const QUERIES_OF: Record<
  string,
  (
    params: Params,
    search: URLSearchParams,
    user: SessionUserFragment | null,
  ) => ApolloClient.QueryOptions[]
> = {
  '/page-details/:jobname': ({ jobname = '' }) => [
    { query: JobDetailsDocument, variables: { slug: jobname } },
  ],
  '/jobs': (_params, search) => [
    {
      query: JobsPageDocument,
      variables: {
        filter: toFilterInput(readFilters(search)),
        first: JOBS_PAGE_SIZE,
        after: readPageCursor(search),
      },
    },
  ],
  // Rendered for the viewer (decision 103): a guest's page is the sign-in prompt, which asks nothing.
  '/saved': (_params, _search, user) =>
    user ? [{ query: MySavedJobsDocument, variables: { first: SAVED_JOBS_PAGE_SIZE } }] : [],
};

/** Renders one page; rejects when the page or one of its queries failed (the API then serves the shell). */
export async function render({
  url,
  formOutcome,
  execute,
  signal,
}: ServerRenderRequest): Promise<ServerRenderResult> {
  const request = new Request(new URL(url, 'http://storefront.invalid'), { signal });
  const handler = createStaticHandler(routes);
  const { link, failures, operations } = executeLink(execute);
  const client = createApolloClient({ link, ssrMode: true });
  const context = await handler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (context.status >= 300 && context.status < 400 && location)
      return { status: context.status, location, html: '', head: '', state: '', passes: 0 };
    throw new Error(`the route answered ${context.status} instead of a page`);
  }
  if (context.errors)
    throw new Error('a route failed to load', { cause: Object.values(context.errors)[0] });
  const emotion = createStyleCache();
  // Compat mode: styles are collected in `emotion.inserted` instead of <style> tags in the markup.
  emotion.compat = true;

  const router = createStaticRouter(handler.dataRoutes, context);
  const leafMatch = context.matches.at(-1);
  // Nobody's session: the navbar's account area is its placeholder until the browser knows. A page
  // rendered for the viewer (decision 103) asks who it is first: `execute` runs as them there.
  const session = isViewerRoute(leafMatch?.route) ? await viewerSession(client) : RENDERED_SESSION;
  const SessionProvider = sessionProviderOf(createSessionStore(session));
  const tree = (
    <CacheProvider value={emotion}>
      <AppProviders theme={theme} SessionProvider={SessionProvider}>
        {/* No hydration script: the CSP runs no inline script, and the routes have no loaders. */}
        <FormOutcomeProvider outcome={formOutcome ?? null}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </FormOutcomeProvider>
      </AppProviders>
    </CacheProvider>
  );
  const queries =
    leafMatch?.route.path === undefined
      ? undefined
      : QUERIES_OF[leafMatch.route.path]?.(
          leafMatch.params,
          new URL(request.url).searchParams,
          session.user,
        );
  const { result, passes } = await renderTree({ tree, client, queries, operations, signal });
  // A failed query would be an error state on the server and a loading state in the browser.
  if (failures.length)
    throw new Error('a query failed during the server render', { cause: failures[0] });

  const { hoisted, body } = splitHoisted(result);
  const leaf = leafMatch?.route.path;
  // Pages outside ApolloRoute (the landing page, content pages) query nothing: no cache to carry.
  const cache = client.extract() as Record<string, unknown>;
  return {
    status: leaf === '*' ? 404 : context.statusCode,
    html: body,
    head: hoisted + pageCss(emotion),
    passes,
    state: stateScripts(cache, session),
  };
}

/** The viewer a page rendered for them shows (the `Session` query, as the browser asks it). */
async function viewerSession(client: ApolloClient): Promise<SessionState> {
  const { data } = await client.query({ query: SessionDocument });
  return { loading: false, user: data?.me ?? null };
}

/** The client's link: sends each operation to `execute`, counts them and keeps every failure. */
function executeLink(execute: ServerRenderRequest['execute']) {
  const failures: unknown[] = [];
  let operations = 0;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        operations++;
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        })
          .then((result) => {
            if (result.errors?.length) failures.push(result.errors);
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => {
            failures.push(error);
            observer.error(error);
          });
      }),
  );
  return { link, failures, operations: () => operations };
}

/**
 * The page's markup and how many renders it took: one when its queries (QUERIES_OF), asked first,
 * were all it needed, else prerenderStatic's. Rejects when the render was aborted.
 */
async function renderTree({
  tree,
  client,
  queries,
  operations,
  signal,
}: {
  tree: ReactElement;
  client: ApolloClient;
  queries: ApolloClient.QueryOptions[] | undefined;
  operations: () => number;
  signal: AbortSignal;
}): Promise<{ result: string; passes: number }> {
  let result: string | undefined;
  let passes = 0;
  if (queries) {
    // A failure is in `failures` (the link's): render() then throws.
    await Promise.all(queries.map((query) => client.query(query).catch(() => undefined)));
    const asked = operations();
    const markup = renderToString(<ApolloProvider client={client}>{tree}</ApolloProvider>);
    passes = 1;
    // The page asked for nothing more: its markup is complete.
    if (operations() === asked) result = markup;
  }
  let aborted = false;
  if (result === undefined) {
    const rendered = await prerenderStatic({
      tree,
      context: { client },
      renderFunction: renderToString,
      signal,
      diagnostics: true,
    });
    result = rendered.result;
    aborted = rendered.aborted;
    passes += rendered.diagnostics?.renderCount ?? 1;
  }
  if (aborted) throw new Error('the render was aborted');
  return { result, passes };
}

/** The session state the page was rendered with, and the Apollo cache when it holds anything. */
function stateScripts(cache: Record<string, unknown>, session: SessionState): string {
  return (
    `<script type="application/json" id="${SESSION_STATE_ID}">${jsonForScript(session)}</script>` +
    (Object.keys(cache).length
      ? `<script type="application/json" id="${APOLLO_STATE_ID}">${jsonForScript(cache)}</script>`
      : '')
  );
}

/**
 * React renders a page's <title> and <meta> (PageMeta) ahead of its markup when the tree is not a
 * whole document; they belong in <head>, where the browser's React finds and keeps them.
 */
function splitHoisted(markup: string): { hoisted: string; body: string } {
  const match = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/.exec(markup);
  return match
    ? { hoisted: match[0], body: markup.slice(match[0].length) }
    : { hoisted: '', body: markup };
}

/**
 * The page's styles, as emotion's own server package groups them (extractCriticalToChunks and
 * constructStyleTagsFromChunks of @emotion/server): globals one tag each, class styles in one tag.
 * Each tag names the rules it holds in SERVER_STYLES_ATTRIBUTE, not in emotion's `data-emotion`:
 * the browser's cache counts them as inserted without moving the tags (web-shared server-styles.ts),
 * and CssBaseline's globals are not added again (AppProviders).
 * Unlike extractCriticalToChunks, a class the markup does not name is kept too: a component styled
 * on top of another (AppBar on Paper) registers its own part as a class that only the composed one
 * reaches the markup, and the browser's render works out that part again. Left out, the browser
 * inserted dozens of such rules during hydration (each a stylesheet change, so a style recalculation);
 * kept, they cost the page's HTML a little (decision 038).
 */
function pageCss(cache: EmotionCache): string {
  const tag = (ids: string[], rules: string, extra = '') =>
    `<style ${SERVER_STYLES_ATTRIBUTE}="${ids.join(' ')}"${extra}>${rules}</style>`;
  const tags: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    // A global also in emotion's form, marked as already in place (`data-s`), for the one reader that
    // looks for it by that name: a <GlobalStyles> the browser renders (InputBase's keyframes) adopts it.
    if (cache.registered[`${cache.key}-${id}`] === undefined)
      tags.push(tag([id], rules, ` data-emotion="${cache.key}-global ${id}" data-s=""`));
    else {
      ids.push(id);
      css += rules;
    }
  }
  tags.push(tag(ids, css));
  return tags.join('');
}
