import { ForbiddenError, UnauthenticatedError } from '../../errors';

/**
 * Who is acting: a signed-in user, or null for an anonymous caller. Every service method that needs
 * a signed-in user or staff takes one and refuses on its own (decision 039); GraphQL and REST only
 * pass along the viewer of the request (`requestViewer` in http/session.ts). `ip`: the request's
 * address, which the audit log records with a staff write (decision 056); none off a request.
 */
export type Viewer = { id: string; isAdmin: boolean; ip?: string } | null;

/** A viewer known to be signed in. */
export type SignedInViewer = NonNullable<Viewer>;

/**
 * The server acting on its own, never a request: demo data at first start, command-line tools,
 * benches and tests setting up data. It has staff rights and no account.
 */
export const SYSTEM: SignedInViewer = Object.freeze({ id: 'system', isAdmin: true });

/** The viewer of a signed-in user (a session's), acting from `ip` when on a request, or null. */
export const viewerOf = (
  user: { id: string; isAdmin: boolean } | null | undefined,
  ip?: string,
): Viewer => (user ? { id: user.id, isAdmin: user.isAdmin, ...(ip ? { ip } : {}) } : null);

/** The viewer, when signed in; anonymous: UNAUTHENTICATED (401). */
export function requireSignedIn(viewer: Viewer | undefined): SignedInViewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

/** The viewer, when staff; anonymous: UNAUTHENTICATED (401), a customer: FORBIDDEN (403). */
export function requireAdmin(viewer: Viewer | undefined): SignedInViewer {
  const signedIn = requireSignedIn(viewer);
  if (!signedIn.isAdmin) throw new ForbiddenError();
  return signedIn;
}
