import { BadInputError, ForbiddenError, UnauthenticatedError } from '../../errors';
import type { User, UsersService } from '../users/user.service';
import { SIGN_IN_STARTED_OVER } from '../../contract/two-factor';
import { type LoginFrom, NOT_ADMIN_MESSAGE, type SignedInResult } from './auth.service';
import type { SessionKind } from './session.entity';
import type { SignInChallenges } from './sign-in-challenge';
import type { ChangeFrom, Enrolment, TwoFactorService } from './two-factor.service';
import type { Viewer } from './viewer';

/**
 * The second step of a sign-in whose password was accepted (decision 064): a code, or, for staff
 * who must have two-factor sign-in, setting it up. `signedIn` opens the session it was waiting for.
 */
export class TwoFactorSignIn {
  constructor(
    private readonly challenges: SignInChallenges,
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersService,
    private readonly signedIn: (user: User, kind: SessionKind) => Promise<SignedInResult>,
  ) {}

  /**
   * The second step of a sign-in (`challenge`: the pending sign-in's cookie token): a current code
   * or a recovery code opens the session. A wrong one is BAD_USER_INPUT on `code` and counts
   * against the sign-in (SIGN_IN_CHALLENGE_ATTEMPTS) and the account (TWO_FACTOR.perAccount); a
   * sign-in expired, used or out of attempts is UNAUTHENTICATED: enter the password again.
   */
  async complete(
    challenge: string | undefined,
    code: unknown,
    from: LoginFrom,
  ): Promise<SignedInResult> {
    const pending = await this.challenges.live(challenge, from.kind, 'code');
    const user = await this.pendingUser(pending.userId, from.kind);
    try {
      await this.twoFactor.use(user, code, from.ip);
    } catch (error) {
      if (error instanceof BadInputError && error.field === 'code')
        await this.challenges.wrongCode(pending);
      throw error;
    }
    await this.challenges.take(pending);
    return this.signedIn(user, from.kind);
  }

  /**
   * Starts setting up two-factor sign-in: for the signed-in user, who gives their current password
   * (decision 080), or (signed out) for staff whose console sign-in asked for it (`pending`, the
   * pending sign-in's cookie token, ADMIN_TOTP): that sign-in took the password a moment ago.
   */
  async startEnrolment(
    viewer: Viewer,
    pending: string | undefined,
    currentPassword: unknown,
    from: LoginFrom & ChangeFrom,
  ): Promise<Enrolment> {
    if (viewer) return this.twoFactor.start(viewer, currentPassword, from);
    const challenge = await this.challenges.live(pending, from.kind, 'enrol');
    return this.twoFactor.startFor(await this.pendingUser(challenge.userId, from.kind));
  }

  /**
   * Turns it on with a current code; the ten recovery codes, shown once. The account's other
   * sessions end (`from.session` stays). At a console sign-in that asked for it, also the session
   * the sign-in was waiting for, opened after the others ended.
   */
  async confirmEnrolment(
    viewer: Viewer,
    pending: string | undefined,
    code: unknown,
    from: LoginFrom & ChangeFrom,
  ): Promise<{ recoveryCodes: string[]; user: User; signedIn?: SignedInResult }> {
    if (viewer) {
      const recoveryCodes = await this.twoFactor.confirm(viewer, code, from);
      const user = await this.users.findById(viewer.id);
      if (!user) throw new UnauthenticatedError();
      return { recoveryCodes, user };
    }
    const challenge = await this.challenges.live(pending, from.kind, 'enrol');
    const user = await this.pendingUser(challenge.userId, from.kind);
    const recoveryCodes = await this.twoFactor.confirmFor(user, code, { ip: from.ip });
    await this.challenges.take(challenge);
    return { recoveryCodes, user, signedIn: await this.signedIn(user, from.kind) };
  }

  /** The account of a pending sign-in, still there and (for the console) still staff. */
  private async pendingUser(userId: string, kind: SessionKind): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthenticatedError(SIGN_IN_STARTED_OVER);
    if (kind === 'admin' && !user.isAdmin) throw new ForbiddenError(NOT_ADMIN_MESSAGE);
    return user;
  }
}
