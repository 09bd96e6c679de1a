import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets handed out in cookies and mailed links (sessions, sign-in challenges, password resets,
 * email confirmations): 32 random bytes as base64url, stored only as their SHA-256 (decision 055).
 */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** What is stored and looked up for a token: its SHA-256 in hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `value` has the shape of a token newSecretToken() makes (anything else is looked up never). */
export const isTokenShaped = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
