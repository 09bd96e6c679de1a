import fs from 'node:fs';
import type { ApolloServer } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';
import { type Context, contextOf } from '../graphql/context';
import type { Services } from '../services';
import { loadSession } from './session';
import type { BuiltApp } from './static-files';

/**
 * The storefront's public pages rendered on the server (decision 030): the storefront's server
 * bundle (storefront/src/entry-server.tsx, built into dist-server/entry-server.cjs) renders a page
 * with its GraphQL run here, in-process, as the asking viewer; the markup, its <head> tags and the
 * Apollo cache go into the built index.html, which the browser then hydrates. Without the bundle,
 * or when a render throws or is slow, the page is the client-only shell, as before: never a 500.
 */

/** The contract of entry-server.tsx (its ServerRenderRequest / ServerRenderResult). */
type Operation = { query: string; variables?: Record<string, unknown>; operationName?: string };
type ServerBundle = {
  isServerRendered(pathname: string): boolean;
  render(request: {
    url: string;
    execute(operation: Operation): Promise<FormattedExecutionResult>;
    signal: AbortSignal;
  }): Promise<{
    status: number;
    location?: string;
    html: string;
    head: string;
    state: string;
  }>;
};

/** A page to send, or (`location`) a redirect a route of the storefront answered with. */
export type StorefrontPage = { status: number; html: string; rendered: boolean; location?: string };

export type StorefrontPages = {
  /**
   * The page for this GET: server-rendered when its path is one of the rendered pages and the render
   * succeeded, else the shell (status 200); undefined while the storefront is not built.
   */
  page(req: Request, res: Response): Promise<StorefrontPage | undefined>;
  /** Express middleware answering GETs of the server-rendered paths (the job pages have their own route). */
  serve(): RequestHandler;
};

/** A render slower than this is abandoned for the shell (the browser then fetches the data itself). */
export const RENDER_TIMEOUT_MS = 3000;

type Options = {
  config: Config;
  services: Services;
  apollo: ApolloServer<Context>;
  storefront: BuiltApp;
  log?: (message: string, error?: unknown) => void;
  timeoutMs?: number;
};

export function storefrontPages({
  config,
  services,
  apollo,
  storefront,
  log = defaultLog,
  timeoutMs = RENDER_TIMEOUT_MS,
}: Options): StorefrontPages {
  let bundle: ServerBundle | null | undefined;
  const load = (): ServerBundle | null => {
    if (bundle !== undefined) return bundle;
    bundle = null;
    if (!fs.existsSync(config.storefrontServerEntry)) return bundle;
    try {
      // Sync on purpose, once (at start in production); a broken bundle means the shell, not a crash.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      bundle = require(config.storefrontServerEntry) as ServerBundle;
    } catch (error) {
      log(
        `The storefront's server render (${config.storefrontServerEntry}) could not be loaded; pages are the client-only shell.`,
        error,
      );
    }
    return bundle;
  };
  if (config.isProduction) load();
  const withSession = loadSession(services);

  /** The render of a page the bundle renders; undefined when it failed or was too slow. */
  async function render(
    req: Request,
    res: Response,
    server: ServerBundle,
    shell: string,
  ): Promise<StorefrontPage | undefined> {
    // The viewer's session, as /graphql would read it: the navbar renders as the browser will.
    if (req.user === undefined) await withSession(req, res, () => undefined);
    const contextValue = contextOf(services, config, req, res);
    const execute = async (operation: Operation) => {
      const response = await apollo.executeOperation(operation, { contextValue });
      if (response.body.kind !== 'single') throw new Error('an incremental GraphQL answer');
      return response.body.singleResult;
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
      const page = await Promise.race([
        server.render({ url: req.originalUrl, execute, signal: abort.signal }),
        timeout,
      ]);
      if (page.location)
        return { status: page.status, html: '', rendered: true, location: page.location };
      return { status: page.status, html: serverPage(shell, page), rendered: true };
    } catch (error) {
      log(
        `GET ${req.originalUrl}: the server render failed; the client-only shell is served.`,
        error,
      );
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The page for a GET: rendered when `server` renders its path (the caller has asked), else the shell. */
  const pageWith = async (
    req: Request,
    res: Response,
    server: ServerBundle | null,
  ): Promise<StorefrontPage | undefined> => {
    const shell = storefront.indexHtml();
    if (shell === undefined) return undefined;
    const rendered =
      server && SHELL_ROOT.test(shell) ? await render(req, res, server, shell) : undefined;
    return rendered ?? { status: 200, html: shell, rendered: false };
  };
  const page = (req: Request, res: Response) => {
    const server = load();
    return pageWith(req, res, server?.isServerRendered(pathOf(req)) ? server : null);
  };

  return {
    page,
    serve: () => async (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      // The app's files, and anything that looks like one (a missing script stays a 404), are not pages.
      const path = pathOf(req);
      const server = load();
      if (
        storefront.hasFile(path) ||
        LOOKS_LIKE_A_FILE.test(path) ||
        !server?.isServerRendered(path)
      )
        return next();
      try {
        const answer = await pageWith(req, res, server);
        if (!answer) return next();
        sendPage(res, answer);
      } catch (error) {
        next(error);
      }
    },
  };
}

/** Sends a storefront page: never cached by anyone but the browser, which asks again each time. */
export function sendPage(res: Response, page: StorefrontPage) {
  if (page.location) return res.redirect(page.status, page.location);
  res.status(page.status).type('html');
  // A rendered page shows its viewer's navbar: no shared cache may keep it.
  res.setHeader('Cache-Control', page.rendered ? 'private, no-cache' : 'no-cache');
  if (page.rendered) res.vary('Cookie');
  res.send(page.html);
}

/** Adds tags at the end of a page's <head>. */
export function addToHead(html: string, tags: string): string {
  // A function replacement: page text must never be read as `$&` patterns.
  return html.replace(/<\/head>/i, () => `${tags}\n</head>`);
}

const SHELL_ROOT = /<div id="root"><\/div>/;
const LOOKS_LIKE_A_FILE = /\.[a-z0-9]+$/i;

/** The path as the browser asked for it (a router mounted on a prefix sees only the rest in req.path). */
const pathOf = (req: Request) => new URL(req.originalUrl, 'http://storefront.invalid').pathname;

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

function defaultLog(message: string, error?: unknown) {
  console.error(message, error instanceof Error ? (error.stack ?? error.message) : (error ?? ''));
}
