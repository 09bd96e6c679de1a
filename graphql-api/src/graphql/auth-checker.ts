import type { AuthChecker } from 'type-graphql';
import { UnauthenticatedError } from '../errors';
import type { Context } from './context';

/** `@Authorized()` = signed in; `@Authorized('ADMIN')` = staff. Anonymous callers get UNAUTHENTICATED. */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  if (!context.user) throw new UnauthenticatedError();
  if (roles.length === 0) return true;
  return roles.includes('ADMIN') && context.user.isAdmin;
};
