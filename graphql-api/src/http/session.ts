import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../config';
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

/** Sets and clears the session cookie for one response. */
export type SessionCookie = { set(token: string): void; clear(): void; token: string | undefined };

export function sessionCookie(req: Request, res: Response, config: Config): SessionCookie {
  const options = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isProduction,
    path: '/',
    ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
  };
  return {
    token: req.sessionToken,
    set: (token) => res.cookie(SESSION_COOKIE, token, { ...options, maxAge: SESSION_TTL_MS }),
    clear: () => res.clearCookie(SESSION_COOKIE, options),
  };
}

/** Loads the signed-in user once per request, for GraphQL and REST alike. */
export function loadSession(services: Services) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = readCookie(req, SESSION_COOKIE);
    req.sessionToken = token;
    req.user = token ? await services.auth.userForToken(token) : null;
    next();
  };
}

/**
 * The viewer of this request (after loadSession), for GraphQL's context and REST routes alike. They
 * pass it to the services, which decide who may do what (decision 039).
 */
export const requestViewer = (req: Request): Viewer => viewerOf(req.user);

export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
