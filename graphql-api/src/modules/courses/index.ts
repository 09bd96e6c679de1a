import type { ApiModule } from '../api-module';
import { Course, CourseModule } from './course.entity';
import { CourseAdminResolver, CourseModuleResolver, CourseResolver } from './course.resolver';
import { courseRoutes } from './course.rest';
import { seedDemoCourses } from './course.seed';
import { CoursesService } from './course.service';
import { Enrollment, ModuleOpening, ModuleProgress } from './enrollment.entity';
import { EnrollmentResolver } from './enrollment.resolver';
import { EnrollmentsService } from './enrollment.service';
import { CourseRemindersService } from './course-reminders';
import { Courses1764100000000 } from './migrations/1764100000000-courses';
import { EnrollmentReminders1765700000001 } from './migrations/1765700000001-enrollment-reminders';
import { EnrollmentRefunds1765800000001 } from './migrations/1765800000001-enrollment-refunds';
import { ModuleOpenings1765800000003 } from './migrations/1765800000003-module-openings';

declare module '../../services' {
  interface ModuleServices {
    courses: CoursesService;
    enrollments: EnrollmentsService;
    /** "Your course access ends soon" mails; the app's copy sweeps hourly (decision 065). */
    courseReminders: CourseRemindersService;
  }
}

/** Courses on sale, their gated modules, who bought what until when, and progress (decision 021). */
export const courses: ApiModule = {
  name: 'courses',
  entities: [Course, CourseModule, Enrollment, ModuleProgress, ModuleOpening],
  migrations: [
    Courses1764100000000,
    EnrollmentReminders1765700000001,
    EnrollmentRefunds1765800000001,
    ModuleOpenings1765800000003,
  ],
  resolvers: [CourseResolver, CourseModuleResolver, CourseAdminResolver, EnrollmentResolver],
  // A unit of work's copy counts its writes on the app's instance once the unit commits (decision 043).
  services: (
    { db, clock, config, invalidate, app, inTransaction },
    { users, audit, mail, webhooks },
  ) => {
    const courses = new CoursesService(
      db,
      clock,
      invalidate,
      audit,
      inTransaction,
      webhooks,
      config.publicUrl,
      app?.courses,
    );
    const reminders = new CourseRemindersService(
      db,
      clock,
      config,
      courses,
      users,
      mail,
      inTransaction,
    );
    return {
      courses,
      enrollments: new EnrollmentsService(db, clock, courses, users),
      // app.ts starts the sweeps of the app's own copy (one per API process).
      courseReminders: reminders,
    };
  },
  stop: ({ courseReminders }) => courseReminders.stop(),
  restRoutes: courseRoutes,
  seed: seedDemoCourses,
};
