import { BadInputError } from '../errors';

/**
 * Which characters a text field refuses (decision 012). Never: NUL and the other C0 controls, DEL,
 * the C1 controls (U+0080–U+009F), and the bidi embeddings/overrides U+202A–U+202E and isolates
 * U+2066–U+2069, which make text display in another order than it is stored ("gpj.exe" shown for
 * "exe.jpg"). A multi-line field may also hold line breaks (\n, \r) and tabs. Letters of any script,
 * emoji and the plain direction marks U+200E/U+200F stay allowed. Refused, never stripped: the
 * client learns which field, and what is stored is exactly what was sent.
 */
export type TextLines = 'single-line' | 'multi-line';

const UNSAFE: Record<TextLines, RegExp> = {
  // eslint-disable-next-line no-control-regex
  'single-line': /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/,
  // eslint-disable-next-line no-control-regex
  'multi-line': /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/,
};

/** Throws BadInputError(field) when text holds a character its kind of field refuses. */
export function plainText(text: string, field: string, label: string, lines: TextLines): string {
  if (UNSAFE[lines].test(text)) {
    throw new BadInputError(
      field,
      `${label} cannot contain control characters (such as NUL${lines === 'single-line' ? ' or line breaks' : ''}) or text-direction overrides.`,
    );
  }
  return text;
}

/**
 * Field checks shared by every service: each failure names its field. With `lines`, the text is
 * also checked by plainText (after trimming, so a pasted trailing line break is fine).
 */
export function requiredText(
  value: unknown,
  field: string,
  label: string,
  max: number,
  lines?: TextLines,
): string {
  if (typeof value !== 'string' || !value.trim())
    throw new BadInputError(field, `${label} is required.`);
  const text = value.trim();
  if (text.length > max)
    throw new BadInputError(field, `${label} must be at most ${max} characters.`);
  return lines ? plainText(text, field, label, lines) : text;
}

export function optionalText(
  value: unknown,
  field: string,
  label: string,
  max: number,
  lines?: TextLines,
): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new BadInputError(field, `${label} must be text.`);
  const text = value.trim();
  if (text.length > max)
    throw new BadInputError(field, `${label} must be at most ${max} characters.`);
  if (lines) plainText(text, field, label, lines);
  return text || null;
}

/** The largest signed 32-bit integer: an INT column and a GraphQL Int hold no more. */
export const MAX_INT = 2_147_483_647;

/**
 * A whole number from 0 to max, given as a number or as decimal text (REST query strings); none
 * (undefined, null, '') is null. Anything else throws BadInputError(field, message).
 */
export function wholeNumber(
  value: unknown,
  field: string,
  max = MAX_INT,
  message = `${field} must be a whole number of 0 or more.`,
): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > max)
    throw new BadInputError(field, message);
  return n;
}

/** One of `allowed`; anything else throws BadInputError(field) listing them. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (!(allowed as readonly unknown[]).includes(value))
    throw new BadInputError(field, `${field} must be one of ${allowed.join(', ')}.`);
  return value as T;
}

/** As `oneOf`, with none (undefined, null) as null: a list's filter. */
export function optionalOneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  field: string,
): T | null {
  return value === undefined || value === null ? null : oneOf(value, allowed, field);
}

/** True when value can be a stored id (a UUID in a varchar(36)): lookups skip anything else unasked. */
export function isIdShaped(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 36;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function email(value: unknown, field = 'email'): string {
  const text = requiredText(value, field, 'Email', 254).toLowerCase();
  if (!EMAIL.test(text)) throw new BadInputError(field, 'Email must be a valid email address.');
  return text;
}
