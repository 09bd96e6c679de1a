import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AfterArg, FirstArg } from '../../graphql/page-args';
import { pageCost } from '../../graphql/query-limits';
import { recordWritesResolver } from '../../graphql/record-writes';
import { clientIp } from '../../http/session';
import { JobFilter, JobInput } from './job.inputs';
import { JobConnection, JobObject } from './job.type';

/** Public job operations: browsing, the detail page, title suggestions, counting views and apply clicks. */
@Resolver(() => JobObject)
export class JobResolver {
  @Query(() => JobConnection, {
    description:
      'Jobs matching the filter, newest first. Closed jobs only with includeClosed. first: 0 to 100.',
    complexity: pageCost(20),
  })
  jobs(
    @Arg('filter', () => JobFilter, {
      nullable: true,
      description: 'Filters; none = every open job.',
    })
    filter: JobFilter | null,
    @FirstArg({ defaultValue: 20 }) first: number | null,
    @AfterArg() after: string | null,
    @Ctx() { services }: Context,
  ) {
    // job-list-answers.ts reads the page with the same call, to give a kept answer again (decision 035).
    return services.jobs.list(filter, first, after);
  }

  @Query(() => JobObject, {
    nullable: true,
    description:
      'The job with this page name (closed jobs included), or null. Pass the slug decoded.',
  })
  job(
    @Arg('slug', () => String, { description: 'The job slug.' }) slug: string,
    @Ctx() { services }: Context,
  ) {
    return services.jobs.bySlug(slug);
  }

  @Query(() => [String], {
    description:
      'Distinct titles, alphabetical, of the newest 200 open jobs matching q as the jobs filter q does, for the title search box.',
  })
  jobTitleSuggestions(
    @Arg('q', () => String, { description: 'Text the visitor typed.' }) q: string,
    @Arg('limit', () => Int, {
      nullable: true,
      defaultValue: 8,
      description: 'At most this many titles (up to 50).',
    })
    limit: number | null,
    @Ctx() { services }: Context,
  ) {
    return services.jobs.titleSuggestions(q, limit);
  }

  @Mutation(() => JobObject, {
    description:
      'Counts one view of a job (Read More); views are also counted per day for stats. NOT_FOUND for an unknown id; RATE_LIMITED past a rate no visitor reaches (not counted).',
  })
  recordJobView(
    @Arg('id', () => ID, { description: 'The job id.' }) id: string,
    @Ctx() { services, req }: Context,
  ) {
    return services.jobs.recordView(id, clientIp(req));
  }

  @Mutation(() => JobObject, {
    description:
      'Counts one press of Apply Now on a job, by anyone (signed in or not), per day for staff. NOT_FOUND for an unknown id; RATE_LIMITED past a rate no visitor reaches (not counted).',
    deprecationReason:
      "Apply Now links to the storefront's GET /apply/:jobId, which counts the press itself.",
  })
  recordJobApplyClick(
    @Arg('id', () => ID, { description: 'The job id.' }) id: string,
    @Ctx() { services, req }: Context,
  ) {
    return services.jobs.recordApplyClick(id, clientIp(req));
  }
}

/** Job writes: JobsService refuses anyone but staff. */
@Resolver(() => JobObject)
export class JobAdminResolver extends recordWritesResolver({
  name: 'Job',
  one: 'job',
  ObjectType: JobObject,
  InputType: JobInput,
  writes: ({ jobs }) => jobs,
  descriptions: {
    create:
      'Creates a job posting (ADMIN). Bad input: BAD_USER_INPUT naming the field; nothing is saved.',
    update:
      'Replaces every field of a job (ADMIN). NOT_FOUND for an unknown id. A new title gives a new slug.',
    delete: 'Deletes a job (ADMIN) and returns its id. NOT_FOUND for an unknown id.',
  },
}) {}
