import { createHash, randomInt, randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { type EntityManager, IsNull } from 'typeorm';
import type { Config } from '../../config';
import { RECOVERY_CODE_COUNT } from '../../contract/two-factor';
import { BadInputError, ConflictError, ForbiddenError, UnauthenticatedError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { isSealed, SecretBox } from '../../lib/secret-box';
import type { ServiceDeps } from '../../services';
import type { AuditChange } from '../audit/audit-changes';
import type { AuditKind, MachineActor } from '../audit/audit.service';
import type { TwoFactorChange } from '../mail/templates/mail-kinds';
import type { MailService } from '../mail/mail.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { User, UsersService } from '../users/user.service';
import type { AttemptFrom, LoginAttempts } from './login-attempts';
import { requireSignedIn, type SignedInViewer, type Viewer } from './viewer';
import { TotpRecoveryCode, UserTotp } from './two-factor.entity';

/**
 * Two-factor sign-in by authenticator app (decision 064, docs/product.md#two-factor-sign-in):
 * RFC 6238 codes of 6 digits every 30 seconds, one step either side accepted, a step's code taken
 * once; ten one-time recovery codes.
 */
export const TWO_FACTOR = {
  issuer: 'DevJobs',
  periodSeconds: 30,
  window: 1,
  /** Codes tried for one account, wrong or right, at sign-in, enrolment or turning it off. */
  perAccount: {
    max: 10,
    windowMs: 15 * 60_000,
    message: 'Too many codes were tried for this account. Please wait 15 minutes and try again.',
  },
};
export const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
export const USED_CODE = 'That code was already used. Wait for the next one and enter it.';
const CODE_SHAPE =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
const STAFF_KEEP_IT = 'Staff accounts must keep two-factor sign-in on.';

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
const NOT_YOUR_PASSWORD = 'That is not your current password.';
/** A code as typed: 6 digits, or a recovery code (10 letters and digits; spaces and dashes ignored). */
type Code = { totp: string } | { recovery: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export class TwoFactorService {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly users: UsersService,
    private readonly rateLimits: RateLimitService,
    private readonly mail: MailService,
    private readonly attempts: LoginAttempts,
    private readonly inTransaction: ServiceDeps['inTransaction'],
  ) {}

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
    const user = await this.signedInUser(viewer);
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
    const user = await this.signedInUser(viewer);
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
    const uri = this.totp(secret, user.email).toString();
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      secret,
      uri,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** Confirms the signed-in user's enrolment (see `confirmFor`); the session asking stays. */
  async confirm(viewer: Viewer, code: unknown, from: ChangeFrom): Promise<string[]> {
    const user = await this.signedInUser(viewer);
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
      this.stepOf(this.secretOf(pending), digits.totp),
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
    const user = await this.signedInUser(viewer);
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
    const user = await this.signedInUser(viewer);
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
    requiredPassword(input?.currentPassword);
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
    const password = requiredPassword(given);
    if (!(await this.attempts.verify(user.email, user, password, from)))
      throw new BadInputError('currentPassword', NOT_YOUR_PASSWORD);
  }

  /**
   * Mails the owner what changed in how the account signs in, when, and what to do if it was not
   * them; in the caller's unit of work, so the mail goes exactly when the change is kept.
   */
  private async tellOwner(user: User, what: TwoFactorChange): Promise<void> {
    // Staff are sent to the console's pages, customers to the storefront's.
    const base = user.isAdmin ? `${this.config.adminUrl}/admin` : this.config.publicUrl;
    await this.mail.enqueue({
      to: user.email,
      idempotencyKey: `two-factor-change:${user.id}:${randomUUID()}`,
      template: {
        kind: 'two-factor-change',
        name: user.name,
        change: what,
        at: this.clock.now(),
        resetLink: `${base}/forgot-password`,
        settingsLink: `${base}/${user.isAdmin ? 'security' : 'account'}`,
      },
    });
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
      const step = this.stepOf(this.secretOf(row), code.totp);
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

  /** The 30-second step a code belongs to, within one step of now; wrong: BAD_USER_INPUT. */
  private stepOf(secret: string, code: string): number {
    const now = this.clock.now().getTime();
    const delta = this.totp(secret, '').validate({
      token: code,
      timestamp: now,
      window: TWO_FACTOR.window,
    });
    if (delta === null) throw new BadInputError('code', WRONG_CODE);
    return Math.floor(now / 1000 / TWO_FACTOR.periodSeconds) + delta;
  }

  /** Runs a code check counted against the account's limit; a right code gives its count back. */
  private async counted<T>(userId: string, check: () => T | Promise<T>): Promise<T> {
    const key = `two-factor:${userId}`;
    await this.rateLimits.consume(key, TWO_FACTOR.perAccount);
    const result = await check();
    await this.rateLimits.refund(key);
    return result;
  }

  private totp(secret: string, label: string): TOTP {
    return new TOTP({
      issuer: TWO_FACTOR.issuer,
      label,
      algorithm: 'SHA1',
      digits: 6,
      period: TWO_FACTOR.periodSeconds,
      secret: Secret.fromBase32(secret),
    });
  }

  private async signedInUser(viewer: Viewer): Promise<User> {
    const { id } = requireSignedIn(viewer);
    const user = await this.users.findById(id);
    if (!user) throw new UnauthenticatedError();
    return user;
  }
}

/** A password as typed into a form that asks for the current one. */
function requiredPassword(value: unknown): string {
  if (typeof value !== 'string' || !value)
    throw new BadInputError('currentPassword', 'Current password is required.');
  if (value.length > 200) throw new BadInputError('currentPassword', NOT_YOUR_PASSWORD);
  return value;
}
/** A secret's sealing context: its account, so it opens for no other (decision 078). */
const totpContext = (userId: string) => `user_totp:${userId}`;

function parseCode(value: unknown): Code {
  const text = typeof value === 'string' ? value.replace(/[\s-]/g, '').toLowerCase() : '';
  if (/^\d{6}$/.test(text)) return { totp: text };
  if (/^[a-z0-9]{10}$/.test(text)) return { recovery: text };
  throw new BadInputError('code', CODE_SHAPE);
}

/** 10 characters of an alphabet without look-alikes (0/o, 1/l/i): about 49 bits. */
function recoveryCode(): string {
  return Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
}

const actor = (user: User, ip?: string): SignedInViewer => ({
  id: user.id,
  isAdmin: user.isAdmin,
  ...(ip ? { ip } : {}),
});

/** An audit entry about `user`'s two-factor sign-in. */
const entry = (
  kind: Extract<AuditKind, `two-factor.${string}`>,
  user: User,
  changes: AuditChange[] = [],
) => ({
  kind,
  targetId: user.id,
  targetLabel: user.email,
  changes,
});

/** An entry that turns two-factor sign-in `before` → `after`. */
const change = (
  kind: 'two-factor.enable' | 'two-factor.disable' | 'two-factor.reset',
  user: User,
  before: string,
  after: string,
) => entry(kind, user, [{ field: 'twoFactor', before, after }]);

/** A recovery code as shown to its owner: two groups of five. */
const shownCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;
