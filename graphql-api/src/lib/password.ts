import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { BusyError } from '../errors';

/**
 * scrypt runs on libuv's thread pool (4 threads), which also reads files, compresses answers and
 * resolves host names. At most two hashes run at once, so a burst of logins queues here instead of
 * taking every thread (decision 010). This counter is per process, as the pool is.
 */
const MAX_CONCURRENT_HASHES = 2;
/**
 * Hashes allowed to wait (a few seconds of hashing). The login limits are per address,
 * so many addresses at once could queue without end; past this a check answers 503 BUSY at once.
 */
export const MAX_WAITING_HASHES = 100;
let hashing = 0;
const waiting: (() => void)[] = [];

async function scrypt(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  if (hashing < MAX_CONCURRENT_HASHES) hashing++;
  else if (waiting.length >= MAX_WAITING_HASHES)
    throw new BusyError('Too many sign-ins at once. Please try again in a moment.');
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing hash hands its slot over
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;

/** scrypt, stored as `scrypt$N$r$p$salt$hash` (base64) so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

/** A hash to compare against when the user does not exist, so timing does not reveal accounts. */
export const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');
