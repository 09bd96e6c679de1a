import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { Clock } from './lib/clock';
import { AuthService } from './modules/auth/auth.service';
import { JobsService } from './modules/jobs/job.service';
import { RateLimitService } from './modules/rate-limit/rate-limit.service';
import { SuggestionsService } from './modules/suggestions/suggestion.service';
import { UsersService } from './modules/users/user.service';

export type ServiceDeps = { db: DataSource; config: Config; clock: Clock };

/** The composition root of the domain: every service, built once and handed to GraphQL and REST. */
export function createServices({ db, config, clock }: ServiceDeps) {
  const users = new UsersService(db, clock);
  const rateLimits = new RateLimitService(db, clock);
  const auth = new AuthService(db, clock, users, rateLimits);
  const jobs = new JobsService(db, clock, config, rateLimits);
  const suggestions = new SuggestionsService(db, clock, jobs, rateLimits);
  return { users, rateLimits, auth, jobs, suggestions };
}

export type Services = ReturnType<typeof createServices>;
