import type { DataSource } from 'typeorm';
import { RateLimitedError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { RateLimitBucket } from './rate-limit.entity';

export type Limit = { max: number; windowMs: number };

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
    if (bucket && this.inWindow(bucket, limit) && bucket.count >= limit.max) throw new RateLimitedError();
  }

  async hit(key: string, limit: Limit): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(RateLimitBucket);
      const bucket = await repo.findOneBy({ key });
      if (!bucket || !this.inWindow(bucket, limit)) {
        await repo.save({ key, count: 1, windowStart: now });
      } else {
        await repo.increment({ key }, 'count', 1);
      }
    });
  }

  reset(key: string): Promise<unknown> {
    return this.repo.delete({ key });
  }

  private inWindow(bucket: RateLimitBucket, limit: Limit): boolean {
    return this.clock.now().getTime() - new Date(bucket.windowStart).getTime() < limit.windowMs;
  }
}
