import type { Request, Response } from 'express';
import { answerEncoding, compressedCopy } from './compression';

/** Express's `etag fn` setting: the ETag of a body, or none. */
type EtagFn = (body: Buffer) => string | undefined;

/**
 * A JSON answer written once and sent many times (decision 050): its UTF-8 bytes, the ETag
 * Express's `etag fn` gives them, and brotli and gzip copies made the first time a client asks for
 * one, with the dynamic compression's settings.
 */
class KeptJson {
  readonly bytes: Buffer;
  private etagFn: unknown = null;
  private etag: string | undefined;
  private copies: { br?: Buffer; gzip?: Buffer } = {};

  constructor(text: string) {
    this.bytes = Buffer.from(text, 'utf8');
  }

  /** The ETag `res.send` would set for these bytes with this app's `etag fn` (none when it is off). */
  etagFor(fn: unknown): string | undefined {
    if (fn !== this.etagFn) {
      this.etagFn = fn;
      this.etag = typeof fn === 'function' ? (fn as EtagFn)(this.bytes) : undefined;
    }
    return this.etag;
  }

  copy(encoding: 'br' | 'gzip'): Buffer {
    return (this.copies[encoding] ??= compressedCopy(this.bytes, encoding));
  }
}

/**
 * The kept answers of lists whose items are shared, unchanged objects (a cached page's records):
 * a list is found by its items themselves (the same objects in the same order), so its answer
 * lives and goes with them, whatever array holds them. `write` must depend on the items alone.
 * Up to `perFirstItem` lists starting with the same item are kept (pages of several filters).
 */
export class KeptLists<T extends object> {
  private readonly byFirst = new WeakMap<T, { items: readonly T[]; answer: KeptJson }[]>();
  private empty: KeptJson | undefined;

  constructor(
    private readonly write: (items: readonly T[]) => string,
    private readonly perFirstItem = 4,
  ) {}

  answer(items: readonly T[]): KeptJson {
    const first = items[0];
    if (first === undefined) return (this.empty ??= new KeptJson(this.write(items)));
    let kept = this.byFirst.get(first);
    if (!kept) this.byFirst.set(first, (kept = []));
    const found = kept.find((entry) => sameItems(entry.items, items));
    if (found) return found.answer;
    const answer = new KeptJson(this.write(items));
    kept.unshift({ items, answer });
    if (kept.length > this.perFirstItem) kept.pop();
    return answer;
  }
}

function sameItems<T>(a: readonly T[], b: readonly T[]) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Answers a kept JSON text as `res.type('application/json').send(text)` would (Content-Type with
 * charset, Content-Length, the ETag of `etag fn`, 304 to a matching If-None-Match, no body for
 * HEAD), without converting or hashing the text again. When the dynamic compression would
 * compress it (`answerEncoding`), the kept brotli or gzip copy is sent instead, with
 * Content-Encoding and `Vary: Accept-Encoding`.
 */
export function sendKeptJson(req: Request, res: Response, kept: KeptJson) {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(kept.bytes.length));
  const etag =
    res.getHeader('ETag') === undefined ? kept.etagFor(req.app.get('etag fn')) : undefined;
  if (etag) res.setHeader('ETag', etag);
  if (req.fresh) {
    res.status(304);
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Length');
    res.end();
    return;
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const encoding = answerEncoding(req, res, kept.bytes.length);
  if (!encoding) {
    res.end(kept.bytes);
    return;
  }
  const copy = kept.copy(encoding);
  res.vary('Accept-Encoding');
  res.setHeader('Content-Length', String(copy.length));
  res.setHeader('Content-Encoding', encoding);
  res.end(copy);
}
