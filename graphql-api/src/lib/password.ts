import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { BusyError } from '../errors';

/**
 * How many hashes run at once, how many may wait, how long one may wait, and scrypt's cost as
 * log2 N (config.ts).
 */
export type HashingLimits = Readonly<{
  concurrent: number;
  waiting: number;
  maxWaitMs: number;
  cost: number;
}>;

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

  /** Today's parameters: N = 2^cost (2^17 by default, OWASP's figure for scrypt), r = 8, p = 1. */
  private readonly params: ScryptParams;
  /**
   * A hash to compare against when the user does not exist, with today's parameters, so the time
   * an answer takes does not tell whether an account exists.
   */
  readonly dummyHash: string;

  constructor(private readonly limits: HashingLimits) {
    this.params = { N: 2 ** limits.cost, r: 8, p: 1 };
    this.dummyHash = stored(this.params, Buffer.alloc(16), Buffer.alloc(KEY_LENGTH));
  }

  /**
   * scrypt, stored as `scrypt$N$r$p$salt$hash` (base64): each hash keeps its own parameters, so
   * they can be raised and old hashes still verify (and are made again at the next login).
   */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    return stored(this.params, salt, await this.scrypt(password, salt, KEY_LENGTH, this.params));
  }

  /** Whether a stored hash was made with today's parameters (login makes it again when not). */
  isCurrent(hash: string): boolean {
    const { N, r, p } = this.params;
    return hash.startsWith(`scrypt$${N}$${r}$${p}$`);
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const params = { N: Number(n), r: Number(r), p: Number(p) };
    if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return false;
    const key = await this.scrypt(password, Buffer.from(salt, 'base64'), expected.length, params);
    return timingSafeEqual(key, expected);
  }

  private async scrypt(
    password: string,
    salt: Buffer,
    keylen: number,
    params: ScryptParams,
  ): Promise<Buffer> {
    // scrypt needs 128·N·r bytes; Node refuses more than 32 MiB unless told.
    const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
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

type ScryptParams = { N: number; r: number; p: number };
const KEY_LENGTH = 64;

const stored = ({ N, r, p }: ScryptParams, salt: Buffer, key: Buffer) =>
  ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
