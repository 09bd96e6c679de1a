import type { ApiModule } from '../api-module';
import { AdminOrderResolver } from './admin-order.resolver';
import { AdminOrdersService } from './admin-orders.service';
import { Stats1764500000000 } from './migrations/1764500000000-stats';
import { StatsRefunds1765800000002 } from './migrations/1765800000002-stats-refunds';
import { StatsInterest1766500001098 } from './migrations/1766500001098-stats-interest';
import { StatsCourseBuyer, StatsDay } from './stats-day.entity';
import { StatsResolver } from './stats.resolver';
import { statsRoutes } from './stats.rest';
import { StatsService } from './stats.service';

declare module '../../services' {
  interface ModuleServices {
    stats: StatsService;
    adminOrders: AdminOrdersService;
  }
}

/** The admin's stats and orders view (decision 029): figures by calendar period, charts, the most viewed jobs, every payment order. */
export const stats: ApiModule = {
  name: 'stats',
  entities: [StatsDay, StatsCourseBuyer],
  migrations: [Stats1764500000000, StatsRefunds1765800000002, StatsInterest1766500001098],
  resolvers: [StatsResolver, AdminOrderResolver],
  services: ({ db, clock, config }, { jobs, payments, courses, enrollments, users }) => ({
    stats: new StatsService(db, clock, config, jobs, payments),
    adminOrders: new AdminOrdersService(clock, payments, courses, enrollments, users),
  }),
  restRoutes: statsRoutes,
};
