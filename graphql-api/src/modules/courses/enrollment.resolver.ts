import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { CourseAccessObject, EnrollmentObject, ModuleCompletionObject } from './course.type';

/** The viewer's access, purchases and progress. */
@Resolver()
export class EnrollmentResolver {
  @Query(() => CourseAccessObject, {
    description:
      "The viewer's access to a course and progress in it; anonymous visitors get hasAccess false. NOT_FOUND for an unknown course.",
  })
  courseAccess(
    @Arg('courseId', () => ID, { description: 'The course id.' }) courseId: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.enrollments.access(ctx.viewer, courseId);
  }

  @Query(() => [EnrollmentObject], {
    description:
      'The courses the signed-in user bought, latest access end first, active or expired, with progress (UNAUTHENTICATED when signed out).',
  })
  myEnrollments(@Ctx() ctx: Context) {
    return ctx.services.enrollments.myCourses(ctx.viewer);
  }

  @Mutation(() => ModuleCompletionObject, {
    description:
      'Marks a module done (or not done) for the signed-in user. FORBIDDEN without active access to its course; NOT_FOUND for an unknown module. Marking twice changes nothing.',
  })
  async setModuleCompleted(
    @Arg('moduleId', () => ID, { description: 'The module id.' }) moduleId: string,
    @Arg('completed', () => Boolean, { description: 'true: done; false: not done.' })
    completed: boolean,
    @Ctx() ctx: Context,
  ) {
    const result = await ctx.services.enrollments.setModuleCompleted(
      ctx.viewer,
      moduleId,
      completed,
    );
    return { module: { ...result.module, completed: result.completed }, progress: result.progress };
  }
}
