import type { ApolloServer } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import type { Context } from '../graphql/context';
import type { Services } from '../services';
import { loadSession } from './session';
import { PageCache, PUBLIC_PAGE_MAX_AGE_S, sendKeptPage } from './page-cache';
import { type FormOutcome, formStateScript, pagePath, takeSentOutcome } from './page-forms';
import {
  addressOf,
  pageRenderer,
  RENDER_TIMEOUT_MS,
  SHELL_ROOT,
  type StorefrontPage,
} from './page-render';
import { type ServerBundle, serverBundleLoader } from './server-bundle';
import type { BuiltApp } from './static-files';
import { log } from '../lib/log';

/**
 * The storefront's public pages rendered on the server (decision 030): the storefront's server
 * bundle (storefront/src/entry-server.tsx, built into dist-server/entry-server.cjs) renders a page
 * with its GraphQL run here, in-process, as a visitor without a session, whoever asks; the markup,
 * its <head> tags and the Apollo cache go into the built index.html, which the browser then hydrates
 * (and asks for its session, decision 043). Being the same for everyone, a rendered page is public
 * and kept by address (page-cache.ts). Without the bundle, or when a render throws or is slow, the
 * page is the client-only shell, as before: never a 500. The bundle is loaded by server-bundle.ts
 * and a page rendered by page-render.ts; this file keeps and sends the pages.
 */

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
  const bundle = serverBundleLoader(config, log);
  const { load } = bundle;
  if (config.isProduction) load();
  // Pages show jobs and courses: a write to either makes every kept page old (decision 043).
  const cache = new PageCache({
    ...PAGE_CACHE,
    ttlMs: PUBLIC_PAGE_MAX_AGE_S * 1000,
    maxLifeMs: PAGE_MAX_LIFE_MS,
    version: () => services.jobs.changes() + services.courses.changes(),
    now: () => clock.now().getTime(),
  });

  const readSession = sessionReader(services, config);
  const { render, unchanged } = pageRenderer({ config, services, apollo, bundle, log, timeoutMs });

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
    // Made for this visitor, never kept: the page after a form was sent (its thank-you text shows
    // once), and a page rendered for the viewer who asks (theirs alone, decision 103).
    const sent = takeSentOutcome(req, res, pagePath(req));
    if (sent) res.locals.formOutcome = sent;
    const forViewer = server?.isRenderedForViewer?.(pagePath(req)) ?? false;
    if (forViewer) await readSession(req, res);
    if (!server?.pageAddress || sent || forViewer) {
      const made = await make();
      if (made) sendPage(res, made, sent, forViewer);
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
    renderedBy: bundle.renderedBy,
    close: bundle.close,
    serve: () => serveRendered(storefront, load, send, pageWith),
  };
}

/**
 * Sends a storefront page that is not kept (the shell, a "not found", a render a write overtook):
 * the browser asks again each time. Kept pages go out public (`sendKeptPage`). A page showing a
 * form's outcome carries it for the app (FORM_STATE_ID) and is this visitor's alone (no-store), as
 * is a page rendered for the viewer (`forViewer`, decision 103).
 */
function sendPage(res: Response, page: StorefrontPage, outcome?: FormOutcome, forViewer = false) {
  if (page.location) return res.redirect(page.status, page.location);
  res.setHeader('Server-Timing', `page;desc="${page.rendered ? 'rendered' : 'shell'}"`);
  res.status(page.status).type('html');
  res.setHeader('Cache-Control', outcome || forViewer ? 'private, no-store' : 'no-cache');
  if (forViewer) res.vary('Cookie');
  res.send(
    outcome
      ? page.html.replace(/<\/body>/i, () => `${formStateScript(outcome)}</body>`)
      : page.html,
  );
}

/** The request's session (req.user), read as /graphql reads it: for the pages rendered for the viewer. */
function sessionReader(services: Services, config: Config) {
  const session = loadSession(services, config);
  return (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) =>
        reject(error instanceof Error ? error : new Error(String(error)));
      session(req, res, (error?: unknown) => (error ? fail(error) : resolve())).catch(fail);
    });
}

const LOOKS_LIKE_A_FILE = /\.[a-z0-9]+$/i;

/** Express middleware answering GETs of the server-rendered paths (the job pages have their own route). */
function serveRendered(
  storefront: BuiltApp,
  load: () => ServerBundle | null,
  send: StorefrontPages['send'],
  pageWith: (req: Request, server: ServerBundle) => Promise<StorefrontPage | undefined>,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // The app's files, and anything that looks like one (a missing script stays a 404), are not pages.
    const path = pagePath(req);
    const server = load();
    if (storefront.hasFile(path) || LOOKS_LIKE_A_FILE.test(path) || !server?.isServerRendered(path))
      return next();
    try {
      if (!(await send(req, res, () => pageWith(req, server)))) next();
    } catch (error) {
      next(error);
    }
  };
}

function defaultLog(message: string, error?: unknown) {
  log.error(error === undefined ? {} : { err: error }, message);
}
