import type { ApiModule } from '../api-module';
import { RateLimitBucket } from './rate-limit.entity';
import { RateLimitService } from './rate-limit.service';

declare module '../../services' {
  interface ModuleServices {
    rateLimits: RateLimitService;
  }
}

/** Counters other modules' services consume. Its table is created by the shared accounts migration. */
export const rateLimits: ApiModule = {
  name: 'rate-limit',
  entities: [RateLimitBucket],
  // A unit of work's copy leaves the stale-bucket sweep to the app's instance (decision 019).
  services: ({ db, clock, app }) => ({ rateLimits: new RateLimitService(db, clock, !app) }),
};
