import fs from 'node:fs';
import type { Config } from '../config';
import { type RenderBundle, RenderPool, renderWorkerBuilt } from './render-pool';

/** The contract of entry-server.tsx (its ServerRenderRequest / ServerRenderResult). */
export type ServerBundle = RenderBundle & {
  isServerRendered(pathname: string): boolean;
  /** Whether the page is rendered for the asking viewer: sent private and never kept (decision 103). */
  isRenderedForViewer?(pathname: string): boolean;
  /** The address a page is rendered and kept under: its path, and the query only as far as the page reads it. */
  pageAddress?(url: string): string;
  /** Where an address of the page's own parameters in another form is sent (the job filters posted without JavaScript). */
  canonicalAddress?(url: string): string | undefined;
};

/** The storefront's server bundle, loaded on first use, and the worker threads that render with it. */
export type ServerBundleLoader = {
  /** The bundle; null when it is not built or could not be loaded. */
  load: () => ServerBundle | null;
  /** The render workers, once the bundle is loaded and they are built (decision 049). */
  pool: () => RenderPool | undefined;
  /** Where pages are rendered, in words for the start-up banner. */
  renderedBy: () => string;
  close: () => Promise<void>;
};

export function serverBundleLoader(
  config: Config,
  log: (message: string, error?: unknown) => void,
): ServerBundleLoader {
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
  return {
    load,
    pool: () => pool,
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
  };
}
