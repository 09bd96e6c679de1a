import type { ApiScope } from '../../contract/api-tokens';
import { ForbiddenError, InsufficientScopeError, UnauthenticatedError } from '../../errors';

export type { ApiScope } from '../../contract/api-tokens';

/** A signed-in person, by a session: a customer, or staff when `isAdmin` (on the console's origin). */
export type UserViewer = { kind?: 'user'; id: string; isAdmin: boolean; ip?: string };

/**
 * An integrator's API token (decision 100): no person and no staff member. It passes a staff check
 * only with the scope that check names, and no check of a signed-in person. `id` is the token's.
 */
export type TokenViewer = {
  kind: 'token';
  id: string;
  isAdmin: false;
  /** The token's name: the audit log records its writes under it. */
  name: string;
  scopes: readonly ApiScope[];
  ip?: string;
};

/**
 * Who is acting: a signed-in user, an API token, or null for an anonymous caller. Every service
 * method that needs a signed-in user or staff takes one and refuses on its own (decision 039);
 * GraphQL and REST only pass along the viewer of the request (`requestViewer` in http/session.ts).
 * `ip`: the request's address, which the audit log records with a staff write (decision 056); none
 * off a request.
 */
export type Viewer = UserViewer | TokenViewer | null;

/** A viewer known to be someone: a signed-in user or a token. */
export type SignedInViewer = NonNullable<Viewer>;

/**
 * What a staff check needs of a token: one of its scopes, or `'session-only'` for what no token may
 * do (the audit log, the outbox, refunds, tokens themselves). A staff session passes either way.
 */
export type StaffScope = ApiScope | 'session-only';

/**
 * The server acting on its own, never a request: demo data at first start, command-line tools,
 * benches and tests setting up data. It has staff rights and no account.
 */
export const SYSTEM: UserViewer = Object.freeze({ id: 'system', isAdmin: true });

/** The viewer of a signed-in user (a session's), acting from `ip` when on a request, or null. */
export const viewerOf = (
  user: { id: string; isAdmin: boolean } | null | undefined,
  ip?: string,
): Viewer => (user ? { id: user.id, isAdmin: user.isAdmin, ...(ip ? { ip } : {}) } : null);

/** Whether the viewer is an API token. */
export const isToken = (viewer: Viewer | undefined): viewer is TokenViewer =>
  viewer?.kind === 'token';

/**
 * The viewer, when a signed-in person; anonymous: UNAUTHENTICATED (401). An API token is no person
 * (saving jobs, buying, account changes): FORBIDDEN (403, decision 100).
 */
export function requireSignedIn(viewer: Viewer | undefined): UserViewer {
  if (!viewer) throw new UnauthenticatedError();
  if (isToken(viewer))
    throw new ForbiddenError('An API token cannot do this: it acts for no account.');
  return viewer;
}

/** Whether the viewer may do what staff do under `scope`: staff, or a token holding it. */
export const staffMay = (viewer: Viewer | undefined, scope: StaffScope): boolean =>
  isToken(viewer) ? scope !== 'session-only' && viewer.scopes.includes(scope) : !!viewer?.isAdmin;

/**
 * The viewer, when staff, or a token holding `scope` (decision 100); anonymous: UNAUTHENTICATED
 * (401), a customer or a token without it: FORBIDDEN (403), the token's message naming the scope.
 */
export function requireAdmin(viewer: Viewer | undefined, scope: StaffScope): SignedInViewer {
  if (!viewer) throw new UnauthenticatedError();
  if (staffMay(viewer, scope)) return viewer;
  if (!isToken(viewer)) throw new ForbiddenError();
  if (scope === 'session-only')
    throw new ForbiddenError(
      'An API token cannot do this: only staff signed in to the console can.',
    );
  throw new InsufficientScopeError(scope);
}
