import { createHash } from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import type { Config } from '../config';
import { anonymousContextOf, type Context, viewerRenderContextOf } from '../graphql/context';
import type { Services } from '../services';
import type { PageSources } from './page-cache';
import { type FormOutcome, pagePath } from './page-forms';
import type { RenderOperation } from './render-pool';
import type { ServerBundle, ServerBundleLoader } from './server-bundle';

/**
 * A page to send, or (`location`) a redirect a route of the storefront answered with; a rendered
 * page says what it was made from (`sources`, decision 077).
 */
export type StorefrontPage = {
  status: number;
  html: string;
  rendered: boolean;
  location?: string;
  sources?: PageSources;
};

/** A render slower than this is abandoned for the shell (the browser then fetches the data itself). */
export const RENDER_TIMEOUT_MS = 3000;

export const SHELL_ROOT = /<div id="root"><\/div>/;

/** A digest of one GraphQL answer: the same data and errors, in graphql-js's fixed order, give the same digest. */
const digestOf = (result: FormattedExecutionResult) =>
  createHash('sha1').update(JSON.stringify(result)).digest('base64url');

type Options = {
  config: Config;
  services: Services;
  apollo: ApolloServer<Context>;
  bundle: ServerBundleLoader;
  log: (message: string, error?: unknown) => void;
  timeoutMs: number;
};

/** Renders pages with the storefront's server bundle and their GraphQL, run here for nobody's session. */
export function pageRenderer({ config, services, apollo, bundle, log, timeoutMs }: Options) {
  /**
   * Runs a render's GraphQL for nobody's session: the page is the same for every visitor (decision
   * 043); or, for a page rendered for the viewer (`forViewer`, decision 103), as the request's viewer.
   */
  const executorFor = (req: Request, forViewer = false) => {
    const contextValue = (forViewer ? viewerRenderContextOf : anonymousContextOf)(
      services,
      config,
      req,
      req.res!,
    );
    return async (operation: RenderOperation): Promise<FormattedExecutionResult> => {
      const response = await apollo.executeOperation(operation, { contextValue });
      if (response.body.kind !== 'single') throw new Error('an incremental GraphQL answer');
      return response.body.singleResult;
    };
  };

  /** Whether a kept page's sources answer now as they did when it was rendered (decision 077). */
  const unchanged = async (req: Request, sources: PageSources) => {
    const run = executorFor(req);
    const digests = await Promise.all(
      sources.map(async ({ operation }) => digestOf(await run(operation))),
    );
    return digests.every((digest, i) => digest === sources[i].digest);
  };

  /**
   * The render of a page the bundle renders; undefined when it failed or was too slow, or when the
   * render workers are all busy (a saturated server sheds renders: the page is the client-only
   * shell, which the browser renders, and is rendered again on its next request; decision 049).
   */
  async function render(
    req: Request,
    server: ServerBundle,
    shell: string,
  ): Promise<StorefrontPage | undefined> {
    const pool = bundle.pool();
    if (pool?.available() && pool.busy()) return undefined;
    const run = executorFor(req, server.isRenderedForViewer?.(pagePath(req)));
    const sources: PageSources = [];
    const execute = async (operation: RenderOperation) => {
      const result = await run(operation);
      sources.push({ operation, digest: digestOf(result) });
      return result;
    };
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new Error(`the render took over ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const renderer = pool?.available() ? pool : server;
      const formOutcome = formOutcomeOf(req);
      const page = await Promise.race([
        renderer.render({
          // A page showing a form's outcome is rendered from its whole address, for this visitor.
          url: formOutcome ? req.originalUrl : addressOf(req, server),
          formOutcome,
          execute,
          signal: abort.signal,
        }),
        timeout,
      ]);
      if (page.location)
        return { status: page.status, html: '', rendered: true, location: page.location };
      return { status: page.status, html: serverPage(shell, page), rendered: true, sources };
    } catch (error) {
      // The path alone, and the error without the query string or its values: a query string may
      // hold a token (a password reset or download link), which is never logged (product.md#limits).
      log(
        `GET ${pagePath(req)}: the server render failed; the client-only shell is served.`,
        withoutQuery(error, req.originalUrl),
      );
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return { render, unchanged };
}

/** The form outcome this request's page shows (set by `send` or `answerForm`). */
const formOutcomeOf = (req: Request): FormOutcome | undefined =>
  req.res?.locals.formOutcome as FormOutcome | undefined;

/**
 * The address the page is rendered and kept under (the bundle's `pageAddress`): an unknown or
 * reordered query gives the same page, so random query strings cannot fill the cache.
 */
export const addressOf = (req: Request, server: ServerBundle) =>
  server.pageAddress ? server.pageAddress(req.originalUrl) : req.originalUrl;

/** Adds tags at the end of a page's <head>. */
export function addToHead(html: string, tags: string): string {
  // A function replacement: page text must never be read as `$&` patterns.
  return html.replace(/<\/head>/i, () => `${tags}\n</head>`);
}

/**
 * The built index.html with the render in it: the page's title and description (the shell keeps
 * none: PageMeta declares them), its critical CSS, the markup in #root and the cache after it.
 */
function serverPage(shell: string, page: { html: string; head: string; state: string }): string {
  const cleaned = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, () => '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/gi, () => '')
    // The page is readable without its scripts: they load behind the styles and images of the first paint.
    .replace(
      /<(script type="module"|link rel="modulepreload")/g,
      (_tag, start: string) => `<${start} fetchpriority="low"`,
    );
  return addToHead(cleaned, page.head).replace(
    SHELL_ROOT,
    () => `<div id="root">${page.html}</div>${page.state}`,
  );
}

/**
 * The text of `error` (its stack) with the query string of `url` cut out, whole and value by
 * value, as the bundle may have quoted it.
 */
function withoutQuery(error: unknown, url: string): unknown {
  const at = url.indexOf('?');
  if (at < 0) return error;
  const query = url.slice(at + 1);
  const parts = [query, ...[...new URLSearchParams(query).values()].filter((v) => v.length > 3)];
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return parts.reduce((cut, part) => cut.split(part).join('…'), text);
}
