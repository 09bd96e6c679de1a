import type { NextFunction, Request, Response } from 'express';
import type { Site } from '../app';
import type { Config } from '../config';
import { SIGNED_IN_COOKIE } from '../contract/signed-in-cookie';
import { SESSION_ENDED_COOKIE } from '../contract/session-ended';
import { CODE_NEEDED, ENROLMENT_NEEDED, SIGN_IN_CHALLENGE_MINUTES } from '../contract/two-factor';
import { ForbiddenError, SecondStepError, UnauthenticatedError } from '../errors';
import { readCookie } from '../lib/cookies';
import {
  type SecondStep,
  SESSION_RULES,
  type SessionKind,
  type SignedInResult,
  type SignupResult,
  type TokenViewer,
  type Viewer,
  viewerOf,
} from '../modules/auth/auth.service';
import type { User } from '../modules/users/user.entity';
import type { Services } from '../services';

declare module 'express-serve-static-core' {
  interface Request {
    /** Which origin's app answers (app.ts): the admin console's is the only one with staff rights. */
    site?: Site;
    user?: User | null;
    sessionToken?: string;
    /** The API token of an `Authorization: Bearer` request (decision 100): then no session is read. */
    apiToken?: TokenViewer;
  }
}

/** A browser that signed in to an account before (the login back-off spares it, decision 055), for a year. */
const DEVICE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** How long the admin login page may still say why the last session ended. */
const ENDED_MAX_AGE_MS = 10 * 60 * 1000;

/** Why a request with an API token may not sign in, out or reset a password (decision 100). */
const NO_SESSION = 'An API token cannot sign in or out: it is no browser session.';

/**
 * The session kind of an origin: the admin console's, or the storefront's (also the API's own
 * origin). Every sign-in, sign-out and reset asks it first, so a request with an API token is
 * refused (403) before anything is checked or written.
 */
export const sessionKindOf = (req: Request): SessionKind => {
  if (req.apiToken) throw new ForbiddenError(NO_SESSION);
  return req.site === 'admin' ? 'admin' : 'customer';
};

/**
 * The cookies of each kind of session (decision 055). The storefront's: `devjobs_session`, 30
 * days, SameSite=Lax, on COOKIE_DOMAIN when set. The admin console's: host-only, SameSite=Strict,
 * 12 hours, and in production `__Host-`-prefixed and Secure, so no other host of the domain can
 * read or plant it.
 */
export function sessionCookieNames(kind: SessionKind, config: Config) {
  const session =
    kind === 'customer'
      ? 'devjobs_session'
      : config.isProduction
        ? '__Host-devjobs_admin'
        : 'devjobs_admin';
  return { session, device: `${session}_device`, signIn: `${session}_signin` };
}

function cookieOptions(kind: SessionKind, config: Config) {
  const base = { httpOnly: true, secure: config.isProduction, path: '/' };
  if (kind === 'admin') return { ...base, sameSite: 'strict' as const };
  return {
    ...base,
    sameSite: 'lax' as const,
    ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
  };
}

/** Sets and clears the session cookie of the request's app (and the storefront's readable twin, SIGNED_IN_COOKIE). */
export type SessionCookie = {
  set(token: string, device?: string): void;
  clear(): void;
  token: string | undefined;
  /** The request's device cookie (login reads it). */
  device: string | undefined;
  /** The pending sign-in's cookie token: a password accepted, its second step to come (decision 064). */
  pendingSignIn: string | undefined;
  /** Keeps a pending sign-in's token for SIGN_IN_CHALLENGE_MINUTES; `set` ends it. */
  startSignIn(token: string): void;
};

export function sessionCookie(req: Request, res: Response, config: Config): SessionCookie {
  if (req.apiToken) return tokenSessionCookie;
  const kind = sessionKindOf(req);
  const names = sessionCookieNames(kind, config);
  const options = cookieOptions(kind, config);
  const { maxAgeMs } = SESSION_RULES[kind];
  return {
    token: req.sessionToken,
    device: readCookie(req, names.device),
    pendingSignIn: readCookie(req, names.signIn),
    startSignIn: (token) =>
      res.cookie(names.signIn, token, { ...options, maxAge: SIGN_IN_CHALLENGE_MINUTES * 60_000 }),
    set: (token, device) => {
      if (readCookie(req, names.signIn) !== undefined) res.clearCookie(names.signIn, options);
      res.cookie(names.session, token, { ...options, maxAge: maxAgeMs });
      if (device) res.cookie(names.device, device, { ...options, maxAge: DEVICE_MAX_AGE_MS });
      if (kind === 'customer')
        res.cookie(SIGNED_IN_COOKIE, '1', { ...options, httpOnly: false, maxAge: maxAgeMs });
    },
    clear: () => {
      res.clearCookie(names.session, options);
      if (kind === 'customer') res.clearCookie(SIGNED_IN_COOKIE, { ...options, httpOnly: false });
    },
  };
}

/** A token request's: no cookie is read or written (decision 100), so nothing signs in or out. */
const tokenSessionCookie: SessionCookie = {
  token: undefined,
  device: undefined,
  pendingSignIn: undefined,
  ...Object.fromEntries(
    (['set', 'clear', 'startSignIn'] as const).map((name) => [
      name,
      () => {
        throw new ForbiddenError(NO_SESSION);
      },
    ]),
  ),
} as SessionCookie;

/**
 * The API token of a request whose Authorization header is a bearer's (decision 100), on the API's
 * own origin only; a bearer that is not a live token: 401. Other schemes (a proxy's Basic sign-in
 * in front of a staging site, say) are no token: undefined, and the cookie session is read as ever.
 */
async function bearerToken(services: Services, req: Request): Promise<TokenViewer | undefined> {
  const [scheme, ...rest] = (req.headers.authorization ?? '').trim().split(/ +/);
  if (scheme.toLowerCase() !== 'bearer') return undefined;
  if (req.site !== 'api')
    throw new UnauthenticatedError(
      "API tokens are accepted on the API's own origin only, not on the storefront's or the console's.",
    );
  return services.apiTokens.authenticate(rest.join(' '), clientIp(req));
}

/**
 * Loads the signed-in user once per request, for GraphQL and REST alike, from the session cookie
 * of the request's app only (a request with an API token reads no cookie and writes none). The
 * readable SIGNED_IN_COOKIE follows what it finds: gone with a session that ended, back beside a
 * live one that lacks it (decision 043). An admin session that timed out is cleared, and a
 * readable SESSION_ENDED_COOKIE tells the console's login page why.
 */
export function loadSession(services: Services, config: Config) {
  return async (req: Request, res: Response, next: NextFunction) => {
    req.apiToken = await bearerToken(services, req);
    if (req.apiToken) {
      req.user = null;
      return next();
    }
    const kind = sessionKindOf(req);
    const token = readCookie(req, sessionCookieNames(kind, config).session);
    req.sessionToken = token;
    const found = token ? await services.auth.lookup(token, kind) : { user: null };
    req.user = found.user;
    if (kind === 'admin') {
      if (token && !found.user) sessionCookie(req, res, config).clear();
      if (found.ended)
        res.cookie(SESSION_ENDED_COOKIE, found.ended, {
          ...cookieOptions(kind, config),
          httpOnly: false,
          maxAge: ENDED_MAX_AGE_MS,
        });
      return next();
    }
    const hinted = readCookie(req, SIGNED_IN_COOKIE) !== undefined;
    if (req.user && !hinted)
      res.cookie(SIGNED_IN_COOKIE, '1', {
        ...cookieOptions(kind, config),
        httpOnly: false,
        maxAge: SESSION_RULES.customer.maxAgeMs,
      });
    else if (!req.user && hinted) sessionCookie(req, res, config).clear();
    next();
  };
}

/**
 * The viewer of this request (after loadSession), for GraphQL's context and REST routes alike. They
 * pass it to the services, which decide who may do what (decision 039); it carries the request's
 * address for the audit log (decision 056). Staff rights hold only on the admin console's origin,
 * with its own session: elsewhere an admin is a customer (decision 055).
 */
export const requestViewer = (req: Request): Viewer => {
  if (req.apiToken) return req.apiToken;
  const viewer = viewerOf(req.user, clientIp(req));
  return viewer && req.site !== 'admin' ? { ...viewer, isAdmin: false } : viewer;
};

/**
 * Answers a login (decision 064): a session opened sets its cookie and is the user; a second step
 * needed keeps the pending sign-in's cookie and is refused with SecondStepError, which says which.
 */
export function answerLogin(session: SessionCookie, result: SignedInResult | SecondStep): User {
  if ('challenge' in result) {
    session.startSignIn(result.challenge);
    throw new SecondStepError(result.step, result.step === 'code' ? CODE_NEEDED : ENROLMENT_NEEDED);
  }
  session.set(result.token, result.device);
  return result.user;
}

/** A signup's answer: its session's cookie when it opened one (the storefront's, decision 095). */
export function answerSignup(session: SessionCookie, result: SignupResult): User {
  if (result.token && result.device) session.set(result.token, result.device);
  return result.user;
}

/**
 * The client's address: the connecting one, or what X-Forwarded-For says across the proxies of
 * TRUST_PROXY (Express's `req.ip`, decision 082). Limits count it by `addressForLimits`.
 */
export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
