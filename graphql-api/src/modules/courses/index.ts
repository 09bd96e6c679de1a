import type { ApiModule } from '../api-module';
import { Course, CourseModule } from './course.entity';
import { CourseAdminResolver, CourseModuleResolver, CourseResolver } from './course.resolver';
import { courseRoutes } from './course.rest';
import { seedDemoCourses } from './course.seed';
import { CoursesService } from './course.service';
import { Enrollment, ModuleProgress } from './enrollment.entity';
import { EnrollmentResolver } from './enrollment.resolver';
import { EnrollmentsService } from './enrollment.service';
import { Courses1764100000000 } from './migrations/1764100000000-courses';

declare module '../../services' {
  interface ModuleServices {
    courses: CoursesService;
    enrollments: EnrollmentsService;
  }
}

/** Courses on sale, their gated modules, who bought what until when, and progress (decision 021). */
export const courses: ApiModule = {
  name: 'courses',
  entities: [Course, CourseModule, Enrollment, ModuleProgress],
  migrations: [Courses1764100000000],
  resolvers: [CourseResolver, CourseModuleResolver, CourseAdminResolver, EnrollmentResolver],
  // A unit of work's copy counts its writes on the app's instance once the unit commits (decision 043).
  services: ({ db, clock, invalidate, app, inTransaction }, { users, audit }) => {
    const courses = new CoursesService(db, clock, invalidate, audit, inTransaction, app?.courses);
    return { courses, enrollments: new EnrollmentsService(db, clock, courses, users) };
  },
  restRoutes: courseRoutes,
  seed: seedDemoCourses,
};
