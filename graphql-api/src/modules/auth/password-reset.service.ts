import { RESET_LINK_REFUSALS, type ResetLinkState } from '../../contract/password-reset';
import { email as parseEmail } from '../../lib/validate';
import { requireSending } from '../mail/mail.service';
import { type AuthDeps, password as newPassword } from './auth-service-base';
import { MailedLinkService } from './mailed-link';
import { PasswordReset } from './password-reset.entity';
import type { SessionKind } from './session.entity';
import { hashToken } from './secret-token';
import { addressForLimits } from '../../lib/client-address';

/**
 * Password reset links (decision 062, docs/product.md#password-reset): valid 60 minutes, used once.
 * Asking is limited per address asked for and per network, with the same answer either way.
 */
export const PASSWORD_RESET = {
  validMs: 60 * 60_000,
  perEmail: {
    max: 3,
    windowMs: 60 * 60_000,
    message: 'Too many reset links were asked for this address. Please try again in an hour.',
  },
  perIp: {
    max: 20,
    windowMs: 60 * 60_000,
    message: 'Too many reset links were asked for from this network. Please try again later.',
  },
};

/**
 * Forgotten passwords: a link by mail to the address of the account, then a new password that
 * ends every session of the account in the same unit of work (decision 055).
 */
export class PasswordResetService extends MailedLinkService<PasswordReset> {
  constructor(deps: AuthDeps) {
    super(deps, PasswordReset, PASSWORD_RESET.validMs);
  }

  /**
   * Sends a reset link to `email` when it is an account's (an admin's, when asked on the console),
   * and nothing otherwise; the caller answers the same in both cases. Counted per address and per
   * network before anything is looked up. The lookup, the link and its mail happen in the
   * background, after the answer, so its time does not tell either (decision 079). With MAIL=off:
   * MAIL_OFF, before anything else.
   */
  async request(
    input: { email?: unknown },
    from: { ip: string; site: SessionKind },
  ): Promise<void> {
    requireSending(this.config);
    const email = parseEmail(input?.email);
    await this.rateLimits.consume(`reset-ip:${addressForLimits(from.ip)}`, PASSWORD_RESET.perIp);
    await this.rateLimits.consume(`reset-email:${email}`, PASSWORD_RESET.perEmail);
    this.mail.inBackground('password-reset', () => this.sendLink(email, from.site), email);
  }

  private async sendLink(email: string, site: SessionKind): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || (site === 'admin' && !user.isAdmin)) return;
    const base = site === 'admin' ? `${this.config.adminUrl}/admin` : this.config.publicUrl;
    await this.inTransaction(async ({ passwordResets, mail }) => {
      const { token, expiresAt } = await passwordResets.links.issue(user.id, { site });
      await mail.enqueue({
        to: user.email,
        idempotencyKey: `password-reset:${hashToken(token)}`,
        template: {
          kind: 'password-reset',
          // A name only to an address its account has confirmed: else whoever made the account
          // chose it (decision 079).
          name: user.emailConfirmedAt ? user.name : null,
          link: `${base}/reset-password?token=${token}`,
          expiresAt,
        },
      });
    });
  }

  /** What the link with this token is now (the reset page asks before showing its form). */
  async check(token: unknown, site: SessionKind): Promise<ResetLinkState> {
    const reset = await this.links.find(token);
    return this.links.stateOf(reset?.site === site ? reset : null);
  }

  /**
   * Sets a new password with a valid link: the link is used up, every session of the account ends
   * (the visitor then logs in with the new password) and its other links stop working, all in one
   * unit of work. A link that is not valid changes nothing and says why (RESET_LINK_REFUSALS).
   */
  async reset(input: { token?: unknown; password?: unknown }, site: SessionKind): Promise<void> {
    const chosen = newPassword(input?.password);
    this.links.requireValid(await this.check(input?.token, site), RESET_LINK_REFUSALS);
    // Hashed before the unit: SQLite's write turn is not held while Argon2id runs (decision 060).
    const passwordHash = await this.passwords.hash(chosen);
    const user = await this.inTransaction(async ({ passwordResets, users, auth }) => {
      const { user } = await passwordResets.links.use(
        input.token as string,
        users,
        RESET_LINK_REFUSALS,
      );
      await users.update(user, { passwordHash });
      await auth.endSessions(user.id);
      await passwordResets.links.forgetUnused(user.id);
      return user;
    });
    // A new password starts the account's login back-off over (decision 055).
    await this.rateLimits.clear(`login-account:${user.email}`);
  }

  /** Ends the account's unused links (its address changed: they went to the old one, decision 063). */
  async forgetUnused(userId: string): Promise<void> {
    await this.links.forgetUnused(userId);
  }
}
