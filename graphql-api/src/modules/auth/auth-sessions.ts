import { randomUUID } from 'node:crypto';
import { ConflictError } from '../../errors';
import { addressForLimits } from '../../lib/client-address';
import { email as parseEmail, requiredText } from '../../lib/validate';
import type { User } from '../users/user.service';
import { AuthServiceBase, password } from './auth-service-base';
import { deviceOf } from './login-attempts';
import { hashToken, newSecretToken } from './secret-token';
import { Session, type SessionKind } from './session.entity';

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

export type SignupInput = { name?: unknown; email?: unknown; password?: unknown };
/** Where a signup comes from: the caller's address and the app it was sent to. */
export type SignupFrom = { ip: string; kind: SessionKind };
/** A session looked up: its user, or why a timed session ended (the console says so). */
export type SessionLookup = { user: User | null; ended?: 'idle' | 'expired' };
/** A sign-in done: its user, the session's cookie token and the device cookie's value. */
export type SignedInResult = { user: User; token: string; device: string };
/** A signup answered: the new account, signed in on the storefront (none on the admin console). */
export type SignupResult = { user: User; token?: string; device?: string };

/** The background work that opens a new account's session is found by its token's hash. */
const sessionWork = (tokenHash: string) => `session:${tokenHash}`;

/** The accounts made and the sessions opened and looked up; AuthService builds on it. */
export abstract class AuthSessions extends AuthServiceBase {
  protected get sessions() {
    return this.db.getRepository(Session);
  }

  /**
   * Creates an account, and mails it a link to confirm its address in the same unit of work
   * (decision 063); valid input from one `ip` is counted against SIGNUP_LIMIT before the
   * password is hashed. The answer (the account object, not read back) comes once the input is
   * checked and the password hashed, before the address is looked up: the account and its mail
   * are written in the background (decision 079), so neither the answer nor its time tells whether
   * the address has an account. An address that has one gets no account; its owner is told.
   *
   * On the storefront the answer signs the new account in (decision 095): its session's token is
   * made now and its row written in the same background work, once the account is; a taken
   * address gets a token no session has.
   */
  async signup(input: SignupInput, from: SignupFrom): Promise<SignupResult> {
    const name = requiredText(input?.name, 'name', 'Name', 100, 'single-line');
    const email = parseEmail(input?.email);
    const pw = password(input?.password);
    const key = `signup:${addressForLimits(from.ip)}`;
    await this.rateLimits.consume(key, SIGNUP_LIMIT);
    return this.attempts.refundWhenBusy([key], async () => {
      // Hashed before the unit: SQLite's write turn is not held while Argon2id runs (decision 060).
      const passwordHash = await this.passwords.hash(pw);
      const id = randomUUID();
      const token = from.kind === 'customer' ? newSecretToken() : undefined;
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
            return this.tellOwner(email);
          }
          if (token) await this.insertSession(token, id, 'customer');
        },
        email,
      );
      const user = this.users.unsaved({ id, name, email });
      if (!token) return { user };
      // A request with the new cookie that comes before the work is done waits for it (lookup).
      this.mail.inBackground(
        'signup',
        () => this.mail.settled(email),
        sessionWork(hashToken(token)),
      );
      return { user, token, device: deviceOf({ ...user, passwordHash }) };
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

  protected async signedIn(user: User, kind: SessionKind): Promise<SignedInResult> {
    return { user, token: await this.openSession(user.id, kind), device: deviceOf(user) };
  }

  async openSession(userId: string, kind: SessionKind = 'customer'): Promise<string> {
    const token = newSecretToken();
    await this.insertSession(token, userId, kind);
    return token;
  }

  private async insertSession(token: string, userId: string, kind: SessionKind): Promise<void> {
    const now = this.clock.now();
    await this.sessions.insert({
      tokenHash: hashToken(token),
      userId,
      kind,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_RULES[kind].maxAgeMs),
    });
  }

  /**
   * The user of a live session of this kind; none for an unknown token, one of the other app's,
   * one that ended (too old, or idle too long: `ended` says which) or an admin session whose user
   * is no longer staff. A session that ended is deleted.
   */
  async lookup(token: string, kind: SessionKind): Promise<SessionLookup> {
    const tokenHash = hashToken(token);
    // A new account's first request may come before its signup's background work is done.
    await this.mail.settled(sessionWork(tokenHash));
    const session = await this.sessions.findOneBy({ tokenHash });
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
}
