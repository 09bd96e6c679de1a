import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { encodingWeights, preferredEncoding } from './encoded-response';

/**
 * The dynamic compression's settings: its threshold, the brotli quality, and the largest answer
 * compressed in one call on the event loop (`wholeAnswers`); larger or streamed ones go through
 * the compression middleware's streams on libuv's threads.
 */
export const COMPRESSION = { threshold: 1024, brotliQuality: 4, wholeMax: 256 * 1024 } as const;

/** `bytes` compressed in one call, with the dynamic compression's settings. */
export function compressedCopy(bytes: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes);
}

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;

/**
 * Whether an answer of this type may be compressed at all: a compressible Content-Type (the
 * middleware's own filter) and no `Cache-Control: no-transform`. Such answers vary by
 * Accept-Encoding.
 */
export function mayCompress(req: Request, res: Response): boolean {
  const cacheControl = res.getHeader('Cache-Control');
  return (
    compression.filter(req, res) &&
    !(cacheControl !== undefined && NO_TRANSFORM.test(String(cacheControl)))
  );
}

/**
 * br or gzip for a body of `length` bytes about to be sent whole: compressible, at or above the
 * threshold, not already encoded, not for HEAD, and an encoding the client weighs above nothing
 * (`preferredEncoding`) and no less than deflate. Undefined: sent as it is, or left to the
 * middleware (deflate).
 */
export function answerEncoding(
  req: Request,
  res: Response,
  length: number,
): 'br' | 'gzip' | undefined {
  if (length < COMPRESSION.threshold || req.method === 'HEAD') return undefined;
  if (res.getHeader('Content-Encoding') !== undefined || !mayCompress(req, res)) return undefined;
  const header = req.headers['accept-encoding'];
  const chosen = preferredEncoding(header);
  const weight = encodingWeights(header);
  return chosen && weight(chosen) >= weight('deflate') ? chosen : undefined;
}

/**
 * The encoding of an answer compressed for one request: gzip whenever the client takes it, else
 * what `answerEncoding` picks. Made per request, on the event loop, gzip (level 6) costs about a
 * quarter of brotli's quality 4 here for the same size as brotli's fast levels (decision 052);
 * copies made once (kept pages, REST pages, the built apps) are brotli.
 */
function perRequestEncoding(req: Request, res: Response, length: number) {
  const chosen = answerEncoding(req, res, length);
  if (chosen !== 'br') return chosen;
  const weight = encodingWeights(req.headers['accept-encoding']);
  return weight('gzip') > 0 && weight('gzip') >= weight('deflate') ? 'gzip' : 'br';
}

type End = Response['end'];

/**
 * Compresses an answer sent whole (one `res.end(body)`, as `res.send` and `res.json` do) in one
 * synchronous call, gzip unless the client takes only brotli (`perRequestEncoding`): for the API's
 * answers (a few KB) that costs a fraction of the CPU of a compression stream, its set-up and its
 * round trips to libuv's threads (decision 052). The answer gets Content-Encoding, its
 * Content-Length and `Vary: Accept-Encoding`; the middleware then leaves it alone. An answer
 * written in parts, or larger than COMPRESSION.wholeMax, is left to the middleware.
 */
function wholeAnswers(req: Request, res: Response, next: NextFunction) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let parts = false;
  res.write = ((...args: Parameters<Response['write']>) => {
    parts = true;
    return (write as (...a: unknown[]) => boolean)(...args);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    const [chunk, encoding] = args;
    if (!parts && !res.headersSent && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : chunk;
      const coding =
        bytes.length <= COMPRESSION.wholeMax && perRequestEncoding(req, res, bytes.length);
      if (coding) {
        const copy = compressedCopy(bytes, coding);
        res.vary('Accept-Encoding');
        res.setHeader('Content-Encoding', coding);
        res.setHeader('Content-Length', copy.length);
        const done = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
        return (end as (chunk: Buffer, cb?: () => void) => Response)(copy, done);
      }
    }
    return (end as (...a: unknown[]) => Response)(...args);
  }) as End;
  next();
}

/**
 * Dynamic compression of what the API and the job pages answer (decisions 010, 052), above 1 KB:
 * whole answers in one call (gzip unless the client takes only brotli), streamed ones by the
 * compression middleware (brotli when the client takes it, else gzip). Answers that already carry a Content-Encoding (the built apps'
 * pre-compressed files, any pre-compressed snapshot, a kept JSON answer's copies) are left as
 * they are.
 */
export const compressAnswers: RequestHandler[] = [
  compression({
    threshold: COMPRESSION.threshold,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } },
  }),
  wholeAnswers,
];
