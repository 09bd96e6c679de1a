import { BadInputError } from '../errors';

/** Field checks shared by every service: each failure names its field. */
export function requiredText(value: unknown, field: string, label: string, max: number): string {
  if (typeof value !== 'string' || !value.trim()) throw new BadInputError(field, `${label} is required.`);
  const text = value.trim();
  if (text.length > max) throw new BadInputError(field, `${label} must be at most ${max} characters.`);
  return text;
}

export function optionalText(value: unknown, field: string, label: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new BadInputError(field, `${label} must be text.`);
  const text = value.trim();
  if (text.length > max) throw new BadInputError(field, `${label} must be at most ${max} characters.`);
  return text || null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function email(value: unknown, field = 'email'): string {
  const text = requiredText(value, field, 'Email', 254).toLowerCase();
  if (!EMAIL.test(text)) throw new BadInputError(field, 'Email must be a valid email address.');
  return text;
}
