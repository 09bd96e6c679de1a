import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveTarget } from './webhook-url';

/** How long one attempt may take, connecting included (decision 104). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Characters of an answer kept for staff. */
const ANSWER_MAX = 1000;

export type PostOutcome =
  | { ok: true; status: number; answer: string }
  | { ok: false; status: number | null; answer: string | null; error: string };

/**
 * One signed POST of `body` to `url` (decision 104): the host resolved and checked now, the
 * connection made to that checked address (the TLS name stays the host's), at most
 * WEBHOOK_TIMEOUT_MS in all, no redirects followed. A 2xx answer is delivered; anything else is a
 * failure with what the receiver said.
 */
export async function postSigned(
  url: URL,
  body: string,
  headers: Record<string, string>,
  production: boolean,
): Promise<PostOutcome> {
  let target;
  try {
    target = await resolveTarget(url, production);
  } catch (error) {
    return { ok: false, status: null, answer: null, error: messageOf(error) };
  }
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'DevJobs-Webhooks/1',
          ...headers,
        },
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (answer.length < ANSWER_MAX) answer += chunk;
        });
        response.on('end', () => {
          const text = answer.slice(0, ANSWER_MAX);
          resolve(
            status >= 200 && status < 300
              ? { ok: true, status, answer: text }
              : { ok: false, status, answer: text, error: `The receiver answered ${status}.` },
          );
        });
        response.on('error', (error) =>
          resolve({ ok: false, status, answer: null, error: messageOf(error) }),
        );
      },
    );
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)),
      WEBHOOK_TIMEOUT_MS,
    );
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', (error) =>
      resolve({ ok: false, status: null, answer: null, error: messageOf(error) }),
    );
    request.on('close', () => clearTimeout(deadline));
    request.end(body);
  });
}

function messageOf(error: unknown): string {
  const e = error as { code?: string; message?: string };
  const text = [e?.code, e?.message].filter(Boolean).join(': ') || String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 1000);
}
