import express, { type NextFunction, type Request, type Response } from 'express';
import type { Config } from '../config';
import { BadInputError, ForbiddenError } from '../errors';
import { QUERY_LIMITS } from '../graphql/query-limits';
import { RAZORPAY_CHECKOUT_URL } from '../modules/payments/gateway/razorpay-checkout';
import { requestViewer } from './session';

/** Hosts Razorpay's own checkout script uses besides its own: the payment frame and its error reporting. */
const RAZORPAY_CHECKOUT_ORIGIN = new URL(RAZORPAY_CHECKOUT_URL).origin;
const RAZORPAY_CHECKOUT_HOSTS = {
  frame: ['https://api.razorpay.com'],
  connect: ['https://lumberjack.razorpay.com'],
};

/**
 * The Content-Security-Policy of every origin. `checkoutScript` is the payment gateway's checkout URL:
 * an absolute one (Razorpay's, or RAZORPAY_CHECKOUT_URL) has its origin allowed to run, frame and
 * connect; the sandbox's is root-relative, so 'self' covers it (decision 025).
 */
export function contentSecurityPolicy(checkoutScript: string | undefined): string {
  const checkout =
    checkoutScript && /^https?:\/\//i.test(checkoutScript) ? [new URL(checkoutScript).origin] : [];
  const razorpay =
    checkout[0] === RAZORPAY_CHECKOUT_ORIGIN ? RAZORPAY_CHECKOUT_HOSTS : { frame: [], connect: [] };
  return [
    "default-src 'self'",
    ["script-src 'self'", ...checkout].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    // The service worker and the web app manifest (decision 032): ours only, whatever script-src allows.
    "worker-src 'self'",
    "manifest-src 'self'",
    ["connect-src 'self'", ...razorpay.connect, ...checkout].join(' '),
    [
      "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com",
      ...razorpay.frame,
      ...checkout,
    ].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Browser features the apps never use are off for them and anything they embed (YouTube, Razorpay). */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), midi=(), magnetometer=(), gyroscope=()';

/**
 * The security headers of every answer, by name. nginx sends the same ones with the files it serves
 * itself (deploy/security-headers.conf; a test holds the two together).
 */
export function securityHeaderValues(
  config: Pick<Config, 'isProduction'>,
  checkoutScript: string | undefined,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(checkoutScript),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(config.isProduction
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

export function securityHeaders(config: Config, checkoutScript: string | undefined) {
  const headers = Object.entries(securityHeaderValues(config, checkoutScript));
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * Request body limits. REST 1 MB and /graphql 512 KB (decision 009); a signed-in admin's requests
 * 10 MB on both (on the console's origin, decision 055), since a course is written in one request
 * with its images as data URLs (decision 021). nginx lets through the largest of them on each host
 * (deploy/body-limit.conf, decision 059), so the API's own JSON 413 answers a body over the
 * caller's limit.
 */
export const BODY_LIMITS = {
  rest: 1024 * 1024,
  graphql: QUERY_LIMITS.bodyBytes,
  admin: 10 * 1024 * 1024,
} as const;

const bodyParsers = {
  rest: express.json({ limit: BODY_LIMITS.rest }),
  graphql: express.json({ limit: BODY_LIMITS.graphql }),
  admin: express.json({ limit: BODY_LIMITS.admin }),
};

/**
 * Levels of arrays and objects a JSON body may nest (the body itself is one). Our inputs need a
 * handful; deeper bodies would reach code that recurses over them (GraphQL's variable coercion)
 * and overflow its stack, so they are refused before any of it runs.
 */
export const JSON_DEPTH_MAX = 64;

/**
 * JSON bodies of /graphql and /api, held to the caller's limit (after loadSession has read the
 * cookie). Larger ones answer 413 before they are read; malformed ones, and ones nested deeper
 * than JSON_DEPTH_MAX, 400 (via the error handler).
 */
export function jsonBody(req: Request, res: Response, next: NextFunction) {
  const kind = requestViewer(req)?.isAdmin
    ? 'admin'
    : req.baseUrl === '/graphql'
      ? 'graphql'
      : 'rest';
  return bodyParsers[kind](req, res, (error?: unknown) => {
    if (error || !nestedDeeperThan(req.body, JSON_DEPTH_MAX)) return next(error);
    next(
      new BadInputError(
        'body',
        `The request body is nested too deeply: at most ${JSON_DEPTH_MAX} levels of arrays and objects.`,
      ),
    );
  });
}

/** Whether a parsed JSON value nests more than `max` levels; walked with a list, not recursion. */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const open: [unknown, number][] = [[value, 1]];
  for (let next = open.pop(); next; next = open.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) open.push([child, depth + 1]);
  }
  return false;
}

/** The host of the request's Origin header; undefined when there is none or it is not a URL. */
export function originHost(req: Request): string | undefined {
  try {
    return req.headers.origin ? new URL(req.headers.origin).host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CSRF for REST writes: a browser always sends Origin on a cross-site POST, so any write whose
 * Origin is neither this host nor one of our two apps is refused. Bodies must be JSON.
 */
export function sameSiteWrites(config: Config) {
  const allowed = new Set([new URL(config.publicUrl).host, new URL(config.adminUrl).host]);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    if (req.headers.origin) {
      const host = originHost(req);
      if (!host || (host !== req.headers.host && !allowed.has(host))) {
        return next(new ForbiddenError('Cross-site requests are not allowed.'));
      }
    }
    const hasBody =
      Number(req.headers['content-length'] ?? 0) > 0 ||
      req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) {
      return next(
        new BadInputError('body', 'Request bodies must be JSON (Content-Type: application/json).'),
      );
    }
    next();
  };
}
