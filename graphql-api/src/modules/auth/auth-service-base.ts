import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { BadInputError, UnauthenticatedError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password';
import type { ServiceDeps } from '../../services';
import type { MailService } from '../mail/mail.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { User, UsersService } from '../users/user.service';
import type { LoginAttempts } from './login-attempts';
import { requireSignedIn, type Viewer } from './viewer';

/** Wrong current passwords when changing it: a stolen session cannot try many. */
export const PASSWORD_CHANGE_LIMIT = {
  max: 5,
  windowMs: 15 * 60_000,
  message: 'Too many wrong current passwords. Please try again in 15 minutes.',
};
export const NOT_YOUR_PASSWORD = 'That is not your current password.';

/** A new password as every form takes it: 8 to 200 characters, refused naming `field`. */
export function password(value: unknown, field = 'password'): string {
  if (typeof value !== 'string' || !value) throw new BadInputError(field, 'Password is required.');
  if (value.length < 8) throw new BadInputError(field, 'Password must be at least 8 characters.');
  if (value.length > 200)
    throw new BadInputError(field, 'Password must be at most 200 characters.');
  return value;
}

/** A password as typed into a form that asks for the current one. */
export function currentPassword(value: unknown): string {
  if (typeof value !== 'string' || !value)
    throw new BadInputError('currentPassword', 'Current password is required.');
  if (value.length > 200) throw new BadInputError('currentPassword', NOT_YOUR_PASSWORD);
  return value;
}

/** What the auth module's services are built over; `index.ts` makes it once for all of them. */
export type AuthDeps = {
  db: EntityManager;
  clock: Clock;
  config: Config;
  users: UsersService;
  rateLimits: RateLimitService;
  mail: MailService;
  passwords: PasswordHasher;
  inTransaction: ServiceDeps['inTransaction'];
  /** The login limiter, which every check of a password counted as a login goes through. */
  attempts: LoginAttempts;
};

/** The auth module's services: their dependencies, and the signed-in account's checks they share. */
export abstract class AuthServiceBase {
  protected readonly db: EntityManager;
  protected readonly clock: Clock;
  protected readonly config: Config;
  protected readonly users: UsersService;
  protected readonly rateLimits: RateLimitService;
  protected readonly mail: MailService;
  protected readonly passwords: PasswordHasher;
  protected readonly inTransaction: ServiceDeps['inTransaction'];
  protected readonly attempts: LoginAttempts;

  constructor(deps: AuthDeps) {
    ({
      db: this.db,
      clock: this.clock,
      config: this.config,
      users: this.users,
      rateLimits: this.rateLimits,
      mail: this.mail,
      passwords: this.passwords,
      inTransaction: this.inTransaction,
      attempts: this.attempts,
    } = deps);
  }

  /** The signed-in viewer's account; anonymous, or an account gone: UNAUTHENTICATED. */
  protected async accountOf(viewer: Viewer): Promise<User> {
    const { id } = requireSignedIn(viewer);
    const user = await this.users.findById(id);
    if (!user) throw new UnauthenticatedError();
    return user;
  }

  /**
   * The account's current password, given to change its password or address: wrong is
   * BAD_USER_INPUT on `currentPassword`, at most PASSWORD_CHANGE_LIMIT tries; a right one gives
   * its try back.
   */
  protected async checkCurrentPassword(user: User, given: string): Promise<void> {
    const key = `password-change:${user.id}`;
    await this.rateLimits.consume(key, PASSWORD_CHANGE_LIMIT);
    if (!(await this.passwords.verify(given, user.passwordHash)))
      throw new BadInputError('currentPassword', NOT_YOUR_PASSWORD);
    await this.rateLimits.refund(key);
  }
}
