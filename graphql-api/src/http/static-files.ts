import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { NotFoundError } from '../errors';
import compressible from './compressible.json';
import { sendEncoded } from './encoded-response';

/**
 * A built React app (its `dist` folder) held in memory with brotli and gzip copies (decision 010):
 * serving it reads no file and compresses nothing, so it never waits for libuv's thread pool,
 * which password hashing and zlib use. Loaded when the app is first seen built (at start in
 * production), so `npm run build` needs a restart to be served, as any deploy does.
 */
export type BuiltApp = {
  /** The app's index.html, or undefined while the app is not built. */
  indexHtml(): string | undefined;
  /** Whether a URL path (decoded) is one of the app's files. */
  hasFile(urlPath: string): boolean;
  /** Express middleware: the app's files, and its index.html for every other GET (client routes). */
  serve(): RequestHandler;
};

type StaticFile = {
  /** Extension, for Content-Type. */
  ext: string;
  cacheControl: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
};

/** The files worth a brotli and a gzip copy, by extension; scripts/precompress.mjs reads the same list. */
const COMPRESSIBLE = new Set(compressible);

export function builtApp(dist: string, { sourceMaps }: { sourceMaps: boolean }): BuiltApp {
  let files: Map<string, StaticFile> | undefined;
  let index: string | undefined;
  let fallback: StaticFile | undefined;

  const load = () => {
    if (files) return files;
    // Sync on purpose: it runs once, and before this app answers anything.
    if (!fs.existsSync(path.join(dist, 'index.html'))) return undefined;
    files = readDist(dist, sourceMaps);
    fallback = { ...files.get('/index.html')!, cacheControl: 'no-cache' };
    files.set('/index.html', fallback);
    index = fallback.identity.toString('utf8');
    return files;
  };
  load();

  return {
    indexHtml: () => (load() ? index : undefined),
    hasFile: (urlPath) => load()?.has(urlPath) ?? false,
    serve: () => (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const loaded = load();
      if (!loaded) {
        res.status(503).type('text/plain').send('This app is not built yet: run `npm run build`.');
        return;
      }
      const urlPath = decodedPath(req) ?? '';
      const file = loaded.get(urlPath);
      if (file) return send(req, res, file);
      // A missing script or map is a 404, not the app page (and source maps are not public in production).
      if (urlPath.startsWith('/assets/') || urlPath.endsWith('.map'))
        return next(new NotFoundError('No such file.'));
      send(req, res, fallback!);
    },
  };
}

function decodedPath(req: Request): string | undefined {
  try {
    return decodeURIComponent(req.path);
  } catch {
    return undefined;
  }
}

function send(req: Request, res: Response, file: StaticFile) {
  res.type(file.ext);
  res.setHeader('Cache-Control', file.cacheControl);
  // One strong ETag per representation: the brotli and gzip bytes are different entities.
  void sendEncoded(req, res, file, (sent) =>
    sent ? `${file.etag.slice(0, -1)}-${sent}"` : file.etag,
  );
}

/** Every file under dist, keyed by URL path, with its .br/.gz from the build (or made now). */
function readDist(dist: string, sourceMaps: boolean): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const names = fs.readdirSync(dist, { recursive: true, withFileTypes: true });
  for (const entry of names) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const ext = path.extname(full);
    const urlPath = '/' + path.relative(dist, full).split(path.sep).join('/');
    if (ext === '.br' || ext === '.gz' || urlPath.includes('/.')) continue; // variants, dotfiles
    if (ext === '.map' && !sourceMaps) continue;
    const identity = fs.readFileSync(full);
    const file: StaticFile = {
      ext,
      cacheControl: cacheControlOf(urlPath),
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      identity,
    };
    if (COMPRESSIBLE.has(ext)) {
      file.br = smaller(
        identity,
        readIfExists(`${full}.br`) ??
          zlib.brotliCompressSync(identity, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
          }),
      );
      file.gzip = smaller(identity, readIfExists(`${full}.gz`) ?? zlib.gzipSync(identity));
    }
    files.set(urlPath, file);
  }
  return files;
}

/**
 * Hashed files forever; the service worker (decision 032) always revalidated, so a deploy reaches
 * browsers on their next visit; the rest (icons, the manifest, the favicon) for an hour.
 */
function cacheControlOf(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath === '/sw.js') return 'no-cache';
  return 'public, max-age=3600';
}

function readIfExists(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

function smaller(identity: Buffer, compressed: Buffer): Buffer | undefined {
  return compressed.length < identity.length ? compressed : undefined;
}
