import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AfterArg, FirstArg } from '../../graphql/page-args';
import { pageCost } from '../../graphql/query-limits';
import { SavedJobConnection, SavedJobObject } from './saved-job.type';

const JobIdArg = () => Arg('jobId', () => ID, { description: 'The job id.' });

/** A seeker's saved jobs: SavedJobsService refuses anonymous callers. */
@Resolver(() => SavedJobObject)
export class SavedJobResolver {
  @Query(() => SavedJobConnection, {
    description:
      "The viewer's saved jobs, newest saved first, closed and removed ones included (signed in). first: 0 to 100.",
    complexity: pageCost(20),
  })
  mySavedJobs(
    @FirstArg({ defaultValue: 20 }) first: number | null,
    @AfterArg() after: string | null,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.savedJobs.list(viewer, first, after);
  }

  @Query(() => [SavedJobObject], {
    description:
      'Of these jobs (at most 100), the ones the viewer saved, with their marks (signed in): for job cards and pages.',
  })
  mySavedJobsAmong(
    @Arg('jobIds', () => [ID], { description: 'Job ids, at most 100.' }) jobIds: string[],
    @Ctx() { services, viewer }: Context,
  ) {
    return services.savedJobs.among(viewer, jobIds);
  }

  @Mutation(() => SavedJobObject, {
    description:
      'Saves a job (saved already: as it is). Unknown job: NOT_FOUND; over 500 saved: BAD_USER_INPUT on jobId.',
  })
  saveJob(@JobIdArg() jobId: string, @Ctx() { services, viewer }: Context) {
    return services.savedJobs.save(viewer, jobId);
  }

  @Mutation(() => ID, {
    description:
      "Removes a job from the viewer's saved jobs (not saved: nothing changes); the job id.",
  })
  unsaveJob(@JobIdArg() jobId: string, @Ctx() { services, viewer }: Context) {
    return services.savedJobs.unsave(viewer, jobId);
  }

  @Mutation(() => SavedJobObject, {
    description:
      'applied true: marks the job applied now, saving it when it was not (the first date stays); false: clears the mark (not saved: NOT_FOUND).',
  })
  markJobApplied(
    @JobIdArg() jobId: string,
    @Arg('applied', () => Boolean, { description: 'Applied or not.' }) applied: boolean,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.savedJobs.markApplied(viewer, jobId, applied);
  }

  @Mutation(() => SavedJobObject, {
    description:
      'Sets the private note of a saved job: trimmed, at most 500 characters (BAD_USER_INPUT on note); blank or null clears it. Not saved: NOT_FOUND.',
  })
  setSavedJobNote(
    @JobIdArg() jobId: string,
    @Arg('note', () => String, { nullable: true, description: 'The note; null clears it.' })
    note: string | null,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.savedJobs.setNote(viewer, jobId, note);
  }
}
