import { LessThan, type DataSource } from 'typeorm';
import { RateLimitedError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { RateLimitBucket } from './rate-limit.entity';

/** Longer than any window: a bucket this old counts for nothing and is deleted. */
const STALE_AFTER_MS = 24 * 60 * 60_000;

/** At most `max` hits per `windowMs`; `message` is what the refused caller reads. */
export type Limit = { max: number; windowMs: number; message?: string };

/** Fixed-window counters in the database (DESIGN §1: API instances keep no state of their own). */
export class RateLimitService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  private get repo() {
    return this.db.getRepository(RateLimitBucket);
  }

  /** Throws RateLimitedError when `key` has already been hit `max` times in the current window. */
  async assertAllowed(key: string, limit: Limit): Promise<void> {
    const bucket = await this.repo.findOneBy({ key });
    if (bucket && this.inWindow(bucket, limit) && bucket.count >= limit.max) throw new RateLimitedError(limit.message);
  }

  /** Counts a hit. Starting a new window also deletes stale buckets, so the table stays small. */
  async hit(key: string, limit: Limit): Promise<void> {
    const now = this.clock.now();
    const started = await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(RateLimitBucket);
      const bucket = await repo.findOneBy({ key });
      if (!bucket || !this.inWindow(bucket, limit)) {
        await repo.save({ key, count: 1, windowStart: now });
        return true;
      }
      await repo.increment({ key }, 'count', 1);
      return false;
    });
    if (started) await this.repo.delete({ windowStart: LessThan(new Date(now.getTime() - STALE_AFTER_MS)) });
  }

  reset(key: string): Promise<unknown> {
    return this.repo.delete({ key });
  }

  private inWindow(bucket: RateLimitBucket, limit: Limit): boolean {
    return this.clock.now().getTime() - new Date(bucket.windowStart).getTime() < limit.windowMs;
  }
}
