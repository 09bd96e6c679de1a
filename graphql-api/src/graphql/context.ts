import type { Request, Response } from 'express';
import type { Config } from '../config';
import { requestViewer, type SessionCookie, sessionCookie } from '../http/session';
import type { Viewer } from '../modules/auth/auth.service';
import type { User } from '../modules/users/user.entity';
import type { Services } from '../services';

/**
 * What every resolver receives: the services, the signed-in user (if any) for `me`, the viewer
 * resolvers pass to the services (which decide who may do what, decision 039) and the session cookie.
 */
export type Context = {
  services: Services;
  user: User | null;
  viewer: Viewer;
  session: SessionCookie;
  req: Request;
  res: Response;
  /** The operation's estimated cost, once known (query-limits.ts): `extensions.cost` reports it. */
  cost?: number;
};

/** The context of one request (after loadSession), for /graphql and the storefront's server render. */
export function contextOf(
  services: Services,
  config: Config,
  req: Request,
  res: Response,
): Context {
  return {
    services,
    user: req.user ?? null,
    viewer: requestViewer(req),
    session: sessionCookie(req, res, config),
    req,
    res,
  };
}

/**
 * The context of the storefront's server render: a visitor without a session, whatever cookie the
 * request carries, so the page is the same for everyone and may be cached (decision 043). Nothing
 * in a render may open or end a session.
 */
export function anonymousContextOf(
  services: Services,
  config: Config,
  req: Request,
  res: Response,
): Context {
  const refuse = () => {
    throw new Error('A server-rendered page never changes the session.');
  };
  return {
    ...contextOf(services, config, req, res),
    user: null,
    viewer: null,
    session: {
      token: undefined,
      device: undefined,
      pendingSignIn: undefined,
      set: refuse,
      clear: refuse,
      startSignIn: refuse,
    },
  };
}

/**
 * The context of a page the storefront renders for the viewer who asks (/saved, decision 103): their
 * user and viewer, as /graphql would have them, and, as every render, a session it cannot change.
 * The page is theirs alone: never kept, sent `private, no-store` (server-render.ts).
 */
export function viewerRenderContextOf(
  services: Services,
  config: Config,
  req: Request,
  res: Response,
): Context {
  return {
    ...anonymousContextOf(services, config, req, res),
    user: req.user ?? null,
    viewer: requestViewer(req),
  };
}
