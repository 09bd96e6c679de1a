import { Authorized, Ctx, FieldResolver, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { JobObject } from '../jobs/job.type';
import { AdminStatsObject, StatsDayObject } from './stats.type';

/** The dashboard's figures are for staff. */
@Authorized('ADMIN')
@Resolver(() => AdminStatsObject)
export class StatsResolver {
  @Query(() => AdminStatsObject, { description: 'Job views, purchases, revenue and buyers for today, this month and all time (ADMIN), as GET /api/admin/stats.' })
  adminStats(@Ctx() { services }: Context) {
    return services.stats.summary();
  }

  @FieldResolver(() => [StatsDayObject], { description: 'The last 30 days, oldest first, today last.' })
  daily(@Ctx() { services }: Context) {
    return services.stats.daily();
  }

  @FieldResolver(() => [JobObject], { description: 'The ten most viewed jobs (open or closed), most views first.' })
  topJobs(@Ctx() { services }: Context) {
    return services.stats.topJobs();
  }
}
