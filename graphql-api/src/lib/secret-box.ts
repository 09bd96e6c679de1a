import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AppError } from '../errors';

/** The keys secrets at rest are sealed with (decision 078): SECRETS_KEY, and the one before it. */
export type SecretKeys = { key: Buffer; previous: Buffer | undefined };

/** Bytes of a key: AES-256. */
export const SECRETS_KEY_BYTES = 32;
const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key's id as sealed values carry it: 8 hex digits of its SHA-256, which tell nothing of the key. */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/**
 * A sealed value that cannot be opened: its key is neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS,
 * or it was altered. Says which key id it names; never the value.
 */
export class UnreadableSecretError extends AppError {
  constructor(readonly keyId: string) {
    super(
      `A stored secret could not be opened: it is sealed under key ${keyId}, which is neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS, or it was altered.`,
      500,
      'INTERNAL_SERVER_ERROR',
    );
  }
}

/**
 * Secrets at rest (decision 078): AES-256-GCM, a fresh 96-bit IV per value, and `context` (the
 * table and row it belongs to) as additional data, so a sealed value copied to another row does
 * not open. Sealed: `sealed:v1:<key id>:<base64url of IV, tag, ciphertext>`.
 */
export class SecretBox {
  private readonly keys: Map<string, Buffer>;
  /** The id of SECRETS_KEY: what `seal` writes and what `isCurrent` looks for. */
  readonly keyId: string;

  constructor({ key, previous }: SecretKeys) {
    this.keyId = keyIdOf(key);
    this.keys = new Map([[this.keyId, key]]);
    if (previous) this.keys.set(keyIdOf(previous), previous);
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.keyId)!, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    return `${PREFIX}${this.keyId}:${sealed}`;
  }

  /** The value `seal` was given with this `context`; else UnreadableSecretError. */
  open(sealed: string, context: string): string {
    if (!isSealed(sealed)) throw new UnreadableSecretError('none');
    const rest = sealed.slice(PREFIX.length);
    const keyId = rest.slice(0, rest.indexOf(':'));
    const key = this.keys.get(keyId);
    const bytes = Buffer.from(rest.slice(keyId.length + 1), 'base64url');
    if (!key || bytes.length < IV_BYTES + TAG_BYTES) throw new UnreadableSecretError(keyId);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new UnreadableSecretError(keyId);
    }
  }

  /** How every value sealed under SECRETS_KEY begins. */
  get currentPrefix(): string {
    return `${PREFIX}${this.keyId}:`;
  }

  /** Whether `value` is sealed under SECRETS_KEY (false: plain, or under the previous key). */
  isCurrent(value: string): boolean {
    return value.startsWith(this.currentPrefix);
  }
}

/** Whether `value` is a sealed value (else a plain one, stored before sealing). */
export const isSealed = (value: string) => value.startsWith(PREFIX);
