import type { Request, Response } from 'express';

/** Bytes made ahead of time: the raw body and, where smaller, its brotli and gzip copies. */
export type EncodedBody = { identity: Buffer; br?: Buffer; gzip?: Buffer };

/**
 * Answers with the copy the client weighs most (`preferredEncoding`) and the ETag `etagOf` gives
 * for what is sent (`sendRepresentation`). The caller sets Content-Type and any caching headers
 * first. Used by the built apps.
 */
export function sendEncoded(
  req: Request,
  res: Response,
  body: EncodedBody,
  etagOf: (sent: 'br' | 'gzip' | undefined) => string,
) {
  const encoding =
    body.br || body.gzip ? preferredEncoding(req.headers['accept-encoding']) : undefined;
  const bytes = (encoding && body[encoding]) || body.identity;
  const sent = bytes === body.identity ? undefined : encoding;
  return sendRepresentation(req, res, bytes, {
    encoding: sent,
    etag: etagOf(sent),
    varies: Boolean(body.br || body.gzip),
  });
}

/**
 * Answers with one representation: Content-Encoding when it is compressed (so the compression
 * middleware leaves it alone), Vary when the client's Accept-Encoding chose it, its ETag, 304 when
 * the request already holds it (`req.fresh`, before `bytes` is asked for), and no body for HEAD.
 */
export async function sendRepresentation(
  req: Request,
  res: Response,
  bytes: Buffer | (() => Promise<Buffer>),
  { encoding, etag, varies }: { encoding?: 'br' | 'gzip'; etag: string; varies: boolean },
) {
  if (varies) res.vary('Accept-Encoding');
  res.setHeader('ETag', etag);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const body = typeof bytes === 'function' ? await bytes() : bytes;
  res.setHeader('Content-Length', body.length);
  res.status(200);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** br or gzip, whichever the client weighs more (br on a tie); undefined for the raw bytes. */
export function preferredEncoding(
  header: string | string[] | undefined,
): 'br' | 'gzip' | undefined {
  const weight = encodingWeights(header);
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

/** How much an Accept-Encoding header weighs each content coding (its q, `*`'s, or 0). */
export function encodingWeights(header: string | string[] | undefined): (coding: string) => number {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return (coding) => weights.get(coding) ?? weights.get('*') ?? 0;
}
