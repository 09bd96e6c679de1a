import express, { type NextFunction, type Request, type Response } from 'express';
import type { Config } from '../config';
import { type AppError, BadInputError, ForbiddenError, toAppError } from '../errors';
import { QUERY_LIMITS } from '../graphql/query-limits';

const CSP = [
  "default-src 'self'",
  "script-src 'self' https://checkout.razorpay.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://lumberjack.razorpay.com",
  "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://api.razorpay.com https://checkout.razorpay.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Browser features the apps never use are off for them and anything they embed (YouTube, Razorpay). */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), midi=(), magnetometer=(), gyroscope=()';

export function securityHeaders(config: Config) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', CSP);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (config.isProduction) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/**
 * Request body limits. REST 1 MB and /graphql 512 KB (decision 009); a signed-in admin's requests
 * 10 MB on both, since a course is written in one request with its images as data URLs (decision 021).
 */
export const BODY_LIMITS = { rest: 1024 * 1024, graphql: QUERY_LIMITS.bodyBytes, admin: 10 * 1024 * 1024 } as const;

const bodyParsers = {
  rest: express.json({ limit: BODY_LIMITS.rest }),
  graphql: express.json({ limit: BODY_LIMITS.graphql }),
  admin: express.json({ limit: BODY_LIMITS.admin }),
};

/**
 * JSON bodies of /graphql and /api, held to the caller's limit (after loadSession has read the
 * cookie). Larger ones answer 413 before they are read; malformed ones 400 (via the error handler).
 */
export function jsonBody(req: Request, res: Response, next: NextFunction) {
  const kind = req.user?.isAdmin ? 'admin' : req.baseUrl === '/graphql' ? 'graphql' : 'rest';
  return bodyParsers[kind](req, res, next);
}

/**
 * CSRF for REST writes: a browser always sends Origin on a cross-site POST, so any write whose
 * Origin is neither this host nor one of our two apps is refused. Bodies must be JSON.
 */
export function sameSiteWrites(config: Config) {
  const allowed = new Set([new URL(config.publicUrl).host, new URL(config.adminUrl).host]);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.headers.origin;
    if (origin) {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (!host || (host !== req.headers.host && !allowed.has(host))) {
        return next(new ForbiddenError('Cross-site requests are not allowed.'));
      }
    }
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) {
      return next(new BadInputError('body', 'Request bodies must be JSON (Content-Type: application/json).'));
    }
    next();
  };
}

/** The REST error shape: `{message, code, field?}`. */
export function errorJson(error: AppError) {
  return { message: error.message, code: error.code, ...(error.field ? { field: error.field } : {}) };
}

/** The last middleware: every error becomes `{message, code, field?}` with its status. */
export function errorHandler(err: unknown, _req: Request, res: Response, _next: NextFunction) {
  const error = toAppError(err);
  if (res.headersSent) return;
  res.status(error.status).json(errorJson(error));
}
