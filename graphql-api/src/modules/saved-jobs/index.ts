import { Router } from 'express';
import type { ApiModule } from '../api-module';
import { applyNowRoutes } from './apply-now.route';
import { SavedJobs1766400000000 } from './migrations/1766400000000-saved-jobs';
import { SavedJob } from './saved-job.entity';
import { savedJobFormRoutes } from './saved-job.form';
import { SavedJobResolver } from './saved-job.resolver';
import { SavedJobsService } from './saved-job.service';

declare module '../../services' {
  interface ModuleServices {
    savedJobs: SavedJobsService;
  }
}

/** Jobs seekers saved, with their applied marks and notes (product.md#saved-jobs). */
export const savedJobs: ApiModule = {
  name: 'saved-jobs',
  entities: [SavedJob],
  migrations: [SavedJobs1766400000000],
  resolvers: [SavedJobResolver],
  services: ({ db, clock }, { jobs }) => ({
    savedJobs: new SavedJobsService(db, clock, jobs),
  }),
  storefrontRoutes: (services, config, pages) =>
    Router().use(
      savedJobFormRoutes(services, config, pages),
      applyNowRoutes(services, config, pages),
    ),
};
