import type { ApiModule } from '../api-module';
import { jobListAnswers } from './job-list-answers';
import { JobViewDaily } from './job-view-daily.entity';
import { Job } from './job.entity';
import { JobAdminResolver, JobResolver } from './job.resolver';
import { jobRoutes } from './job.rest';
import { seedDemoJobs } from './job.seed';
import { jobSeoRoutes } from './job.seo';
import { JobsService } from './job.service';
import { ViewsForStats1764400000000 } from './migrations/1764400000000-views-for-stats';
import { TitleWords1764600000000 } from './migrations/1764600000000-title-words';
import { JobTerms1764800000000 } from './migrations/1764800000000-job-terms';
import { TermFilters1764900000000 } from './migrations/1764900000000-term-filters';
import { ListIndex1765000000000 } from './migrations/1765000000000-list-index';
import { CityAndRegion1766500000000 } from './migrations/1766500000000-city-and-region';
import { JobInterest1766500000098 } from './migrations/1766500000098-job-interest';

declare module '../../services' {
  interface ModuleServices {
    jobs: JobsService;
  }
}

/** Job posts: the public board, the admin's CRUD, interest stats and the crawlers' pages. */
export const jobs: ApiModule = {
  name: 'jobs',
  entities: [Job, JobViewDaily],
  migrations: [
    ViewsForStats1764400000000,
    TitleWords1764600000000,
    JobTerms1764800000000,
    TermFilters1764900000000,
    ListIndex1765000000000,
    CityAndRegion1766500000000,
    JobInterest1766500000098,
  ],
  resolvers: [JobResolver, JobAdminResolver],
  graphqlPlugins: () => [jobListAnswers()],
  // A unit of work's copy shares the app's list caches and clears them once the unit commits (decision 019).
  services: (
    { db, clock, config, invalidate, app, inTransaction },
    { rateLimits, audit, webhooks },
  ) => ({
    jobs: new JobsService(
      db,
      clock,
      config,
      rateLimits,
      invalidate,
      audit,
      inTransaction,
      webhooks,
      app?.jobs,
    ),
  }),
  restRoutes: jobRoutes,
  storefrontRoutes: jobSeoRoutes,
  seed: (services) => seedDemoJobs(services.jobs),
  stop: (services) => services.jobs.stop(),
};
