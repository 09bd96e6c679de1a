import { createHmac, timingSafeEqual } from 'node:crypto';
import { BusyError } from '../../errors';
import { addressForLimits } from '../../lib/client-address';
import type { PasswordHasher } from '../../lib/password';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { User } from '../users/user.service';

/** Failed logins for one email from one address (a success gives its attempt back). */
export const LOGIN_LIMIT = { max: 10, windowMs: 60_000 };
/** Failed logins from one address across all emails: tens a minute, for an office behind one NAT. */
export const LOGIN_IP_LIMIT = { max: 30, windowMs: 60_000 };
/**
 * Failed logins for one email from anywhere: 5 free, then each waits twice as long as the one
 * before, up to 5 minutes; a success starts over (decision 055). A browser that has signed in to
 * the account before is not held back by it, so an attacker cannot lock its owner out.
 */
export const LOGIN_ACCOUNT_BACKOFF = {
  free: 5,
  firstWaitMs: 1000,
  maxWaitMs: 5 * 60_000,
  message: 'Too many failed sign-ins for this account. Please wait a moment and try again.',
};

/** Where a password is tried from: the caller's address and its device cookie. */
export type AttemptFrom = { ip: string; device?: string };

/**
 * Password checks counted as logins are (decision 055): at sign-in, and wherever a signed-in
 * account gives its password again to change how it signs in (decision 080), so no door lets a
 * password be guessed faster than the login does.
 */
export class LoginAttempts {
  constructor(
    private readonly rateLimits: RateLimitService,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * Whether `given` is the password of `found` (null: no such account, checked against nothing
   * in the same time). Counted per email and address, per address, and per account unless the
   * browser is known, before the password is hashed; a right one gives its counts back.
   */
  async verify(
    email: string,
    found: User | null,
    given: string,
    from: AttemptFrom,
  ): Promise<boolean> {
    const address = addressForLimits(from.ip);
    const keys = [`login:${address}:${email}`, `login-ip:${address}`];
    await this.rateLimits.consume(keys[0], LOGIN_LIMIT);
    try {
      await this.rateLimits.consume(keys[1], LOGIN_IP_LIMIT);
    } catch (error) {
      await this.rateLimits.refund(keys[0]); // no password was checked for this email
      throw error;
    }
    const account = `login-account:${email}`;
    const knownDevice = Boolean(found && from.device && sameText(from.device, deviceOf(found)));
    if (!knownDevice) {
      try {
        await this.rateLimits.backoff(account, LOGIN_ACCOUNT_BACKOFF);
      } catch (error) {
        await Promise.all(keys.map((key) => this.rateLimits.refund(key)));
        throw error;
      }
      keys.push(account);
    }
    const ok = await this.refundWhenBusy(keys, () =>
      found
        ? this.passwords.verify(given, found.passwordHash)
        : this.passwords.verifyNothing(given),
    );
    if (found && ok)
      await Promise.all([
        this.rateLimits.refund(keys[0]),
        this.rateLimits.refund(keys[1]),
        this.rateLimits.clear(account),
      ]);
    return Boolean(found && ok);
  }

  /** Runs `work`; a BusyError (no password was hashed, decision 045) gives the attempts counted under `keys` back. */
  async refundWhenBusy<T>(keys: string[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof BusyError)
        await Promise.all(keys.map((key) => this.rateLimits.refund(key)));
      throw error;
    }
  }
}

/**
 * The device cookie's value for this account: a MAC of its id under its password hash (which only
 * the server knows), so it needs no table, and a new password makes every old one worthless.
 */
export function deviceOf(user: User): string {
  return createHmac('sha256', user.passwordHash).update(`device:${user.id}`).digest('base64url');
}

const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};
