import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { BadInputError, BusyError, ForbiddenError, UnauthenticatedError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { DUMMY_HASH, type PasswordHasher } from '../../lib/password';
import { email as parseEmail, requiredText } from '../../lib/validate';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { User, UsersService } from '../users/user.service';
import { Session } from './session.entity';

export {
  requireAdmin,
  requireSignedIn,
  type SignedInViewer,
  SYSTEM,
  type Viewer,
  viewerOf,
} from './viewer';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Failed logins for one email from one address (a success gives its attempt back). */
export const LOGIN_LIMIT = { max: 10, windowMs: 60_000 };
/** Failed logins from one address across all emails: tens a minute, for an office behind one NAT. */
export const LOGIN_IP_LIMIT = { max: 30, windowMs: 60_000 };
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

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function password(value: unknown): string {
  if (typeof value !== 'string' || !value)
    throw new BadInputError('password', 'Password is required.');
  if (value.length < 8)
    throw new BadInputError('password', 'Password must be at least 8 characters.');
  if (value.length > 200)
    throw new BadInputError('password', 'Password must be at most 200 characters.');
  return value;
}

/** Signup, login with rate limiting, server-side sessions and logout. */
export class AuthService {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly users: UsersService,
    private readonly rateLimits: RateLimitService,
    private readonly passwords: PasswordHasher,
  ) {}

  private get sessions() {
    return this.db.getRepository(Session);
  }

  /** Creates an account; valid input from one `ip` is counted against SIGNUP_LIMIT before the password is hashed. */
  async signup(input: SignupInput, ip: string): Promise<User> {
    const name = requiredText(input?.name, 'name', 'Name', 100);
    const email = parseEmail(input?.email);
    const pw = password(input?.password);
    await this.rateLimits.consume(`signup:${ip}`, SIGNUP_LIMIT);
    return this.refundWhenBusy([`signup:${ip}`], () =>
      this.users.create({ name, email, password: pw }),
    );
  }

  /** Runs `work`; a BusyError (no password was hashed, decision 045) gives the attempts counted under `keys` back. */
  private async refundWhenBusy<T>(keys: string[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof BusyError)
        await Promise.all(keys.map((key) => this.rateLimits.refund(key)));
      throw error;
    }
  }

  /**
   * Checks the credentials and opens a session; returns the user and the cookie token. The attempt
   * is counted (per email and address, and per address) before the password is hashed, so a burst
   * gets no more password checks than the limits allow; a successful login gives its count back.
   */
  async login(input: LoginInput, ip: string): Promise<{ user: User; token: string }> {
    const email = parseEmail(input?.email);
    if (typeof input?.password !== 'string' || !input.password) {
      throw new BadInputError('password', 'Password is required.');
    }
    const given = input.password;
    const keys = [`login:${ip}:${email}`, `login-ip:${ip}`];
    await this.rateLimits.consume(keys[0], LOGIN_LIMIT);
    try {
      await this.rateLimits.consume(keys[1], LOGIN_IP_LIMIT);
    } catch (error) {
      await this.rateLimits.refund(keys[0]); // no password was checked for this email
      throw error;
    }
    const user = await this.users.findByEmail(email);
    const ok = await this.refundWhenBusy(keys, () =>
      this.passwords.verify(given, user?.passwordHash ?? DUMMY_HASH),
    );
    if (!user || !ok) throw new UnauthenticatedError(INVALID_CREDENTIALS);
    await Promise.all(keys.map((key) => this.rateLimits.refund(key)));
    if (input.adminOnly === true && !user.isAdmin) throw new ForbiddenError(NOT_ADMIN_MESSAGE);
    return { user, token: await this.openSession(user.id) };
  }

  async openSession(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.sessions.insert({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    return token;
  }

  /** The user of a live session, or null for an unknown, expired or revoked token. */
  async userForToken(token: string): Promise<User | null> {
    const session = await this.sessions.findOneBy({ tokenHash: hashToken(token) });
    if (!session) return null;
    if (new Date(session.expiresAt).getTime() <= this.clock.now().getTime()) {
      await this.sessions.delete({ tokenHash: session.tokenHash });
      return null;
    }
    return this.users.findById(session.userId);
  }

  /** GET /api/auth/me: the request's signed-in user; anonymous: UNAUTHENTICATED. */
  signedInUser(user: User | null | undefined): User {
    if (!user) throw new UnauthenticatedError();
    return user;
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.sessions.delete({ tokenHash: hashToken(token) });
  }
}
