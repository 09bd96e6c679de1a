import { randomUUID } from 'node:crypto';
import { Not } from 'typeorm';
import { BadInputError, ConflictError, ForbiddenError, UnauthenticatedError } from '../../errors';
import { addressForLimits } from '../../lib/client-address';
import { email as parseEmail, requiredText } from '../../lib/validate';
import type { MachineActor } from '../audit/audit.service';
import type { User } from '../users/user.service';
import { AuthServiceBase, type AuthDeps, password } from './auth-service-base';
import { deviceOf } from './login-attempts';
import { hashToken, newSecretToken } from './secret-token';
import { Session, type SessionKind } from './session.entity';
import { SignInChallenges } from './sign-in-challenge';
import type { ChallengeStep } from './two-factor.entity';
import { TwoFactorSignIn } from './two-factor-sign-in';
import type { TwoFactorService } from './two-factor.service';
import { requireSignedIn, type Viewer } from './viewer';

export {
  requireAdmin,
  requireSignedIn,
  type SignedInViewer,
  SYSTEM,
  type Viewer,
  viewerOf,
} from './viewer';
export type { SessionKind } from './session.entity';

/**
 * How long each kind of session lives (decision 055): the storefront's 30 days; the admin
 * console's 12 hours at most and 30 minutes without a request (ASVS 3.3 for privileged users).
 */
export const SESSION_RULES: Record<SessionKind, { maxAgeMs: number; idleMs?: number }> = {
  customer: { maxAgeMs: 30 * 24 * 60 * 60 * 1000 },
  admin: { maxAgeMs: 12 * 60 * 60 * 1000, idleMs: 30 * 60 * 1000 },
};
/** An idle-limited session's last use is written at most this often, not on every request. */
const SEEN_EVERY_MS = 60_000;
/** Accounts created from one address: no person signs up this often; a script is stopped. */
export const SIGNUP_LIMIT = {
  max: 20,
  windowMs: 60 * 60_000,
  message: 'Too many accounts were created from this network. Please try again in an hour.',
};
export const NOT_ADMIN_MESSAGE = 'Access Denied: Not an admin account.';
const INVALID_CREDENTIALS = 'Invalid credentials';

export type SignupInput = { name?: unknown; email?: unknown; password?: unknown };
export type LoginInput = { email?: unknown; password?: unknown; adminOnly?: unknown };
/** Where a login comes from: the caller's address, the app it signs in to, its device cookie. */
export type LoginFrom = { ip: string; kind: SessionKind; device?: string };
/** A session looked up: its user, or why a timed session ended (the console says so). */
export type SessionLookup = { user: User | null; ended?: 'idle' | 'expired' };
/** A sign-in done: its user, the session's cookie token and the device cookie's value. */
export type SignedInResult = { user: User; token: string; device: string };
/** A password accepted whose sign-in needs its second step (decision 064): the pending sign-in's cookie token. */
export type SecondStep = { challenge: string; step: ChallengeStep };

/**
 * Signup, login with rate limiting, server-side sessions of the two apps, and the changes to an
 * account that end its sessions (decision 055).
 */
export class AuthService extends AuthServiceBase {
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

  private get sessions() {
    return this.db.getRepository(Session);
  }

  /**
   * Creates an account, and mails it a link to confirm its address in the same unit of work
   * (decision 063); valid input from one `ip` is counted against SIGNUP_LIMIT before the
   * password is hashed. The answer (the account object, not read back) comes once the input is
   * checked and the password hashed, before the address is looked up: the account and its mail
   * are written in the background (decision 079), so neither the answer nor its time tells whether
   * the address has an account. An address that has one gets no account; its owner is told.
   */
  async signup(input: SignupInput, ip: string): Promise<User> {
    const name = requiredText(input?.name, 'name', 'Name', 100, 'single-line');
    const email = parseEmail(input?.email);
    const pw = password(input?.password);
    const key = `signup:${addressForLimits(ip)}`;
    await this.rateLimits.consume(key, SIGNUP_LIMIT);
    return this.attempts.refundWhenBusy([key], async () => {
      // Hashed before the unit: SQLite's write turn is not held while Argon2id runs (decision 060).
      const passwordHash = await this.passwords.hash(pw);
      const id = randomUUID();
      this.mail.inBackground(
        'signup',
        async () => {
          try {
            await this.inTransaction(async ({ users, emailConfirmations }) => {
              const user = await users.create({ id, name, email, passwordHash });
              await emailConfirmations.sendConfirmation(user);
            });
          } catch (error) {
            if (!(error instanceof ConflictError && error.field === 'email')) throw error;
            await this.tellOwner(email);
          }
        },
        email,
      );
      return this.users.unsaved({ id, name, email });
    });
  }

  /**
   * Mails the owner of `email` that someone tried to sign up with it (decision 062), at most once
   * a day per account; in the signup's background work, so its answer does not wait for it.
   */
  private async tellOwner(email: string): Promise<void> {
    const day = this.clock.now().toISOString().slice(0, 10);
    const { publicUrl } = this.config;
    const owner = await this.users.findByEmail(email);
    if (!owner) return;
    await this.mail.enqueue({
      to: owner.email,
      idempotencyKey: `signup-address-taken:${owner.id}:${day}`,
      template: {
        kind: 'signup-address-taken',
        name: owner.emailConfirmedAt ? owner.name : null,
        loginLink: `${publicUrl}/login`,
        resetLink: `${publicUrl}/forgot-password`,
      },
    });
  }

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

  private async signedIn(user: User, kind: SessionKind): Promise<SignedInResult> {
    return { user, token: await this.openSession(user.id, kind), device: deviceOf(user) };
  }

  async openSession(userId: string, kind: SessionKind = 'customer'): Promise<string> {
    const token = newSecretToken();
    const now = this.clock.now();
    await this.sessions.insert({
      tokenHash: hashToken(token),
      userId,
      kind,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_RULES[kind].maxAgeMs),
    });
    return token;
  }

  /**
   * The user of a live session of this kind; none for an unknown token, one of the other app's,
   * one that ended (too old, or idle too long: `ended` says which) or an admin session whose user
   * is no longer staff. A session that ended is deleted.
   */
  async lookup(token: string, kind: SessionKind): Promise<SessionLookup> {
    const session = await this.sessions.findOneBy({ tokenHash: hashToken(token) });
    if (!session || session.kind !== kind) return { user: null };
    const now = this.clock.now().getTime();
    const { idleMs } = SESSION_RULES[kind];
    const lastSeen = new Date(session.lastSeenAt ?? session.createdAt).getTime();
    const expired = new Date(session.expiresAt).getTime() <= now;
    const idle = idleMs !== undefined && lastSeen + idleMs <= now;
    const user = expired || idle ? null : await this.users.findById(session.userId);
    if (!user || (kind === 'admin' && !user.isAdmin)) {
      await this.sessions.delete({ tokenHash: session.tokenHash });
      return { user: null, ...(expired ? { ended: 'expired' } : idle ? { ended: 'idle' } : {}) };
    }
    if (idleMs !== undefined && now - lastSeen >= SEEN_EVERY_MS)
      await this.sessions.update({ tokenHash: session.tokenHash }, { lastSeenAt: new Date(now) });
    return { user };
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
