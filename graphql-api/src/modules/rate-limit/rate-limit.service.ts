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
    // Every new visitor starts a window; the stale-bucket sweep is a table scan, so it runs at most
    // once per PRUNE_EVERY_MS here rather than on each of them.
    if (this.sweeps && count === 1 && now.getTime() >= this.nextPruneAt) {
      this.nextPruneAt = now.getTime() + PRUNE_EVERY_MS;
      await this.db
        .getRepository(RateLimitBucket)
        .delete({ windowStart: LessThan(new Date(now.getTime() - STALE_AFTER_MS)) });
    }
    if (count > limit.max) throw new RateLimitedError(limit.message);
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

  /** Gives one consumed hit back (the attempt turned out not to be what the limit is about). */
  async refund(key: string): Promise<void> {
    const e = (name: string) => this.db.dataSource.driver.escape(name);
    await this.db.query(
      `UPDATE ${e(this.table)} SET ${e('count')} = ${e('count')} - 1 WHERE ${e('key')} = ? AND ${e('count')} > 0`,
      [storedKey(key)],
    );
  }

  /** One statement: insert the bucket, or count into it (restarting it when its window is over); returns the new count. */
  private async countHit(key: string, now: Date, windowOpenedAfter: Date): Promise<number> {
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
        `${insert} VALUES (?, 1, ?) ON CONFLICT (${e('key')}) DO UPDATE SET ` +
          `${count} = CASE WHEN ${start} <= ? THEN 1 ELSE ${count} + 1 END, ` +
          `${start} = CASE WHEN ${start} <= ? THEN excluded.${start} ELSE ${start} END ` +
          `RETURNING ${count}`,
        [key, at(now), at(windowOpenedAfter), at(windowOpenedAfter)],
      );
      return Number(rows[0].count);
    }
    // MySQL assigns left to right: `count` is set while `windowStart` still holds the old start.
    // LAST_INSERT_ID(x) makes x this statement's insertId, read from its own reply.
    const sql =
      `${insert} VALUES (?, LAST_INSERT_ID(1), ?) ON DUPLICATE KEY UPDATE ` +
      `${count} = LAST_INSERT_ID(IF(${start} <= ?, 1, ${count} + 1)), ` +
      `${start} = IF(${start} <= ?, ?, ${start})`;
    const result: { insertId: number } = await this.db.query(sql, [
      key,
      at(now),
      at(windowOpenedAfter),
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
