// One request of a bench:load visitor over HTTP, decoded, and how its answer counts (load-mix.mjs).
import http from 'node:http';
import zlib from 'node:zlib';

const REQUEST_TIMEOUT_MS = 30_000;

/** A browser's Accept-Encoding: every visitor asks for compressed answers, as Chromium does. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The body as sent, decoded (the bench reads JSON answers and page markup). */
function decoded(res, body) {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

/**
 * One HTTP request, resolving (never rejecting) with status, headers and body (decoded; `bytes`:
 * as sent), or a network error.
 */
export function send(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method, headers, agent, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          try {
            resolve({
              status: res.statusCode,
              headers: res.headers,
              bytes: body.length,
              text: decoded(res, body).toString('utf8'),
            });
          } catch (error) {
            resolve({ status: 0, error });
          }
        });
        res.on('error', (error) => resolve({ status: 0, error }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', (error) => resolve({ status: 0, error }));
    req.end(body);
  });
}

/**
 * ok | limited (429, RATE_LIMITED) | busy (503 with Retry-After, or BUSY: load shed, a refusal, not
 * an error) | error (network, other 5xx, INTERNAL_SERVER_ERROR) | rejected (other 4xx).
 */
export function outcome(res, json) {
  const code = json?.errors?.[0]?.extensions?.code;
  if (res.status === 429 || code === 'RATE_LIMITED') return 'limited';
  if ((res.status === 503 && res.headers?.['retry-after']) || code === 'BUSY') return 'busy';
  if (res.status === 0 || res.status >= 500) return 'error';
  if (code === 'INTERNAL_SERVER_ERROR') return 'error';
  if (res.status >= 400 || code) return 'rejected';
  return 'ok';
}
