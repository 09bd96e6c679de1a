import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';

/**
 * The dynamic compression's settings: its threshold, and the brotli quality the middleware uses
 * by default (kept-json.ts makes its copies with the same).
 */
export const COMPRESSION = { threshold: 1024, brotliQuality: 4 } as const;

/**
 * Dynamic compression of what the API and the job pages answer (decision 010): brotli
 * when the client takes it, else gzip, above 1 KB. Answers that already carry a Content-Encoding
 * (the built apps' pre-compressed files, any pre-compressed snapshot, a kept JSON answer's copies)
 * are left as they are.
 */
export const compressAnswers = compression({
  threshold: COMPRESSION.threshold,
  brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } },
});
