import { Arg, Ctx, FieldResolver, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AdminStatsObject, JobInterestObject } from './stats.type';

/** The dashboard's figures: StatsService refuses anyone but staff. */
@Resolver(() => AdminStatsObject)
export class StatsResolver {
  @Query(() => AdminStatsObject, {
    description:
      'Job views, saves, apply clicks, purchases, revenue and buyers for today, this month and all time, as GET /api/admin/stats, with 30 days per day, the most viewed jobs and the jobs with the most interest (ADMIN).',
  })
  adminStats(@Ctx() { services, viewer }: Context) {
    return services.stats.overview(viewer);
  }

  @FieldResolver(() => [JobInterestObject], {
    description:
      'Over the last 30 days, the ten jobs still posted with the most apply clicks, then saves, then views (read only when asked).',
  })
  topJobInterest(@Ctx() { services, viewer }: Context) {
    return services.stats.topJobInterest(viewer);
  }

  @Query(() => [JobInterestObject], {
    description:
      "These jobs' views, saves and apply clicks of all time, in the order asked (ADMIN). At most 100 ids (BAD_USER_INPUT on jobIds).",
  })
  adminJobInterest(
    @Arg('jobIds', () => [ID], { description: 'Job ids, at most 100.' }) jobIds: string[],
    @Ctx() { services, viewer }: Context,
  ) {
    return services.stats.jobInterest(viewer, jobIds);
  }
}
