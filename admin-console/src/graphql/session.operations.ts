import type { TypedDocumentNode } from '@apollo/client';
import { LOGIN_MUTATION as LOGIN, LOGOUT_MUTATION as LOGOUT, SESSION_QUERY as SESSION } from '@devjobs/web/session.operations';

/** The signed-in user as the console needs it. */
export type SessionUser = { __typename?: 'User'; id: string; name: string; email: string; isAdmin: boolean };

export const SESSION_QUERY: TypedDocumentNode<{ me: SessionUser | null }, Record<string, never>> = SESSION;

export type LoginVariables = { input: { email: string; password: string; adminOnly: boolean } };

export const LOGIN_MUTATION: TypedDocumentNode<{ login: SessionUser }, LoginVariables> = LOGIN;

export const LOGOUT_MUTATION: TypedDocumentNode<{ logout: boolean }, Record<string, never>> = LOGOUT;
