import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AdminStatsObject } from './stats.type';

/** The dashboard's figures: StatsService refuses anyone but staff. */
@Resolver(() => AdminStatsObject)
export class StatsResolver {
  @Query(() => AdminStatsObject, {
    description:
      'Job views, purchases, revenue and buyers for today, this month and all time, as GET /api/admin/stats, with 30 days per day and the most viewed jobs (ADMIN).',
  })
  adminStats(@Ctx() { services, viewer }: Context) {
    return services.stats.overview(viewer);
  }
}
