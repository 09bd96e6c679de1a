import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connection';
import type { CourseModuleSummary, CourseRecord } from './course.service';
import type { CourseAccess, CourseProgress, MyCourse } from './enrollment.service';

/** Gated fields say so in their description; integrators read it in schema.graphql. */
export const GATED =
  'GATED: null unless the viewer has active access to the course (admins always); a visitor without access gets null and no error.';

// `implements`: the compiler refuses a field that drifts from the service's record.
@ObjectType('CourseModule', {
  description:
    'One module of a course, in order. Its text and video are gated; its subtitle is public.',
})
export class CourseModuleObject implements CourseModuleSummary {
  @Field(() => ID, {
    description:
      "Stable id (UUID); send it back in CourseModuleInput.id to keep the module (and its learners' progress) on update.",
  })
  id: string;

  /** Not in the schema: the course the gated fields check access to. */
  courseId: string;

  @Field(() => Int, { description: 'Place in the course, from 0.' })
  position: number;

  @Field(() => String, { description: "The module's title (public)." })
  subTitle: string;

  @Field(() => Boolean, {
    description:
      'Whether the module has a video (public: the storefront may show a locked player).',
  })
  hasVideo: boolean;
}

@ObjectType('Course', {
  description:
    "A paid video course. Public fields are for everyone; the modules' text and videos are gated.",
  simpleResolvers: true,
})
export class CourseObject implements Omit<CourseRecord, 'modules'> {
  @Field(() => ID, { description: 'Stable id (UUID).' })
  id: string;

  @Field(() => String, { description: 'Course title.' })
  title: string;

  @Field(() => String, {
    description: "Short plain-text description for cards and the course banner ('' when none).",
  })
  description: string;

  @Field(() => String, {
    description: "The public overview as sanitised HTML ('' when none), shown to everyone.",
  })
  fullBlog: string;

  @Field(() => Float, { description: 'Price in rupees (INR), up to two decimals.' })
  price: number;

  @Field(() => Int, { description: 'Price in paise (price × 100), as orders are made.' })
  pricePaise: number;

  @Field(() => Boolean, {
    description:
      'True when an admin deleted the course: it is out of the catalogue and cannot be bought; its buyers read it until their access ends.',
  })
  archived: boolean;

  @Field(() => Int, { description: 'How many modules the course has.' })
  moduleCount: number;

  @Field(() => [CourseModuleObject], {
    description:
      'The modules in order. Ask for the gated fields in course(id), not in a page of courses: each module counts 10 times in the query cost.',
    complexity: ({ childComplexity }) => 1 + 10 * childComplexity,
  })
  modules: CourseModuleObject[];

  @Field(() => Date, { description: 'When the course was created.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When the course was last edited.' })
  updatedAt: Date;
}

export const { Edge: CourseEdge, Connection: CourseConnection } = connectionType(
  CourseObject,
  'Course',
  {
    one: 'course',
    many: 'courses',
    totalCount: 'How many courses the catalogue has in all pages.',
  },
);

@ObjectType('CourseProgress', {
  description: "The viewer's progress in a course.",
  simpleResolvers: true,
})
export class CourseProgressObject implements CourseProgress {
  @Field(() => Int, { description: 'Modules marked done, among the current ones.' })
  completedModules: number;

  @Field(() => Int, { description: 'Modules the course has now.' })
  totalModules: number;

  @Field(() => Int, {
    description:
      'completedModules / totalModules as a whole percent, rounded down (100 only when every module is done; 0 for a course without modules).',
  })
  percent: number;
}

@ObjectType('CourseAccess', {
  description: "The viewer's access to one course. Anonymous visitors have none.",
  simpleResolvers: true,
})
export class CourseAccessObject implements CourseAccess {
  @Field(() => ID, { description: 'The course.' })
  courseId: string;

  @Field(() => Boolean, {
    description:
      'True while the viewer may read the gated content: a purchase whose 30 days have not ended, or an admin.',
  })
  hasAccess: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      'Start of the current access period; null without a purchase (an admin may have none).',
  })
  startsAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When access ends (in the past once expired); null without a purchase.',
  })
  endsAt: Date | null;

  @Field(() => CourseProgressObject, {
    description: "The viewer's progress (zero for anonymous visitors).",
  })
  progress: CourseProgressObject;
}

@ObjectType('Enrollment', {
  description: 'A course the signed-in user bought, with the access period and their progress.',
  simpleResolvers: true,
})
export class EnrollmentObject implements MyCourse {
  @Field(() => CourseObject, { description: 'The course (possibly archived, while access lasts).' })
  course: CourseObject;

  @Field(() => Date, { description: 'Start of the current access period.' })
  startsAt: Date;

  @Field(() => Date, { description: 'When access ends.' })
  endsAt: Date;

  @Field(() => Boolean, { description: 'True while access has not ended.' })
  active: boolean;

  @Field(() => CourseProgressObject, { description: 'Progress in the course.' })
  progress: CourseProgressObject;

  @Field(() => Date, {
    nullable: true,
    description: 'When a refund of the purchase ended this access; null otherwise.',
  })
  refundedAt: Date | null;
}

@ObjectType('ModuleCompletion', {
  description: 'A module marked done or not done, and the course progress after it.',
  simpleResolvers: true,
})
export class ModuleCompletionObject {
  @Field(() => CourseModuleObject, {
    description: 'The module (its `completed` is the new state).',
  })
  module: CourseModuleObject;

  @Field(() => CourseProgressObject, {
    description: "The viewer's progress in the module's course now.",
  })
  progress: CourseProgressObject;
}
