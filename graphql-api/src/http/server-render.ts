import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { ApolloServer } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import { anonymousContextOf, type Context } from '../graphql/context';
import type { Services } from '../services';
import { PageCache, type PageSources, PUBLIC_PAGE_MAX_AGE_S, sendKeptPage } from './page-cache';
import { type FormOutcome, formStateScript, pagePath, takeSentOutcome } from './page-forms';
import {
  type RenderBundle,
  type RenderOperation,
  RenderPool,
  renderWorkerBuilt,
} from './render-pool';
import type { BuiltApp } from './static-files';

/**
 * The storefront's public pages rendered on the server (decision 030): the storefront's server
 * bundle (storefront/src/entry-server.tsx, built into dist-server/entry-server.cjs) renders a page
 * with its GraphQL run here, in-process, as a visitor without a session, whoever asks; the markup,
 * its <head> tags and the Apollo cache go into the built index.html, which the browser then hydrates
 * (and asks for its session, decision 043). Being the same for everyone, a rendered page is public
 * and kept by address (page-cache.ts). Without the bundle, or when a render throws or is slow, the
 * page is the client-only shell, as before: never a 500.
 */

/** The contract of entry-server.tsx (its ServerRenderRequest / ServerRenderResult). */
type ServerBundle = RenderBundle & {
  isServerRendered(pathname: string): boolean;
  /** The address a page is rendered and kept under: its path, and the query only as far as the page reads it. */
  pageAddress?(url: string): string;
  /** Where an address of the page's own parameters in another form is sent (the job filters posted without JavaScript). */
  canonicalAddress?(url: string): string | undefined;
};

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

export type StorefrontPages = {
  /**
   * The page for this GET: server-rendered when its path is one of the rendered pages and the render
   * succeeded, else the shell (status 200); undefined while the storefront is not built.
   */
  page(req: Request): Promise<StorefrontPage | undefined>;
  /**
   * Answers a GET with the page of its address: the kept one, or the one `make` gives (kept when
   * it is a rendered page with status 200). `make` answers for every visitor alike.
   */
  send(
    req: Request,
    res: Response,
    make: () => Promise<StorefrontPage | undefined>,
  ): Promise<boolean>;
  /**
   * Answers a form posted to this page without JavaScript with the page showing `outcome` (the
   * fields' errors and what was typed), with `status`, for this visitor only (decision 054).
   */
  answerForm(req: Request, res: Response, outcome: FormOutcome, status: number): Promise<void>;
  /** Express middleware answering GETs of the server-rendered paths (the job pages have their own route). */
  serve(): RequestHandler;
  /** Where pages are rendered, in words for the start-up banner. */
  renderedBy(): string;
  /** Stops the render workers. */
  close(): Promise<void>;
};

/** A render slower than this is abandoned for the shell (the browser then fetches the data itself). */
export const RENDER_TIMEOUT_MS = 3000;

/**
 * What the kept pages may take: 48 MB and 5,000 pages. A job page is kept as brotli, about 10 KB
 * (74 KB of HTML), so about 4,600 job pages (decision 049).
 */
const PAGE_CACHE = { maxBytes: 48 * 1024 * 1024, maxEntries: 5000 };

/**
 * A kept page whose sources still answer the same is rendered again after an hour anyway (decision
 * 077): the footer's year is the one thing a page shows that no query gives.
 */
const PAGE_MAX_LIFE_MS = 60 * 60 * 1000;

/** A digest of one GraphQL answer: the same data and errors, in graphql-js's fixed order, give the same digest. */
const digestOf = (result: FormattedExecutionResult) =>
  createHash('sha1').update(JSON.stringify(result)).digest('base64url');

type Options = {
  config: Config;
  services: Services;
  apollo: ApolloServer<Context>;
  storefront: BuiltApp;
  clock: Clock;
  log?: (message: string, error?: unknown) => void;
  timeoutMs?: number;
};

export function storefrontPages({
  config,
  services,
  apollo,
  storefront,
  clock,
  log = defaultLog,
  timeoutMs = RENDER_TIMEOUT_MS,
}: Options): StorefrontPages {
  let bundle: ServerBundle | null | undefined;
  let pool: RenderPool | undefined;
  const load = (): ServerBundle | null => {
    if (bundle !== undefined) return bundle;
    bundle = null;
    if (!fs.existsSync(config.storefrontServerEntry)) return bundle;
    try {
      // Sync on purpose, once (at start in production); a broken bundle means the shell, not a crash.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      bundle = require(config.storefrontServerEntry) as ServerBundle;
      // Renders on worker threads once built (decision 049); this thread keeps the bundle for its routes.
      if (config.renderWorkers > 0 && renderWorkerBuilt())
        pool = new RenderPool({
          entry: config.storefrontServerEntry,
          size: config.renderWorkers,
          log,
        });
    } catch (error) {
      log(
        `The storefront's server render (${config.storefrontServerEntry}) could not be loaded; pages are the client-only shell.`,
        error,
      );
    }
    return bundle;
  };
  if (config.isProduction) load();
  // Pages show jobs and courses: a write to either makes every kept page old (decision 043).
  const cache = new PageCache({
    ...PAGE_CACHE,
    ttlMs: PUBLIC_PAGE_MAX_AGE_S * 1000,
    maxLifeMs: PAGE_MAX_LIFE_MS,
    version: () => services.jobs.changes() + services.courses.changes(),
    now: () => clock.now().getTime(),
  });

  /** Runs a render's GraphQL for nobody's session: the page is the same for every visitor (decision 043). */
  const executorFor = (req: Request) => {
    const contextValue = anonymousContextOf(services, config, req, req.res!);
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
    if (pool?.available() && pool.busy()) return undefined;
    const run = executorFor(req);
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

  /** The page for a GET: rendered when `server` renders its path (the caller has asked), else the shell. */
  const pageWith = async (
    req: Request,
    server: ServerBundle | null,
  ): Promise<StorefrontPage | undefined> => {
    const shell = storefront.indexHtml();
    if (shell === undefined) return undefined;
    const rendered =
      server && SHELL_ROOT.test(shell) ? await render(req, server, shell) : undefined;
    return rendered ?? { status: 200, html: shell, rendered: false };
  };
  const page = (req: Request) => {
    const server = load();
    return pageWith(req, server?.isServerRendered(pagePath(req)) ? server : null);
  };

  /** Sends the page of this GET's address, kept or made now; false when `make` had none (not built). */
  const send = async (
    req: Request,
    res: Response,
    make: () => Promise<StorefrontPage | undefined>,
  ): Promise<boolean> => {
    const server = load();
    // A filter form submitted without JavaScript: on to the address the app writes (decision 054).
    const canonical = server?.canonicalAddress?.(req.originalUrl);
    if (canonical) {
      res.redirect(302, canonical);
      return true;
    }
    // The page after a form was sent shows its thank-you text once: made for this visitor, not kept.
    const sent = takeSentOutcome(req, res, pagePath(req));
    if (sent) res.locals.formOutcome = sent;
    if (!server?.pageAddress || sent) {
      const made = await make();
      if (made) sendPage(res, made, sent);
      return made !== undefined;
    }
    const answer = await cache.page(
      addressOf(req, server),
      make,
      (made) =>
        made?.rendered && made.status === 200 && !made.location
          ? { html: made.html, sources: made.sources }
          : undefined,
      (sources) => unchanged(req, sources),
    );
    if ('kept' in answer) await sendKeptPage(req, res, answer.kept, answer.how);
    else if (answer.made) sendPage(res, answer.made);
    return 'kept' in answer || answer.made !== undefined;
  };

  const answerForm = async (req: Request, res: Response, outcome: FormOutcome, status: number) => {
    res.locals.formOutcome = outcome;
    const made = await page(req);
    if (!made) throw new Error('the storefront is not built');
    sendPage(res, { ...made, status }, outcome);
  };

  return {
    page,
    send,
    answerForm,
    renderedBy: () => {
      if (!load()) return 'client-only (the storefront has no server bundle: npm run build)';
      const workers = pool?.available() ? config.renderWorkers : 0;
      return workers
        ? `rendered on the server, ${workers} worker thread${workers === 1 ? '' : 's'}`
        : "rendered on the server, on the API's thread";
    },
    close: async () => {
      await pool?.close();
    },
    serve: () => async (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      // The app's files, and anything that looks like one (a missing script stays a 404), are not pages.
      const path = pagePath(req);
      const server = load();
      if (
        storefront.hasFile(path) ||
        LOOKS_LIKE_A_FILE.test(path) ||
        !server?.isServerRendered(path)
      )
        return next();
      try {
        if (!(await send(req, res, () => pageWith(req, server)))) next();
      } catch (error) {
        next(error);
      }
    },
  };
}

/**
 * Sends a storefront page that is not kept (the shell, a "not found", a render a write overtook):
 * the browser asks again each time. Kept pages go out public (`sendKeptPage`). A page showing a
 * form's outcome carries it for the app (FORM_STATE_ID) and is this visitor's alone (no-store).
 */
function sendPage(res: Response, page: StorefrontPage, outcome?: FormOutcome) {
  if (page.location) return res.redirect(page.status, page.location);
  res.setHeader('Server-Timing', `page;desc="${page.rendered ? 'rendered' : 'shell'}"`);
  res.status(page.status).type('html');
  res.setHeader('Cache-Control', outcome ? 'private, no-store' : 'no-cache');
  res.send(
    outcome
      ? page.html.replace(/<\/body>/i, () => `${formStateScript(outcome)}</body>`)
      : page.html,
  );
}

/** The form outcome this request's page shows (set by `send` or `answerForm`). */
const formOutcomeOf = (req: Request): FormOutcome | undefined =>
  req.res?.locals.formOutcome as FormOutcome | undefined;

/** Adds tags at the end of a page's <head>. */
export function addToHead(html: string, tags: string): string {
  // A function replacement: page text must never be read as `$&` patterns.
  return html.replace(/<\/head>/i, () => `${tags}\n</head>`);
}

const SHELL_ROOT = /<div id="root"><\/div>/;
const LOOKS_LIKE_A_FILE = /\.[a-z0-9]+$/i;

/**
 * The address the page is rendered and kept under (the bundle's `pageAddress`): an unknown or
 * reordered query gives the same page, so random query strings cannot fill the cache.
 */
const addressOf = (req: Request, server: ServerBundle) =>
  server.pageAddress ? server.pageAddress(req.originalUrl) : req.originalUrl;

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

function defaultLog(message: string, error?: unknown) {
  console.error(message, error instanceof Error ? (error.stack ?? error.message) : (error ?? ''));
}
