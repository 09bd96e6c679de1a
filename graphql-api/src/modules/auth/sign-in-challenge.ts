import { type EntityManager, LessThan, MoreThan } from 'typeorm';
import {
  SIGN_IN_CHALLENGE_ATTEMPTS,
  SIGN_IN_CHALLENGE_MINUTES,
  SIGN_IN_STARTED_OVER,
} from '../../contract/two-factor';
import { UnauthenticatedError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { SessionKind } from './session.entity';
import { type ChallengeStep, SignInChallenge } from './two-factor.entity';
import { hashToken, isTokenShaped, newSecretToken } from './secret-token';

/**
 * Sign-ins waiting for their second step (decision 064): opened once the password was accepted,
 * kept as the SHA-256 of the cookie's token, for SIGN_IN_CHALLENGE_MINUTES and at most
 * SIGN_IN_CHALLENGE_ATTEMPTS wrong codes; taken once when the second step succeeds.
 */
export class SignInChallenges {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
  ) {}

  private get repo() {
    return this.db.getRepository(SignInChallenge);
  }

  /** A new pending sign-in for this account and app; its cookie token. The account's dead ones go. */
  async open(userId: string, kind: SessionKind, step: ChallengeStep): Promise<string> {
    const now = this.clock.now();
    await this.repo.delete({ userId, expiresAt: LessThan(now) });
    const token = newSecretToken();
    await this.repo.insert({
      tokenHash: hashToken(token),
      userId,
      kind,
      step,
      attempts: 0,
      expiresAt: new Date(now.getTime() + SIGN_IN_CHALLENGE_MINUTES * 60_000),
    });
    return token;
  }

  /**
   * The live pending sign-in of this cookie token, app and step; anything else (none, another
   * app's, expired, out of attempts) is UNAUTHENTICATED: start over with the password.
   */
  async live(token: unknown, kind: SessionKind, step: ChallengeStep): Promise<SignInChallenge> {
    const found = isTokenShaped(token)
      ? await this.repo.findOneBy({ tokenHash: hashToken(token) })
      : null;
    const now = this.clock.now().getTime();
    if (
      !found ||
      found.kind !== kind ||
      found.step !== step ||
      new Date(found.expiresAt).getTime() <= now ||
      found.attempts >= SIGN_IN_CHALLENGE_ATTEMPTS
    )
      throw new UnauthenticatedError(SIGN_IN_STARTED_OVER);
    return found;
  }

  /** Counts a wrong code; the last allowed one ends the sign-in. */
  async wrongCode(challenge: SignInChallenge): Promise<void> {
    await this.repo.increment({ tokenHash: challenge.tokenHash }, 'attempts', 1);
    if (challenge.attempts + 1 >= SIGN_IN_CHALLENGE_ATTEMPTS)
      await this.repo.delete({ tokenHash: challenge.tokenHash });
  }

  /** Ends a pending sign-in that succeeded: of two second steps at once only one takes it. */
  async take(challenge: SignInChallenge): Promise<void> {
    const taken = await this.repo.delete({
      tokenHash: challenge.tokenHash,
      expiresAt: MoreThan(this.clock.now()),
    });
    if (taken.affected !== 1) throw new UnauthenticatedError(SIGN_IN_STARTED_OVER);
  }
}
