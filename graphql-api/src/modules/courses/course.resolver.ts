import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AfterArg, FirstArg } from '../../graphql/page-args';
import { pageCost } from '../../graphql/query-limits';
import { recordWritesResolver } from '../../graphql/record-writes';
import { CourseInput } from './course.inputs';
import { courseWrites } from './course.service';
import { CourseConnection, CourseModuleObject, CourseObject, GATED } from './course.type';
import { courseViewer } from './course.viewer';
import { youtubeEmbedUrl, youtubeWatchUrl } from './youtube';

/** The catalogue and one course: public fields for everyone. */
@Resolver(() => CourseObject)
export class CourseResolver {
  @Query(() => CourseConnection, {
    description: 'The catalogue: courses on sale (not archived), newest first. first: 0 to 100.',
    complexity: pageCost(20),
  })
  courses(
    @FirstArg({ defaultValue: 20 }) first: number | null,
    @AfterArg() after: string | null,
    @Ctx() { services }: Context,
  ) {
    return services.courses.catalogue(first, after);
  }

  @Query(() => CourseObject, {
    nullable: true,
    description:
      'One course, or null for an unknown id. An archived course only for viewers who still have access (and admins).',
  })
  course(@Arg('id', () => ID, { description: 'The course id.' }) id: string, @Ctx() ctx: Context) {
    return ctx.services.enrollments.visibleCourse(ctx.viewer, id);
  }

  @Query(() => CourseModuleObject, {
    nullable: true,
    description:
      "One module of a course the viewer may see (null otherwise): the reader loads the module it shows this way. Its gated fields are null without access; a buyer's first read of them counts the module as opened for the refund policy (decision 069).",
  })
  async courseModule(
    @Arg('id', () => ID, { description: 'The module id.' }) id: string,
    @Ctx() ctx: Context,
  ) {
    const module = await ctx.services.courses.moduleById(id);
    if (!module) return null;
    const course = await ctx.services.enrollments.visibleCourse(ctx.viewer, module.courseId);
    return course ? module : null;
  }
}

/** A module's gated fields, each checking the viewer's access to the module's course on its own. */
@Resolver(() => CourseModuleObject)
export class CourseModuleResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: `The module text as sanitised HTML. ${GATED}`,
  })
  async blog(@Root() module: CourseModuleObject, @Ctx() ctx: Context): Promise<string | null> {
    return (await courseViewer(ctx).moduleContent(module.courseId, module.id))?.blog ?? null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: `The video as a YouTube watch link (https://www.youtube.com/watch?v=ID), for the admin form; null also when the module has no video. ${GATED}`,
  })
  async videoUrl(@Root() module: CourseModuleObject, @Ctx() ctx: Context): Promise<string | null> {
    const videoId = (await courseViewer(ctx).moduleContent(module.courseId, module.id))?.videoId;
    return videoId ? youtubeWatchUrl(videoId) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: `The privacy-enhanced embed address (https://www.youtube-nocookie.com/embed/ID) for the player; null also when the module has no video. ${GATED}`,
  })
  async videoEmbedUrl(
    @Root() module: CourseModuleObject,
    @Ctx() ctx: Context,
  ): Promise<string | null> {
    const videoId = (await courseViewer(ctx).moduleContent(module.courseId, module.id))?.videoId;
    return videoId ? youtubeEmbedUrl(videoId) : null;
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether the signed-in viewer marked this module done; false for anonymous visitors.',
  })
  completed(
    @Root() module: CourseModuleObject & { completed?: boolean },
    @Ctx() ctx: Context,
  ): boolean | Promise<boolean> {
    // A module returned by setModuleCompleted carries its new state.
    return module.completed ?? courseViewer(ctx).isCompleted(module.courseId, module.id);
  }
}

/** Course writes: CoursesService refuses anyone but staff; a course is deleted by archiving it. */
@Resolver(() => CourseObject)
export class CourseAdminResolver extends recordWritesResolver({
  name: 'Course',
  one: 'course',
  ObjectType: CourseObject,
  InputType: CourseInput,
  writes: ({ courses }) => courseWrites(courses),
  descriptions: {
    create:
      'Creates a course (ADMIN). Bad input: BAD_USER_INPUT naming the field (PAYLOAD_TOO_LARGE for an HTML field over 2 MB); nothing is saved.',
    update:
      'Replaces every field of a course (ADMIN); modules sent with their id are kept. NOT_FOUND for an unknown or archived id. Bad input as createCourse.',
    delete:
      'Deletes a course (ADMIN) by archiving it, and returns its id: it leaves the catalogue and cannot be bought; enrollments and orders are kept and buyers read it until their access ends. NOT_FOUND for an unknown or already deleted id.',
  },
}) {}
