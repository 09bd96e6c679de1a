import { randomBytes } from 'node:crypto';
import { SecretBox, UnreadableSecretError, isSealed, keyIdOf } from '../../../src/lib/secret-box';

const key = randomBytes(32);
const old = randomBytes(32);

describe('SecretBox', () => {
  test('a sealed value names its key, hides the value and opens in its own context only', () => {
    const box = new SecretBox({ key, previous: undefined });
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user_totp:1');
    expect(sealed.startsWith(`sealed:v1:${keyIdOf(key)}:`)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(isSealed(sealed) && box.isCurrent(sealed)).toBe(true);
    expect(box.open(sealed, 'user_totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'user_totp:2')).toThrow(UnreadableSecretError);
    // A fresh IV each time: the same value never seals the same.
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  test('after a rotation the previous key still opens what it sealed, and is not current', () => {
    const sealed = new SecretBox({ key: old, previous: undefined }).seal('link', 'c');
    const rotated = new SecretBox({ key, previous: old });
    expect(rotated.open(sealed, 'c')).toBe('link');
    expect(rotated.isCurrent(sealed)).toBe(false);
  });

  test('a foreign key or an altered value is a clear error naming the key id, never the value', () => {
    const box = new SecretBox({ key, previous: old });
    const foreign = new SecretBox({ key: randomBytes(32), previous: undefined });
    const theirs = foreign.seal('secret-token', 'c');
    expect(() => box.open(theirs, 'c')).toThrow(
      `A stored secret could not be opened: it is sealed under key ${foreign.keyId}, which is neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS, or it was altered.`,
    );
    const mine = box.seal('secret-token', 'c');
    const altered = mine.slice(0, -2) + (mine.endsWith('AA') ? 'BB' : 'AA');
    expect(() => box.open(altered, 'c')).toThrow(UnreadableSecretError);
    expect(() => box.open('JBSWY3DPEHPK3PXP', 'c')).toThrow(UnreadableSecretError);
    expect(() => box.open(`sealed:v1:${box.keyId}:short`, 'c')).toThrow(UnreadableSecretError);
  });
});
