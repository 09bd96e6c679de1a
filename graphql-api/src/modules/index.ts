import type { ApiModule } from './api-module';
import { apiTokens } from './api-tokens';
import { jobAlerts } from './alerts';
import { audit } from './audit';
import { auth } from './auth';
import { courses } from './courses';
import { jobs } from './jobs';
import { mail } from './mail';
import { payments } from './payments';
import { rateLimits } from './rate-limit';
import { savedJobs } from './saved-jobs';
import { stats } from './stats';
import { suggestions } from './suggestions';
import { users } from './users';
import { webhooks } from './webhooks';

/**
 * Every module of the API, one line each. Order matters: a module's services may use those of the
 * modules before it, and its REST routes, storefront routes and seed run in this order.
 */
export const modules: readonly ApiModule[] = [
  users,
  rateLimits,
  mail,
  auth,
  audit,
  apiTokens,
  webhooks,
  jobs,
  suggestions,
  savedJobs,
  jobAlerts,
  courses,
  payments,
  stats,
];
