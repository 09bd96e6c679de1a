import {
  EMAIL_LINK_HOURS,
  EMAIL_LINK_REFUSALS,
  type EmailLinkState,
} from '../../contract/email-confirmation';
import { BadInputError, ConflictError } from '../../errors';
import { email as parseEmail } from '../../lib/validate';
import { requireSending } from '../mail/mail.service';
import type { User } from '../users/user.service';
import { type AuthDeps, currentPassword } from './auth-service-base';
import { EmailConfirmation } from './email-confirmation.entity';
import { MailedLinkService } from './mailed-link';
import { requireSignedIn, type Viewer } from './viewer';
import { hashToken } from './secret-token';
import { addressForLimits } from '../../lib/client-address';

const HOUR = 60 * 60_000;

/**
 * Confirmation links and their limits (decision 063, docs/product.md#confirming-your-email-address):
 * valid 48 hours, used once. Asking again and changing the address are counted per account and per
 * network; the answer is the same whatever happens to the mail.
 */
export const EMAIL_LINK = {
  validMs: EMAIL_LINK_HOURS * HOUR,
  resendPerAccount: {
    max: 3,
    windowMs: HOUR,
    message:
      'Too many confirmation links were asked for this account. Please try again in an hour.',
  },
  resendPerIp: {
    max: 20,
    windowMs: HOUR,
    message:
      'Too many confirmation links were asked for from this network. Please try again later.',
  },
  changePerAccount: {
    max: 3,
    windowMs: HOUR,
    message: 'Too many address changes were asked for this account. Please try again in an hour.',
  },
  changePerIp: {
    max: 20,
    windowMs: HOUR,
    message: 'Too many address changes were asked for from this network. Please try again later.',
  },
};

/**
 * Confirmed addresses: a link mailed at signup (and again on request) confirms the account's
 * address; a change of address is asked with the current password and happens only when the link
 * mailed to the new address is opened, the old address being told (decision 063).
 */
export class EmailConfirmationService extends MailedLinkService<EmailConfirmation> {
  constructor(deps: AuthDeps) {
    super(deps, EmailConfirmation, EMAIL_LINK.validMs);
  }

  /**
   * Mails `user` a link confirming its address, in the caller's unit of work (signup calls it
   * there, so an account is never kept without its link, or a link mailed for no account).
   */
  async sendConfirmation(user: User): Promise<void> {
    await this.inTransaction(async ({ emailConfirmations, mail }) => {
      const { token, expiresAt } = await emailConfirmations.links.issue(user.id, {
        email: user.email,
        purpose: 'confirm',
      });
      await mail.enqueue({
        to: user.email,
        idempotencyKey: `confirm-email:${hashToken(token)}`,
        template: { kind: 'confirm-email', link: this.link(token), expiresAt },
      });
    });
  }

  /**
   * "Resend" on the storefront's banner: a new link when the signed-in account's address is not
   * confirmed yet, nothing when it is; the caller answers the same. Counted per network and per
   * account before anything is looked up.
   */
  async resend(viewer: Viewer, ip: string): Promise<void> {
    const { id } = requireSignedIn(viewer);
    requireSending(this.config);
    await this.rateLimits.consume(
      `confirm-resend-ip:${addressForLimits(ip)}`,
      EMAIL_LINK.resendPerIp,
    );
    await this.rateLimits.consume(`confirm-resend:${id}`, EMAIL_LINK.resendPerAccount);
    const user = await this.accountOf(viewer);
    if (user.emailConfirmedAt) return;
    await this.sendConfirmation(user);
  }

  /**
   * Asks to change the signed-in account's address to `newEmail`, given the current password
   * (wrong: BAD_USER_INPUT on `currentPassword`, counted with the password form's tries). A link
   * goes to the new address and a notice to the current one; nothing changes until the link is
   * opened. The new address is not looked up: the answer, the work and the mails are the same
   * whether or not another account has it (its link then fails when opened).
   */
  async requestChange(
    viewer: Viewer,
    input: { newEmail?: unknown; currentPassword?: unknown },
    ip: string,
  ): Promise<void> {
    const { id } = requireSignedIn(viewer);
    requireSending(this.config);
    const newEmail = parseEmail(input?.newEmail, 'newEmail');
    const given = currentPassword(input?.currentPassword);
    const user = await this.accountOf(viewer);
    if (newEmail === user.email)
      throw new BadInputError('newEmail', 'That is already your email address.');
    await this.checkCurrentPassword(user, given);
    await this.rateLimits.consume(
      `email-change-ip:${addressForLimits(ip)}`,
      EMAIL_LINK.changePerIp,
    );
    await this.rateLimits.consume(`email-change:${id}`, EMAIL_LINK.changePerAccount);
    const { publicUrl } = this.config;
    await this.inTransaction(async ({ emailConfirmations, mail }) => {
      // Only the latest change asked for can happen.
      await emailConfirmations.links.forgetUnused(id, { purpose: 'change' });
      const { token, expiresAt } = await emailConfirmations.links.issue(id, {
        email: newEmail,
        purpose: 'change',
      });
      await mail.enqueue({
        to: newEmail,
        idempotencyKey: `confirm-email-change:${hashToken(token)}`,
        template: { kind: 'confirm-email-change', link: this.link(token), expiresAt },
      });
      await mail.enqueue({
        to: user.email,
        idempotencyKey: `email-change-notice:${hashToken(token)}`,
        template: {
          kind: 'email-change-notice',
          // Named only when this address is confirmed: else whoever made the account chose it.
          name: user.emailConfirmedAt ? user.name : null,
          newEmail,
          resetLink: `${publicUrl}/forgot-password`,
          accountLink: `${publicUrl}/account`,
        },
      });
    });
  }

  /** What the link with this token is now (the confirm page asks before offering to confirm). */
  async check(token: unknown): Promise<EmailLinkState> {
    return this.links.stateOf(await this.links.find(token));
  }

  /**
   * Opens a link: the account's address is confirmed, or (a change) becomes the address the link
   * was mailed to, confirmed. Used once, in one unit of work with the change; the account's other
   * unused links then stop working, and after a change so do its password reset links (mailed to
   * the old address). Its sessions go on (decision 063). A link that is not valid, or whose address
   * another account has taken meanwhile, changes nothing and says why (EMAIL_LINK_REFUSALS).
   */
  async confirm(token: unknown): Promise<void> {
    this.links.requireValid(await this.check(token), EMAIL_LINK_REFUSALS);
    await this.inTransaction(async ({ emailConfirmations, users, passwordResets }) => {
      const now = this.clock.now();
      const { link, user } = await emailConfirmations.links.use(
        token as string,
        users,
        EMAIL_LINK_REFUSALS,
      );
      if (link.purpose === 'confirm') {
        // The account has changed its address since this link was mailed.
        if (user.email !== link.email)
          throw new BadInputError('token', EMAIL_LINK_REFUSALS.INVALID);
        if (!user.emailConfirmedAt) await users.confirmEmail(user, now);
        await emailConfirmations.links.forgetUnused(user.id, { purpose: 'confirm' });
        return;
      }
      const owner = await users.findByEmail(link.email);
      if (owner && owner.id !== user.id)
        throw new BadInputError('token', EMAIL_LINK_REFUSALS.TAKEN);
      try {
        await users.changeEmail(user, link.email, now);
      } catch (error) {
        if (error instanceof ConflictError)
          throw new BadInputError('token', EMAIL_LINK_REFUSALS.TAKEN);
        throw error;
      }
      await emailConfirmations.links.forgetUnused(user.id);
      await passwordResets.forgetUnused(user.id);
    });
  }

  private link(token: string): string {
    return `${this.config.publicUrl}/confirm-email?token=${token}`;
  }
}
