import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { preferredEncoding, sendRepresentation } from './encoded-response';
import type { RenderOperation } from './render-pool';
import { metrics } from '../lib/metrics';

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);

/** How long browsers, proxies and this cache keep a public page, and how long a stale one may be shown while it is fetched again. */
export const PUBLIC_PAGE_MAX_AGE_S = 60;
export const PUBLIC_PAGE_STALE_S = 300;
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=${PUBLIC_PAGE_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_PAGE_STALE_S}`;

/**
 * What a page was made from (decision 077): each GraphQL operation its render ran, with a digest of
 * its answer. Asked again, the same answers mean a render now would make the same page.
 */
export type PageSources = { operation: RenderOperation; digest: string }[];

/** What `page`'s caller keeps of a page it made: its HTML, and what it was made from when known. */
export type Keepable = { html: string; sources?: PageSources };

/**
 * A page kept as brotli only, about a seventh of its HTML (browsers take it as it is; the raw and
 * gzip copies are made from it when asked, off the event loop), with the strong ETag of its HTML.
 */
export type KeptPage = {
  br: Buffer;
  etag: string;
  /** The content version (`version()`) the render started from. */
  version: number;
  /** When it was rendered. */
  madeAt: number;
  /** When it was rendered or last found unchanged (`unchanged`): it is answered for `ttlMs` after. */
  at: number;
  bytes: number;
  sources?: PageSources;
};

/** How a page was answered (`Server-Timing: page;desc=…`). */
export type KeptHow = 'kept' | 'checked' | 'rendered';

type Options = {
  /** The bytes every kept page may take together (its brotli copy and its key). */
  maxBytes: number;
  maxEntries: number;
  ttlMs: number;
  /**
   * A kept page is rendered again at least this often, whatever its sources answer: it bounds what
   * a page shows that no query gives (the footer's year).
   */
  maxLifeMs: number;
  /**
   * A number that changes whenever something a public page shows is written (a job, a course):
   * a page rendered before it changed is never answered again.
   */
  version: () => number;
  now?: () => number;
};

/**
 * The server-rendered public pages, kept by address (decision 043). A page is the same for every
 * visitor, so a kept one is answered without a render. Least recently used pages go first when the
 * bytes or the count are over their bound; a page goes when the content version changes (this
 * instance's writes, at once). After `ttlMs` (another instance's writes), never later than the
 * page's max-age, a kept page is checked: when its caller can tell that its sources still answer
 * the same (`unchanged`, decision 077) it is kept `ttlMs` more, else it is rendered again; after
 * `maxLifeMs` it is rendered again in any case. Concurrent misses (and checks) of one address share
 * one render. Compression runs on libuv's threads: the event loop only renders.
 */
export class PageCache {
  /** In order of use, the least recent first (a Map keeps insertion order). */
  private readonly entries = new Map<string, KeptPage>();
  private readonly making = new Map<string, Promise<unknown>>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: Options) {
    this.now = options.now ?? (() => performance.now());
  }

  /**
   * The kept page of `key`, or the one `make` gives now, kept when `keepable` gives its HTML.
   * Concurrent requests for one address share one `make`, kept or not: what it makes is the same
   * for every visitor. A kept page past `ttlMs` with sources is answered again when `unchanged`
   * says they answer the same.
   */
  page<P>(
    key: string,
    make: () => Promise<P>,
    keepable: (page: P) => Keepable | undefined,
    unchanged?: (sources: PageSources) => Promise<boolean>,
  ): Promise<{ kept: KeptPage; how: KeptHow } | { made: P }> {
    const found = this.get(key);
    if (found && !found.due) {
      metrics.pageCache.inc({ result: 'hit' });
      return Promise.resolve({ kept: found.entry, how: 'kept' });
    }
    const pending = this.making.get(key) as
      Promise<{ kept: KeptPage; how: KeptHow } | { made: P }> | undefined;
    if (pending) return pending;
    const answer = (async (): Promise<{ kept: KeptPage; how: KeptHow } | { made: P }> => {
      const entry = found?.entry;
      if (entry?.sources && unchanged && (await unchanged(entry.sources).catch(() => false))) {
        // Kept on only when no write came while the sources were read, and it is still the one kept.
        if (entry.version === this.options.version() && this.entries.get(key) === entry) {
          entry.at = this.now();
          metrics.pageCache.inc({ result: 'checked' });
          return { kept: entry, how: 'checked' };
        }
      }
      if (entry) this.drop(key, entry);
      metrics.pageCache.inc({ result: 'miss' });
      const version = this.options.version();
      const page = await make();
      const keep = keepable(page);
      const kept = keep === undefined ? undefined : await this.keep(key, keep, version);
      return kept ? { kept, how: 'rendered' } : { made: page };
    })();
    this.making.set(key, answer);
    answer.then(
      () => this.making.delete(key),
      () => this.making.delete(key),
    );
    return answer;
  }

  /** How many pages and bytes are kept (for tests and the bench). */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The kept page of `key`, `due` when past `ttlMs`; gone when the version changed or past `maxLifeMs`. */
  private get(key: string): { entry: KeptPage; due: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.version !== this.options.version() || now - entry.madeAt >= this.options.maxLifeMs) {
      this.drop(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { entry, due: now - entry.at >= this.options.ttlMs };
  }

  private async keep(
    key: string,
    { html, sources }: Keepable,
    version: number,
  ): Promise<KeptPage | undefined> {
    const identity = Buffer.from(html);
    const br = await brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
    // A write while it rendered: the page may show what was there before, so it is answered, not kept.
    if (version !== this.options.version()) return undefined;
    const bytes = key.length + br.length;
    const now = this.now();
    const entry: KeptPage = {
      br,
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      version,
      madeAt: now,
      at: now,
      bytes,
      sources,
    };
    // One page may take an eighth of the budget at most: a huge page never empties the cache.
    if (bytes > this.options.maxBytes / 8) return entry;
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    this.entries.set(key, entry);
    this.bytes += bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.options.maxBytes && this.entries.size <= this.options.maxEntries)
        break;
      this.drop(oldKey, old);
    }
    return entry;
  }

  private drop(key: string, entry: KeptPage) {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * Answers with a kept page: public for `PUBLIC_PAGE_MAX_AGE_S`, its ETag (one per encoding, as the
 * built apps' files), 304 when the browser or proxy already holds it, never a cookie.
 */
export function sendKeptPage(req: Request, res: Response, page: KeptPage, how: KeptHow = 'kept') {
  res.type('html');
  res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  res.setHeader('Server-Timing', `page;desc="${how}"`);
  res.removeHeader('Set-Cookie');
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const bytes =
    encoding === 'br'
      ? page.br
      : async () => {
          const identity = await unbrotli(page.br);
          return encoding === 'gzip' ? gzip(identity) : identity;
        };
  return sendRepresentation(req, res, bytes, {
    encoding,
    etag: encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag,
    varies: true,
  });
}
