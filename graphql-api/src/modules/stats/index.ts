import type { ApiModule } from '../api-module';
import { Stats1764500000000 } from './migrations/1764500000000-stats';
import { StatsCourseBuyer, StatsDay } from './stats-day.entity';
import { StatsResolver } from './stats.resolver';
import { statsRoutes } from './stats.rest';
import { StatsService } from './stats.service';

declare module '../../services' {
  interface ModuleServices {
    stats: StatsService;
  }
}

/** The admin's stats (issue 11, decision 029): figures by calendar period, charts, the most viewed jobs. */
export const stats: ApiModule = {
  name: 'stats',
  entities: [StatsDay, StatsCourseBuyer],
  migrations: [Stats1764500000000],
  resolvers: [StatsResolver],
  services: ({ db, clock, config }, { jobs, payments }) => ({ stats: new StatsService(db, clock, config, jobs, payments) }),
  restRoutes: statsRoutes,
};
