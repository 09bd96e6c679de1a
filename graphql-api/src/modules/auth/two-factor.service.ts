import { Secret } from 'otpauth';
import { IsNull } from 'typeorm';
import { RECOVERY_CODE_COUNT } from '../../contract/two-factor';
import { BadInputError, ConflictError, ForbiddenError } from '../../errors';
import { isSealed, SecretBox } from '../../lib/secret-box';
import type { MachineActor } from '../audit/audit.service';
import type { TwoFactorChange } from '../mail/templates/mail-kinds';
import type { User } from '../users/user.service';
import { AuthServiceBase, currentPassword, NOT_YOUR_PASSWORD } from './auth-service-base';
import type { AttemptFrom } from './login-attempts';
import type { Viewer } from './viewer';
import { TotpRecoveryCode, UserTotp } from './two-factor.entity';
import { actor, change, changeMail, entry } from './two-factor.audit';
import {
  CODE_SHAPE,
  enrolmentOf,
  parseCode,
  recoveryCode,
  sha256,
  shownCode,
  stepOf,
  totpContext,
  TWO_FACTOR,
  USED_CODE,
  WRONG_CODE,
} from './two-factor.codes';
export { TWO_FACTOR, USED_CODE, WRONG_CODE } from './two-factor.codes';

/** What enrolment shows once: the secret, as text, as an otpauth:// address and as a QR code. */
export type Enrolment = { secret: string; uri: string; qrCode: string };
export type TwoFactorState = {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
  /** The account is staff and ADMIN_TOTP=required: it may not turn two-factor sign-in off. */
  required: boolean;
};
/** What a change to two-factor sign-in asks for, as sent: the current password and a code. */
export type PasswordAndCode = { currentPassword?: unknown; code?: unknown };
/**
 * Where a change to two-factor sign-in comes from: the request's address and device cookie (its
 * password is counted as a login's, decision 080) and its session's cookie token, which stays
 * when turning it on ends the account's other sessions.
 */
export type ChangeFrom = AttemptFrom & { session?: string };
const STAFF_KEEP_IT = 'Staff accounts must keep two-factor sign-in on.';

export class TwoFactorService extends AuthServiceBase {
  /** Authenticator secrets are sealed at rest (decision 078). */
  private sealer: SecretBox | undefined;
  private get box(): SecretBox {
    return (this.sealer ??= new SecretBox(this.config.secrets));
  }

  private get secrets() {
    return this.db.getRepository(UserTotp);
  }

  private get recoveryCodes() {
    return this.db.getRepository(TotpRecoveryCode);
  }

  /** Whether this account signs in with a code (its enrolment was confirmed). */
  async isOn(userId: string): Promise<boolean> {
    const row = await this.secrets.findOneBy({ userId });
    return Boolean(row?.confirmedAt);
  }

  /** Whether staff must have it (ADMIN_TOTP, decision 064). */
  get requiredForStaff(): boolean {
    return this.config.adminTotp === 'required';
  }

  /** The signed-in user's two-factor sign-in: on or off, recovery codes left. */
  async status(viewer: Viewer): Promise<TwoFactorState> {
    const user = await this.accountOf(viewer);
    const row = await this.secrets.findOneBy({ userId: user.id });
    const enabledAt = row?.confirmedAt ? new Date(row.confirmedAt) : null;
    return {
      enabled: Boolean(enabledAt),
      enabledAt,
      recoveryCodesLeft: enabledAt
        ? await this.recoveryCodes.countBy({ userId: user.id, usedAt: IsNull() })
        : 0,
      required: user.isAdmin && this.requiredForStaff,
    };
  }

  /**
   * Starts enrolment for the signed-in user, who gives their current password (decision 080): a
   * session alone cannot put another authenticator on the account. See `startFor`.
   */
  async start(viewer: Viewer, currentPassword: unknown, from: ChangeFrom): Promise<Enrolment> {
    const user = await this.accountOf(viewer);
    await this.checkPassword(user, currentPassword, from);
    return this.startFor(user);
  }

  /**
   * A new secret for this account, shown once; a started enrolment is replaced. Refused when two-
   * factor sign-in is already on (turn it off first).
   */
  async startFor(user: User): Promise<Enrolment> {
    const existing = await this.secrets.findOneBy({ userId: user.id });
    if (existing?.confirmedAt)
      throw new ConflictError(
        'twoFactor',
        'Two-factor sign-in is already on. Turn it off first to move it to a new device.',
      );
    const secret = new Secret({ size: 20 }).base32;
    await this.secrets.save({
      userId: user.id,
      secret: this.box.seal(secret, totpContext(user.id)),
      createdAt: this.clock.now(),
      confirmedAt: null,
      lastStep: null,
    });
    return enrolmentOf(secret, user.email);
  }

  /** Confirms the signed-in user's enrolment (see `confirmFor`); the session asking stays. */
  async confirm(viewer: Viewer, code: unknown, from: ChangeFrom): Promise<string[]> {
    const user = await this.accountOf(viewer);
    return this.confirmFor(user, code, from);
  }

  /**
   * Turns two-factor sign-in on with a current code of the started enrolment's secret; answers the
   * ten recovery codes, shown once (only their hashes are kept). In the same unit of work every
   * session of the account but `from.session` ends, the owner is mailed and the audit log records
   * it (decision 080).
   */
  async confirmFor(
    user: User,
    code: unknown,
    from: { ip?: string; session?: string } = {},
  ): Promise<string[]> {
    const digits = parseCode(code);
    if (!('totp' in digits)) throw new BadInputError('code', CODE_SHAPE);
    const pending = await this.secrets.findOneBy({ userId: user.id });
    if (!pending || pending.confirmedAt)
      throw new BadInputError('code', 'Start setting up two-factor sign-in first.');
    const step = await this.counted(user.id, () =>
      stepOf(this.secretOf(pending), digits.totp, this.clock.now()),
    );
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    const now = this.clock.now();
    await this.inTransaction(async ({ twoFactor, audit, auth }) => {
      const done = await twoFactor.secrets.update(
        { userId: user.id, secret: pending.secret, confirmedAt: IsNull() },
        { confirmedAt: now, lastStep: step },
      );
      if (done.affected !== 1)
        throw new BadInputError('code', 'Start setting up two-factor sign-in first.');
      await twoFactor.replaceRecoveryCodes(user.id, codes);
      await auth.endSessions(user.id, from.session);
      await twoFactor.tellOwner(user, 'on');
      await audit.record(actor(user, from.ip), change('two-factor.enable', user, 'off', 'on'));
    });
    return codes.map(shownCode);
  }

  /**
   * Turns it off for the signed-in user, who gives their current password and a current code (or
   * a recovery code). Staff may not when ADMIN_TOTP=required. The owner is mailed and the audit
   * log records it.
   */
  async disable(viewer: Viewer, input: PasswordAndCode, from: ChangeFrom): Promise<void> {
    const user = await this.accountOf(viewer);
    if (user.isAdmin && this.requiredForStaff) throw new ForbiddenError(STAFF_KEEP_IT);
    await this.checkPasswordAndCode(user, input, from);
    await this.inTransaction(async ({ twoFactor, audit }) => {
      await twoFactor.secrets.delete({ userId: user.id });
      await twoFactor.recoveryCodes.delete({ userId: user.id });
      await twoFactor.tellOwner(user, 'off');
      await audit.record(actor(user, from.ip), change('two-factor.disable', user, 'on', 'off'));
    });
  }

  /**
   * Ten new recovery codes for the signed-in user, shown once, in place of every old one (used or
   * not), given the password and a current code (or a recovery code). Staff who must keep two-
   * factor sign-in get theirs this way. The owner is mailed and the audit log records it.
   */
  async newRecoveryCodes(
    viewer: Viewer,
    input: PasswordAndCode,
    from: ChangeFrom,
  ): Promise<string[]> {
    const user = await this.accountOf(viewer);
    await this.checkPasswordAndCode(user, input, from);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    await this.inTransaction(async ({ twoFactor, audit }) => {
      await twoFactor.replaceRecoveryCodes(user.id, codes);
      await twoFactor.tellOwner(user, 'recovery-codes');
      await audit.record(actor(user, from.ip), entry('two-factor.new-recovery-codes', user));
    });
    return codes.map(shownCode);
  }

  /**
   * The checks before a change to an account's two-factor sign-in: it is on, the password is the
   * account's and the code is a current one (or an unused recovery code, used up by this). Wrong:
   * BAD_USER_INPUT on that field; a password counted as a login's, a code against
   * TWO_FACTOR.perAccount.
   */
  private async checkPasswordAndCode(
    user: User,
    input: PasswordAndCode,
    from: ChangeFrom,
  ): Promise<void> {
    currentPassword(input?.currentPassword);
    parseCode(input?.code);
    if (!(await this.isOn(user.id)))
      throw new ConflictError('twoFactor', 'Two-factor sign-in is not on.');
    await this.checkPassword(user, input.currentPassword, from);
    await this.use(user, input.code, from.ip);
  }

  /**
   * The account's current password, given again to change how it signs in (decision 080). Tried
   * as a login tries it, under the same limits (LoginAttempts), so a stolen session guesses no
   * faster here than at sign-in. Wrong: BAD_USER_INPUT on `currentPassword`.
   */
  private async checkPassword(user: User, given: unknown, from: ChangeFrom): Promise<void> {
    const password = currentPassword(given);
    if (!(await this.attempts.verify(user.email, user, password, from)))
      throw new BadInputError('currentPassword', NOT_YOUR_PASSWORD);
  }

  /**
   * Mails the owner what changed in how the account signs in, when, and what to do if it was not
   * them; in the caller's unit of work, so the mail goes exactly when the change is kept.
   */
  private async tellOwner(user: User, what: TwoFactorChange): Promise<void> {
    await this.mail.enqueue(changeMail(user, what, this.clock.now(), this.config));
  }

  /**
   * The second step of a sign-in: a current code (each step's once) or an unused recovery code,
   * which is used up and recorded in the audit log. Wrong: BAD_USER_INPUT on `code`; every try is
   * counted against TWO_FACTOR.perAccount and a right one gives its count back.
   */
  async use(user: User, raw: unknown, ip?: string): Promise<void> {
    const code = parseCode(raw);
    await this.counted(user.id, async () => {
      if ('recovery' in code) return this.useRecoveryCode(user, code.recovery, ip);
      const row = await this.secrets.findOneBy({ userId: user.id });
      if (!row?.confirmedAt) throw new BadInputError('code', WRONG_CODE);
      const step = stepOf(this.secretOf(row), code.totp, this.clock.now());
      // Once per step: of two sign-ins with one code only the first moves lastStep past it.
      const taken = await this.secrets
        .createQueryBuilder()
        .update(UserTotp)
        .set({ lastStep: step })
        .where('userId = :id AND (lastStep IS NULL OR lastStep < :step)', { id: user.id, step })
        .execute();
      if (taken.affected !== 1) throw new BadInputError('code', USED_CODE);
    });
  }

  /**
   * Clears an account's two-factor sign-in (a lost device, the command line): its secret and
   * recovery codes go and the audit log records who did it. False when it had none.
   */
  async reset(email: string, by: MachineActor): Promise<boolean> {
    return this.inTransaction(async ({ users, twoFactor, audit }) => {
      const user = await users.findByEmail(email);
      if (!user) return false;
      const gone = await twoFactor.secrets.delete({ userId: user.id });
      await twoFactor.recoveryCodes.delete({ userId: user.id });
      if (!gone.affected) return false;
      await audit.recordMachineChange({
        by,
        ...change('two-factor.reset', user, 'on', 'off'),
      });
      return true;
    });
  }

  /**
   * Seals every secret kept plain (stored before sealing) or under SECRETS_KEY_PREVIOUS with
   * SECRETS_KEY (`npm run secrets:reseal`, decision 078); the number re-sealed. A secret under
   * neither key: UnreadableSecretError, nothing after it changed.
   */
  async resealSecrets(): Promise<number> {
    let count = 0;
    for (const row of await this.secrets.find()) {
      if (this.box.isCurrent(row.secret)) continue;
      const secret = this.box.seal(this.secretOf(row), totpContext(row.userId));
      // Only if unchanged meanwhile (a new enrolment is sealed already).
      const done = await this.secrets.update(
        { userId: row.userId, secret: row.secret },
        { secret },
      );
      count += done.affected ?? 0;
    }
    return count;
  }

  /** A row's secret, opened; one stored before sealing is read as it is (decision 078). */
  private secretOf(row: UserTotp): string {
    return isSealed(row.secret) ? this.box.open(row.secret, totpContext(row.userId)) : row.secret;
  }

  /** Puts `codes` (only their hashes) in place of the account's recovery codes. */
  private async replaceRecoveryCodes(userId: string, codes: string[]): Promise<void> {
    const now = this.clock.now();
    await this.recoveryCodes.delete({ userId });
    await this.recoveryCodes.insert(
      codes.map((c) => ({ codeHash: sha256(c), userId, createdAt: now, usedAt: null })),
    );
  }

  private async useRecoveryCode(user: User, code: string, ip?: string): Promise<void> {
    await this.inTransaction(async ({ twoFactor, audit }) => {
      const taken = await twoFactor.recoveryCodes.update(
        { codeHash: sha256(code), userId: user.id, usedAt: IsNull() },
        { usedAt: this.clock.now() },
      );
      if (taken.affected !== 1)
        throw new BadInputError('code', 'That recovery code is not right or was already used.');
      await audit.record(actor(user, ip), entry('two-factor.recovery-code', user));
    });
  }

  /** Runs a code check counted against the account's limit; a right code gives its count back. */
  private async counted<T>(userId: string, check: () => T | Promise<T>): Promise<T> {
    const key = `two-factor:${userId}`;
    await this.rateLimits.consume(key, TWO_FACTOR.perAccount);
    const result = await check();
    await this.rateLimits.refund(key);
    return result;
  }
}
