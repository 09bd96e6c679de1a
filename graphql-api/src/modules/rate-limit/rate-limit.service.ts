import { createHash } from 'node:crypto';
import { LessThan, type EntityManager } from 'typeorm';
import { isUniqueViolation, RateLimitedError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { RateLimitBucket } from './rate-limit.entity';
import { isMysql } from '../../db/dialect';

/** Longer than any window: a bucket this old counts for nothing and is deleted. */
const STALE_AFTER_MS = 24 * 60 * 60_000;
/** Stale buckets are looked for at most this often per instance: the delete reads the whole table. */
const PRUNE_EVERY_MS = 60_000;
/** The key column's length; longer keys (a long email) are stored as their hash. */
const KEY_MAX = 191;

/** At most `max` hits per `windowMs`; `message` is what the refused caller reads. */
export type Limit = { max: number; windowMs: number; message?: string };
/** `free` attempts at once, then each waits twice as long as the one before, up to `maxWaitMs`. */
export type Backoff = { free: number; firstWaitMs: number; maxWaitMs: number; message?: string };

/**
 * Fixed-window counters in the database (architecture.md#layout: API instances keep no state of their own).
 * `consume` counts and decides in one atomic upsert, so parallel requests can neither skip the
 * count nor race to create a bucket (docs/decisions/008-rate-limits-under-parallel-requests.md).
 */
export class RateLimitService {
  /**
   * `sweeps`: false in a unit of work's copy (decision 019). The sweep's delete reads and locks the
   * whole table until the unit ends, and two units sweeping at once deadlock on MySQL/MariaDB; the
   * app's own instance sweeps on its next new window instead.
   */
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly sweeps = true,
  ) {}

  private nextPruneAt = 0;

  /**
   * Counts one hit on `key` and throws RateLimitedError when it is past `limit.max` in the current
   * window. Call it before the work it guards. Starting a new window also deletes stale buckets
   * (at most once a minute per instance).
   */
  async consume(key: string, limit: Limit): Promise<void> {
    const now = this.clock.now();
    const count = await this.countHit(
      storedKey(key),
      now,
      new Date(now.getTime() - limit.windowMs),
    );
    await this.sweepOnNewWindow(count === 1, now);
    if (count > limit.max) throw new RateLimitedError(limit.message);
  }

  /**
   * Adds `amount` to `key` in the current window of `windowMs`, aligned to the clock (a minute's
   * window opens at :00, so every instance tells a caller the same reset), and answers the window's
   * new total and the seconds until it closes. It refuses nothing: the caller compares the total
   * with its quota (per-token limits, decision 105).
   */
  async count(
    key: string,
    windowMs: number,
    amount = 1,
  ): Promise<{ total: number; resetSeconds: number }> {
    const now = this.clock.now();
    const opened = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const total = await this.countHit(
      storedKey(key),
      opened,
      new Date(opened.getTime() - windowMs),
      amount,
    );
    await this.sweepOnNewWindow(total === amount, now);
    const resetSeconds = Math.max(
      1,
      Math.ceil((opened.getTime() + windowMs - now.getTime()) / 1000),
    );
    return { total, resetSeconds };
  }

  /**
   * Every new visitor starts a window; the stale-bucket sweep is a table scan, so it runs at most
   * once per PRUNE_EVERY_MS here rather than on each of them.
   */
  private async sweepOnNewWindow(newWindow: boolean, now: Date): Promise<void> {
    if (!this.sweeps || !newWindow || now.getTime() < this.nextPruneAt) return;
    this.nextPruneAt = now.getTime() + PRUNE_EVERY_MS;
    await this.db
      .getRepository(RateLimitBucket)
      .delete({ windowStart: LessThan(new Date(now.getTime() - STALE_AFTER_MS)) });
  }

  /**
   * Counts one attempt on `key` under exponential back-off, or throws RateLimitedError (with the
   * seconds to wait) when the wait after the last one is not over. The bucket holds the attempts
   * and when the last was made; it is claimed by comparing both, so of two parallel attempts that
   * read the same bucket one is counted and the other refused. `clear` starts over.
   */
  async backoff(key: string, rule: Backoff): Promise<void> {
    const repo = this.db.getRepository(RateLimitBucket);
    const stored = storedKey(key);
    const now = this.clock.now();
    const refuse = (waitMs: number) =>
      new RateLimitedError(rule.message, Math.max(1, Math.ceil(waitMs / 1000)));
    const bucket = await repo.findOneBy({ key: stored });
    if (!bucket) {
      try {
        await repo.insert({ key: stored, count: 1, windowStart: now });
        return;
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse(1000);
        throw error;
      }
    }
    const waitMs =
      bucket.count < rule.free
        ? 0
        : Math.min(rule.maxWaitMs, rule.firstWaitMs * 2 ** (bucket.count - rule.free));
    // MySQL's datetime keeps whole seconds (MariaDB cuts the rest, MySQL rounds): a wait counts
    // from as late as the last attempt's stored second allows, so none is shorter than the rule.
    const lastAt = new Date(bucket.windowStart).getTime() + (isMysql(this.db) ? 999 : 0);
    const readyAt = waitMs ? lastAt + waitMs : 0;
    if (now.getTime() < readyAt) throw refuse(readyAt - now.getTime());
    const claimed = await repo.update(
      { key: stored, count: bucket.count, windowStart: bucket.windowStart },
      { count: bucket.count + 1, windowStart: now },
    );
    if (!claimed.affected) throw refuse(1000);
  }

  /** Forgets every attempt counted under `key`. */
  async clear(key: string): Promise<void> {
    await this.db.getRepository(RateLimitBucket).delete({ key: storedKey(key) });
  }

  /**
   * Gives `amount` consumed hits back (the attempt turned out not to be what the limit is about, or
   * a cost was refused), never below zero.
   */
  async refund(key: string, amount = 1): Promise<void> {
    const e = (name: string) => this.db.dataSource.driver.escape(name);
    await this.db.query(
      `UPDATE ${e(this.table)} SET ${e('count')} = ${e('count')} - ? WHERE ${e('key')} = ? AND ${e('count')} >= ?`,
      [amount, storedKey(key), amount],
    );
  }

  /**
   * One statement: insert the bucket, or count `amount` into it (restarting it when its window is
   * over); returns the new count.
   */
  private async countHit(
    key: string,
    now: Date,
    windowOpenedAfter: Date,
    amount = 1,
  ): Promise<number> {
    const { driver } = this.db.dataSource;
    const e = (name: string) => driver.escape(name);
    const column = this.db.dataSource
      .getMetadata(RateLimitBucket)
      .findColumnWithPropertyName('windowStart')!;
    const at = (date: Date): unknown => driver.preparePersistentValue(date, column);
    const [table, count, start] = [e(this.table), e('count'), e('windowStart')];
    const insert = `INSERT INTO ${table} (${e('key')}, ${count}, ${start})`;
    if (!isMysql(this.db)) {
      const rows: { count: number }[] = await this.db.query(
        `${insert} VALUES (?, ?, ?) ON CONFLICT (${e('key')}) DO UPDATE SET ` +
          `${count} = CASE WHEN ${start} <= ? THEN excluded.${count} ELSE ${count} + excluded.${count} END, ` +
          `${start} = CASE WHEN ${start} <= ? THEN excluded.${start} ELSE ${start} END ` +
          `RETURNING ${count}`,
        [key, amount, at(now), at(windowOpenedAfter), at(windowOpenedAfter)],
      );
      return Number(rows[0].count);
    }
    // MySQL assigns left to right: `count` is set while `windowStart` still holds the old start.
    // LAST_INSERT_ID(x) makes x this statement's insertId, read from its own reply.
    const sql =
      `${insert} VALUES (?, LAST_INSERT_ID(?), ?) ON DUPLICATE KEY UPDATE ` +
      `${count} = LAST_INSERT_ID(IF(${start} <= ?, ?, ${count} + ?)), ` +
      `${start} = IF(${start} <= ?, ?, ${start})`;
    const result: { insertId: number } = await this.db.query(sql, [
      key,
      amount,
      at(now),
      at(windowOpenedAfter),
      amount,
      amount,
      at(windowOpenedAfter),
      at(now),
    ]);
    return Number(result.insertId);
  }

  private get table() {
    return this.db.dataSource.getMetadata(RateLimitBucket).tableName;
  }
}

const storedKey = (key: string) =>
  key.length <= KEY_MAX ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
