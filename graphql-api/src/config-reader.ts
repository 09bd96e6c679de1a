import { SECRETS_KEY_BYTES } from './lib/secret-box';
import { MAKE_A_KEY } from './config-defaults';

export type Env = Record<string, string | undefined>;

/**
 * Reads one kind of value each from the environment `config.ts` hands over, adding a line to
 * `problems` for a bad one and answering the fallback, so start-up can list every problem at once.
 */
export type EnvReader = ReturnType<typeof envReader>;

export function envReader(env: Env, problems: string[]) {
  /** Untrimmed, for a password, whose spaces count. */
  const raw = (name: string): string | undefined => env[name] || undefined;
  const str = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const port = (name: string, fallback: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > 65535) {
      problems.push(`${name} must be a port number (0-65535), got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const flag = (name: string): boolean | undefined => {
    const raw = str(name)?.toLowerCase();
    if (raw === undefined) return undefined;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be 1/0, true/false, yes/no or on/off, got "${raw}"`);
    return undefined;
  };
  const url = (name: string, fallback: string): string => {
    const raw = str(name) ?? fallback;
    try {
      const parsed = new URL(raw);
      if (!/^https?:$/.test(parsed.protocol)) throw new Error();
      return raw.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be an http(s) URL, got "${raw}"`);
      return fallback;
    }
  };
  const whole = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const optionalUrl = (name: string): string | undefined => {
    const raw = str(name);
    return raw === undefined ? undefined : url(name, raw);
  };
  /** A key of SECRETS_KEY or SECRETS_KEY_PREVIOUS: base64 of exactly 32 bytes; else a problem. */
  const secretsKey = (name: string, value: string | undefined) => {
    if (!value) return undefined;
    const key = Buffer.from(value, 'base64');
    if (key.length === SECRETS_KEY_BYTES && /^[A-Za-z0-9+/]+={0,2}$/.test(value)) return key;
    problems.push(
      `${name} must be ${SECRETS_KEY_BYTES} random bytes in base64, got ${key.length} bytes: make one with ${MAKE_A_KEY}`,
    );
    return Buffer.alloc(SECRETS_KEY_BYTES);
  };
  return { problems, raw, str, port, flag, url, whole, optionalUrl, secretsKey };
}
