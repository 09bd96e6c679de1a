import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { BadInputError } from '../../errors';

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
export const CODE_SHAPE =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

/** A code as typed: 6 digits, or a recovery code (10 letters and digits; spaces and dashes ignored). */
export type Code = { totp: string } | { recovery: string };

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A secret's sealing context: its account, so it opens for no other (decision 078). */
export const totpContext = (userId: string) => `user_totp:${userId}`;

export function parseCode(value: unknown): Code {
  const text = typeof value === 'string' ? value.replace(/[\s-]/g, '').toLowerCase() : '';
  if (/^\d{6}$/.test(text)) return { totp: text };
  if (/^[a-z0-9]{10}$/.test(text)) return { recovery: text };
  throw new BadInputError('code', CODE_SHAPE);
}

/** 10 characters of an alphabet without look-alikes (0/o, 1/l/i): about 49 bits. */
export function recoveryCode(): string {
  return Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
}

/** A recovery code as shown to its owner: two groups of five. */
export const shownCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** The authenticator's generator for a base32 secret, under `label` (the account's address). */
export function totp(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: TWO_FACTOR.issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TWO_FACTOR.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** What enrolment shows once for a new secret: as text, as an otpauth:// address and as a QR code. */
export async function enrolmentOf(secret: string, email: string) {
  const uri = totp(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The 30-second step a code belongs to, within one step of `now`; wrong: BAD_USER_INPUT. */
export function stepOf(secret: string, code: string, now: Date): number {
  const at = now.getTime();
  const delta = totp(secret, '').validate({
    token: code,
    timestamp: at,
    window: TWO_FACTOR.window,
  });
  if (delta === null) throw new BadInputError('code', WRONG_CODE);
  return Math.floor(at / 1000 / TWO_FACTOR.periodSeconds) + delta;
}
