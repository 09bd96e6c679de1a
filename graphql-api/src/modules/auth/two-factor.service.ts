import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { type EntityManager, IsNull } from 'typeorm';
import type { Config } from '../../config';
import { RECOVERY_CODE_COUNT } from '../../contract/two-factor';
import { BadInputError, ConflictError, ForbiddenError, UnauthenticatedError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password';
import type { ServiceDeps } from '../../services';
import type { AuditChange } from '../audit/audit-changes';
import type { AuditKind, MachineActor } from '../audit/audit.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { User, UsersService } from '../users/user.service';
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
/** What a change to two-factor sign-in asks for, as sent: the password and a code. */
export type PasswordAndCode = { password?: unknown; code?: unknown };
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
    private readonly passwords: PasswordHasher,
    private readonly inTransaction: ServiceDeps['inTransaction'],
  ) {}

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

  /** Starts enrolment for the signed-in user (see `startFor`). */
  async start(viewer: Viewer): Promise<Enrolment> {
    return this.startFor(await this.signedInUser(viewer));
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
      secret,
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

  /** Confirms the signed-in user's enrolment (see `confirmFor`). */
  async confirm(viewer: Viewer, code: unknown): Promise<string[]> {
    const signedIn = requireSignedIn(viewer);
    return this.confirmFor(await this.signedInUser(signedIn), code, signedIn.ip);
  }

  /**
   * Turns two-factor sign-in on with a current code of the started enrolment's secret; answers the
   * ten recovery codes, shown once (only their hashes are kept). Recorded in the audit log.
   */
  async confirmFor(user: User, code: unknown, ip?: string): Promise<string[]> {
    const digits = parseCode(code);
    if (!('totp' in digits)) throw new BadInputError('code', CODE_SHAPE);
    const pending = await this.secrets.findOneBy({ userId: user.id });
    if (!pending || pending.confirmedAt)
      throw new BadInputError('code', 'Start setting up two-factor sign-in first.');
    const step = await this.counted(user.id, () => this.stepOf(pending.secret, digits.totp));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    const now = this.clock.now();
    await this.inTransaction(async ({ twoFactor, audit }) => {
      const done = await twoFactor.secrets.update(
        { userId: user.id, secret: pending.secret, confirmedAt: IsNull() },
        { confirmedAt: now, lastStep: step },
      );
      if (done.affected !== 1)
        throw new BadInputError('code', 'Start setting up two-factor sign-in first.');
      await twoFactor.replaceRecoveryCodes(user.id, codes);
      await audit.record(actor(user, ip), change('two-factor.enable', user, 'off', 'on'));
    });
    return codes.map(shownCode);
  }

  /**
   * Turns it off for the signed-in user, who gives their password and a current code (or a
   * recovery code). Staff may not when ADMIN_TOTP=required. Recorded in the audit log.
   */
  async disable(viewer: Viewer, input: PasswordAndCode): Promise<void> {
    const signedIn = requireSignedIn(viewer);
    const user = await this.signedInUser(signedIn);
    if (user.isAdmin && this.requiredForStaff) throw new ForbiddenError(STAFF_KEEP_IT);
    await this.checkPasswordAndCode(user, input, signedIn.ip);
    await this.inTransaction(async ({ twoFactor, audit }) => {
      await twoFactor.secrets.delete({ userId: user.id });
      await twoFactor.recoveryCodes.delete({ userId: user.id });
      await audit.record(actor(user, signedIn.ip), change('two-factor.disable', user, 'on', 'off'));
    });
  }

  /**
   * Ten new recovery codes for the signed-in user, shown once, in place of every old one (used or
   * not), given the password and a current code (or a recovery code). Staff who must keep two-
   * factor sign-in get theirs this way. Recorded in the audit log.
   */
  async newRecoveryCodes(viewer: Viewer, input: PasswordAndCode): Promise<string[]> {
    const signedIn = requireSignedIn(viewer);
    const user = await this.signedInUser(signedIn);
    await this.checkPasswordAndCode(user, input, signedIn.ip);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    await this.inTransaction(async ({ twoFactor, audit }) => {
      await twoFactor.replaceRecoveryCodes(user.id, codes);
      await audit.record(actor(user, signedIn.ip), entry('two-factor.new-recovery-codes', user));
    });
    return codes.map(shownCode);
  }

  /**
   * The checks before a change to an account's two-factor sign-in: it is on, the password is the
   * account's and the code is a current one (or an unused recovery code, used up by this). Wrong:
   * BAD_USER_INPUT on that field, counted against TWO_FACTOR.perAccount.
   */
  private async checkPasswordAndCode(
    user: User,
    input: PasswordAndCode,
    ip: string | undefined,
  ): Promise<void> {
    if (typeof input?.password !== 'string' || !input.password)
      throw new BadInputError('password', 'Password is required.');
    parseCode(input?.code);
    if (!(await this.isOn(user.id)))
      throw new ConflictError('twoFactor', 'Two-factor sign-in is not on.');
    await this.rateLimits.consume(`two-factor:${user.id}`, TWO_FACTOR.perAccount);
    if (!(await this.passwords.verify(input.password, user.passwordHash)))
      throw new BadInputError('password', 'That is not your current password.');
    await this.rateLimits.refund(`two-factor:${user.id}`);
    await this.use(user, input.code, ip);
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
      const step = this.stepOf(row.secret, code.totp);
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
