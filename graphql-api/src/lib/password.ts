import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { BusyError } from '../errors';

/** How many hashes run at once, how many may wait, and how long one may wait (config.ts). */
export type HashingLimits = Readonly<{ concurrent: number; waiting: number; maxWaitMs: number }>;

const BUSY_MESSAGE = 'Too many sign-ins at once. Please try again in a moment.';

type Waiter = { start: () => void; timer: NodeJS.Timeout };

/**
 * Password hashing (scrypt) behind a gate. scrypt runs on libuv's thread pool (4 threads), which
 * also reads files, compresses answers and resolves host names, so only `concurrent` hashes run at
 * once (decision 010). A burst waits in a queue of at most `waiting` hashes, each for at most
 * `maxWaitMs`: past either, the check is refused with 503 BUSY and a Retry-After at once, not after
 * a long wait (decision 045). One gate per app, shared by its units of work, as the pool is.
 */
export class PasswordHasher {
  private running = 0;
  private readonly queue: Waiter[] = [];
  /** A running mean of one hash's time, for Retry-After. */
  private hashMs = 100;

  constructor(private readonly limits: HashingLimits) {}

  /** scrypt, stored as `scrypt$N$r$p$salt$hash` (base64) so parameters can be raised later. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await this.scrypt(password, salt, KEY_LENGTH, PARAMS);
    return [
      'scrypt',
      PARAMS.N,
      PARAMS.r,
      PARAMS.p,
      salt.toString('base64'),
      key.toString('base64'),
    ].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const key = await this.scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
    return timingSafeEqual(key, expected);
  }

  private async scrypt(
    password: string,
    salt: Buffer,
    keylen: number,
    options: ScryptOptions,
  ): Promise<Buffer> {
    await this.slot();
    const started = performance.now();
    try {
      return await new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      );
    } finally {
      this.hashMs = 0.8 * this.hashMs + 0.2 * (performance.now() - started);
      const next = this.queue.shift();
      if (next) {
        clearTimeout(next.timer);
        next.start(); // the finishing hash hands its slot over
      } else this.running--;
    }
  }

  /** Resolves when a hash may run; rejects with BusyError when the queue is full or the wait too long. */
  private slot(): Promise<void> {
    const { concurrent, waiting, maxWaitMs } = this.limits;
    if (this.running < concurrent) {
      this.running++;
      return Promise.resolve();
    }
    if (this.queue.length >= waiting) return Promise.reject(this.busy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          reject(this.busy());
        }, maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  /** Refused: come back once the hashes waiting now are done (at least 1 s). */
  private busy(): BusyError {
    const drainMs = ((this.queue.length + this.running) * this.hashMs) / this.limits.concurrent;
    return new BusyError(BUSY_MESSAGE, Math.min(30, Math.max(1, Math.ceil(drainMs / 1000))));
  }
}

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;

/** A hash to compare against when the user does not exist, so timing does not reveal accounts. */
export const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');
