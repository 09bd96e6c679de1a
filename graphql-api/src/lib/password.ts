import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { hash as argon2, verify as argon2Verify } from '@node-rs/argon2';
import { BusyError } from '../errors';
import { metrics } from './metrics';

/** How many hashes run at once, how many may wait, and how long one may wait (config.ts). */
export type HashingLimits = Readonly<{ concurrent: number; waiting: number; maxWaitMs: number }>;

const BUSY_MESSAGE = 'Too many sign-ins at once. Please try again in a moment.';

/**
 * Argon2id at OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane (decision
 * 055). Each hash is stored in the PHC form, `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`, so it
 * keeps its own parameters.
 */
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

type Waiter = { start: () => void; timer: NodeJS.Timeout };

/**
 * Password hashing behind a gate. Argon2id (and scrypt, for hashes made before decision 055) runs
 * on libuv's thread pool (4 threads), which also reads files, compresses answers and resolves host
 * names, so only `concurrent` hashes run at once (decision 010). A burst waits in a queue of at
 * most `waiting` hashes, each for at most `maxWaitMs`: past either, the check is refused with 503
 * BUSY and a Retry-After at once, not after a long wait (decision 045). One gate per app, shared
 * by its units of work, as the pool is.
 */
export class PasswordHasher {
  private running = 0;
  private readonly queue: Waiter[] = [];
  /** A running mean of one hash's time, for Retry-After. */
  private hashMs = 100;
  private dummy: Promise<string> | undefined;

  constructor(private readonly limits: HashingLimits) {}

  /** Argon2id with today's parameters. */
  hash(password: string): Promise<string> {
    return this.gated(() => argon2(password, ARGON2));
  }

  /** Whether a stored hash was made with today's algorithm and parameters (login makes it again when not). */
  isCurrent(hash: string): boolean {
    return hash.startsWith(CURRENT);
  }

  /**
   * Whether `password` is the one `stored` was made from: an Argon2id hash, or a scrypt one
   * (`scrypt$N$r$p$salt$hash`, base64) from before decision 055. Anything else is never a match.
   */
  async verify(password: string, stored: string): Promise<boolean> {
    if (stored.startsWith('$argon2')) return this.gated(() => argon2Verify(stored, password));
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const params = { N: Number(n), r: Number(r), p: Number(p) };
    if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return false;
    const key = await this.gated(
      () =>
        new Promise<Buffer>((resolve, reject) =>
          // scrypt needs 128·N·r bytes; Node refuses more than 32 MiB unless told.
          scryptCb(
            password,
            Buffer.from(salt, 'base64'),
            expected.length,
            { ...params, maxmem: 256 * params.N * params.r },
            (err, derived) => (err ? reject(err) : resolve(derived)),
          ),
        ),
    );
    return timingSafeEqual(key, expected);
  }

  /**
   * Checks `password` against a hash with today's parameters that no password matches: for a login
   * whose account does not exist, so the time an answer takes does not tell whether it does.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= argon2(randomBytes(32).toString('base64'), ARGON2);
    await this.verify(password, await this.dummy);
    return false;
  }

  /** Runs one hash when the gate lets it (see the class). */
  private async gated<T>(work: () => Promise<T>): Promise<T> {
    await this.slot();
    const started = performance.now();
    try {
      return await work();
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
    metrics.signInsShed.inc();
    const drainMs = ((this.queue.length + this.running) * this.hashMs) / this.limits.concurrent;
    return new BusyError(BUSY_MESSAGE, Math.min(30, Math.max(1, Math.ceil(drainMs / 1000))));
  }
}
