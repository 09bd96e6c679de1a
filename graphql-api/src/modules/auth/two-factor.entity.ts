import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { SessionKind } from './session.entity';

/**
 * An account's authenticator secret (decision 064). `confirmedAt` null: enrolment started and not
 * yet confirmed with a code, so sign-in does not ask for one. No API reads `secret` back after
 * enrolment showed it once.
 */
@Entity('user_totp')
export class UserTotp {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  /**
   * Base32 as authenticator apps take it, sealed (decision 078: SecretBox, context
   * `user_totp:<userId>`); plain in a row stored before sealing, until `npm run secrets:reseal`.
   */
  @Column({ type: 'varchar', length: 255 })
  secret: string;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  confirmedAt: Date | null;

  /** The last 30-second step whose code was accepted: a code of that step or an earlier one is refused. */
  @Column({ type: 'integer', nullable: true })
  lastStep: number | null;
}

/** One of an account's one-time recovery codes: only its SHA-256 is kept; `usedAt` once used. */
@Entity('totp_recovery_codes')
export class TotpRecoveryCode {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  codeHash: string;

  @Index('IDX_totp_recovery_codes_user')
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;
}

/** What the second step of a sign-in asks: a code, or (staff without one, when required) enrolment. */
export type ChallengeStep = 'code' | 'enrol';

/**
 * A sign-in whose password was accepted and whose second step is pending: only the SHA-256 of its
 * cookie token is kept, as for sessions; it lives SIGN_IN_CHALLENGE_MINUTES and allows
 * SIGN_IN_CHALLENGE_ATTEMPTS wrong codes.
 */
@Entity('sign_in_challenges')
export class SignInChallenge {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Index('IDX_sign_in_challenges_user')
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** The app signed in to: the session it opens is of this kind. */
  @Column({ type: 'varchar', length: 10 })
  kind: SessionKind;

  @Column({ type: 'varchar', length: 10 })
  step: ChallengeStep;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'datetime' })
  expiresAt: Date;
}
