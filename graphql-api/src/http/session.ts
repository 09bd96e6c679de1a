import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../config';
import { SIGNED_IN_COOKIE } from '../contract/signed-in-cookie';
import { readCookie } from '../lib/cookies';
import { SESSION_TTL_MS, type Viewer, viewerOf } from '../modules/auth/auth.service';
import type { User } from '../modules/users/user.entity';
import type { Services } from '../services';

export const SESSION_COOKIE = 'devjobs_session';

declare module 'express-serve-static-core' {
  interface Request {
    user?: User | null;
    sessionToken?: string;
  }
}

/** Sets and clears the session cookie (and its readable twin, SIGNED_IN_COOKIE) for one response. */
export type SessionCookie = { set(token: string): void; clear(): void; token: string | undefined };

export function sessionCookie(req: Request, res: Response, config: Config): SessionCookie {
  const options = cookieOptions(config);
  return {
    token: req.sessionToken,
    set: (token) => {
      res.cookie(SESSION_COOKIE, token, { ...options, maxAge: SESSION_TTL_MS });
      res.cookie(SIGNED_IN_COOKIE, '1', { ...options, httpOnly: false, maxAge: SESSION_TTL_MS });
    },
    clear: () => {
      res.clearCookie(SESSION_COOKIE, options);
      res.clearCookie(SIGNED_IN_COOKIE, { ...options, httpOnly: false });
    },
  };
}

const cookieOptions = (config: Config) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.isProduction,
  path: '/',
  ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
});

/**
 * Loads the signed-in user once per request, for GraphQL and REST alike. The readable
 * SIGNED_IN_COOKIE follows what it finds: gone with a session that ended, back beside a live one
 * that lacks it (decision 043).
 */
export function loadSession(services: Services, config: Config) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = readCookie(req, SESSION_COOKIE);
    req.sessionToken = token;
    req.user = token ? await services.auth.userForToken(token) : null;
    const hinted = readCookie(req, SIGNED_IN_COOKIE) !== undefined;
    if (req.user && !hinted)
      res.cookie(SIGNED_IN_COOKIE, '1', {
        ...cookieOptions(config),
        httpOnly: false,
        maxAge: SESSION_TTL_MS,
      });
    else if (!req.user && hinted) sessionCookie(req, res, config).clear();
    next();
  };
}

/**
 * The viewer of this request (after loadSession), for GraphQL's context and REST routes alike. They
 * pass it to the services, which decide who may do what (decision 039); it carries the request's
 * address for the audit log (decision 056).
 */
export const requestViewer = (req: Request): Viewer => viewerOf(req.user, clientIp(req));

export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
