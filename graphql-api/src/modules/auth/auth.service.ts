import { Not } from 'typeorm';
import { BadInputError, ConflictError, ForbiddenError, UnauthenticatedError } from '../../errors';
import { email as parseEmail, requiredText } from '../../lib/validate';
import type { MachineActor } from '../audit/audit.service';
import type { User } from '../users/user.service';
import { type AuthDeps, password } from './auth-service-base';
import { AuthSessions, type SignedInResult } from './auth-sessions';
import { hashToken } from './secret-token';
import type { SessionKind } from './session.entity';
import { SignInChallenges } from './sign-in-challenge';
import type { ChallengeStep } from './two-factor.entity';
import { TwoFactorSignIn } from './two-factor-sign-in';
import type { TwoFactorService } from './two-factor.service';
import { requireSignedIn, type Viewer } from './viewer';

export {
  type ApiScope,
  isToken,
  requireAdmin,
  requireSignedIn,
  type SignedInViewer,
  type StaffScope,
  staffMay,
  SYSTEM,
  type TokenViewer,
  type Viewer,
  viewerOf,
} from './viewer';
export type { SessionKind } from './session.entity';
export {
  SESSION_RULES,
  SIGNUP_LIMIT,
  type SessionLookup,
  type SignedInResult,
  type SignupInput,
  type SignupResult,
} from './auth-sessions';

export const NOT_ADMIN_MESSAGE = 'Access Denied: Not an admin account.';
const INVALID_CREDENTIALS = 'Invalid credentials';

export type LoginInput = { email?: unknown; password?: unknown; adminOnly?: unknown };
/** Where a login comes from: the caller's address, the app it signs in to, its device cookie. */
export type LoginFrom = { ip: string; kind: SessionKind; device?: string };
/** A password accepted whose sign-in needs its second step (decision 064): the pending sign-in's cookie token. */
export type SecondStep = { challenge: string; step: ChallengeStep };

/**
 * Signup, login with rate limiting, server-side sessions of the two apps, and the changes to an
 * account that end its sessions (decision 055).
 */
export class AuthService extends AuthSessions {
  constructor(
    deps: AuthDeps,
    private readonly twoFactor: TwoFactorService,
  ) {
    super(deps);
    this.challenges = new SignInChallenges(deps.db, deps.clock);
    this.secondStep = new TwoFactorSignIn(this.challenges, twoFactor, deps.users, (user, kind) =>
      this.signedIn(user, kind),
    );
  }

  private readonly challenges: SignInChallenges;
  /** The second step of sign-ins that need one: a code, or enrolment (decision 064). */
  readonly secondStep: TwoFactorSignIn;

  /**
   * Checks the credentials and opens a session of `from.kind` (the admin console's only for staff);
   * returns the user, the session's cookie token and the device cookie's value. The attempt is
   * counted (per email and address, per address, and per account unless this browser has signed
   * in to it before) before the password is hashed, so a burst gets no more password checks than
   * the limits allow; a successful login gives its counts back. A hash made with weaker parameters
   * than today's is made again with the password just checked.
   *
   * An account with two-factor sign-in, or staff on the console without it when ADMIN_TOTP is
   * required, gets no session yet: a pending sign-in (`SecondStep`) that `secondStep` finishes
   * (decision 064).
   */
  async login(input: LoginInput, from: LoginFrom): Promise<SignedInResult | SecondStep> {
    const email = parseEmail(input?.email);
    if (typeof input?.password !== 'string' || !input.password) {
      throw new BadInputError('password', 'Password is required.');
    }
    const given = input.password;
    // A signup of this address just answered may still be writing its account (decision 079).
    await this.mail.settled(email);
    const found = await this.users.findByEmail(email);
    if (!(await this.attempts.verify(email, found, given, from)) || !found)
      throw new UnauthenticatedError(INVALID_CREDENTIALS);
    if ((from.kind === 'admin' || input.adminOnly === true) && !found.isAdmin)
      throw new ForbiddenError(NOT_ADMIN_MESSAGE);
    const user = this.passwords.isCurrent(found.passwordHash)
      ? found
      : await this.users.update(found, { passwordHash: await this.passwords.hash(given) });
    const step: ChallengeStep | null = (await this.twoFactor.isOn(user.id))
      ? 'code'
      : from.kind === 'admin' && this.twoFactor.requiredForStaff
        ? 'enrol'
        : null;
    if (step) return { challenge: await this.challenges.open(user.id, from.kind, step), step };
    return this.signedIn(user, from.kind);
  }

  /** GET /api/auth/me: the request's signed-in user; anonymous: UNAUTHENTICATED. */
  signedInUser(user: User | null | undefined): User {
    if (!user) throw new UnauthenticatedError();
    return user;
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.sessions.delete({ tokenHash: hashToken(token) });
  }

  /** Ends every session of the signed-in user, in both apps, this one included. */
  async signOutEverywhere(viewer: Viewer): Promise<number> {
    const { id } = requireSignedIn(viewer);
    return this.endSessions(id);
  }

  /** A new display name for the signed-in user (1 to 100 characters, as at signup). */
  async rename(viewer: Viewer, input: { name?: unknown }): Promise<User> {
    requireSignedIn(viewer);
    const name = requiredText(input?.name, 'name', 'Name', 100, 'single-line');
    const user = await this.accountOf(viewer);
    return this.users.rename(user, name);
  }

  /**
   * A new password for the signed-in user, who gives the current one (wrong: BAD_USER_INPUT on
   * `currentPassword`, at most PASSWORD_CHANGE_LIMIT tries). Every other session of the account
   * ends in the same unit of work; the one making the change (`keep`, its cookie token) stays.
   * How many ended.
   */
  async changePassword(
    viewer: Viewer,
    input: { currentPassword?: unknown; newPassword?: unknown },
    keep: string | undefined,
  ): Promise<number> {
    const { id } = requireSignedIn(viewer);
    if (typeof input?.currentPassword !== 'string' || !input.currentPassword)
      throw new BadInputError('currentPassword', 'Current password is required.');
    const chosen = password(input?.newPassword, 'newPassword');
    const user = await this.accountOf(viewer);
    await this.checkCurrentPassword(user, input.currentPassword);
    // Hashed before the unit: SQLite's write turn is not held while Argon2id runs (decision 060).
    const passwordHash = await this.passwords.hash(chosen);
    return this.inTransaction(async ({ users, auth }) => {
      await users.update(user, { passwordHash });
      return auth.endSessions(id, keep);
    });
  }

  /**
   * Ends every session of one user but the one whose cookie token is `except`; how many ended.
   * Only in this module: a password or staff rights changed (decisions 055, 062).
   */
  async endSessions(userId: string, except?: string): Promise<number> {
    const result = await this.sessions.delete(
      except ? { userId, tokenHash: Not(hashToken(except)) } : { userId },
    );
    return result.affected ?? 0;
  }

  /**
   * Makes `email` an admin with this password: a new account, or an existing one. A customer's
   * account is promoted only with `promoteExisting` (ConflictError otherwise), since whoever holds
   * its sessions would become staff. Promotion and a new password end every session of that account
   * in the same unit of work; an admin whose password is unchanged keeps theirs. A new admin is
   * recorded in the audit log (decision 056) in that unit too, as done `by` the command line or
   * start-up. The password is checked against the stored hash before the unit, which on SQLite
   * holds the write turn while it runs (decision 060); the unit checks again only when that hash
   * changed meanwhile.
   */
  async upsertAdmin(input: {
    email: string;
    password: string;
    name?: string;
    promoteExisting?: boolean;
    by: MachineActor;
  }): Promise<{ user: User; change: 'created' | 'promoted' | 'password' | 'none' }> {
    const before = await this.users.findByEmail(input.email);
    const checked =
      before && (before.isAdmin || input.promoteExisting)
        ? {
            hash: before.passwordHash,
            same: await this.passwords.verify(input.password, before.passwordHash),
          }
        : undefined;
    return this.inTransaction(async ({ users, auth, audit }) => {
      const existing = await users.findByEmail(input.email);
      if (!existing) {
        const user = await users.create({
          name: input.name ?? 'Admin',
          email: input.email,
          password: input.password,
          isAdmin: true,
          emailConfirmed: true,
        });
        await audit.recordAdminChange({ kind: 'admin.promote', by: input.by, user });
        return { user, change: 'created' as const };
      }
      if (!existing.isAdmin && !input.promoteExisting)
        throw new ConflictError('email', `${existing.email} is a customer's account`);
      const samePassword =
        checked?.hash === existing.passwordHash
          ? checked.same
          : await this.passwords.verify(input.password, existing.passwordHash);
      if (existing.isAdmin && samePassword) return { user: existing, change: 'none' as const };
      const passwordHash = samePassword
        ? existing.passwordHash
        : await this.passwords.hash(input.password);
      const user = await users.update(existing, { isAdmin: true, passwordHash });
      await auth.endSessions(user.id);
      if (existing.isAdmin) return { user, change: 'password' as const };
      await audit.recordAdminChange({ kind: 'admin.promote', by: input.by, user });
      return { user, change: 'promoted' as const };
    });
  }

  /**
   * Takes admin rights from that account and ends its sessions, recorded in the audit log as done
   * `by` the command line or start-up; true when it had them.
   */
  async revokeAdmin(email: string, by: MachineActor): Promise<boolean> {
    return this.inTransaction(async ({ users, auth, audit }) => {
      const user = await users.findByEmail(email);
      if (!user?.isAdmin) return false;
      await users.update(user, { isAdmin: false });
      await auth.endSessions(user.id);
      await audit.recordAdminChange({ kind: 'admin.demote', by, user });
      return true;
    });
  }
}
