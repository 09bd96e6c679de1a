import { type EntityManager, In, MoreThan } from 'typeorm';
import { ACCESS_DAYS } from '../../contract/course-access';
import { BadInputError, ForbiddenError, NotFoundError, isUniqueViolation } from '../../errors';
import type { Clock } from '../../lib/clock';
import { isIdShaped } from '../../lib/validate';
import { isToken, requireSignedIn, staffMay, type Viewer } from '../auth/auth.service';
import type { UsersService } from '../users/user.service';
import type { CourseModuleSummary, CourseRecord, CoursesService } from './course.service';
import { Enrollment, ModuleOpening, ModuleProgress } from './enrollment.entity';
import { isMysql } from '../../db/dialect';
import {
  type CourseProgress,
  moduleIdsOf,
  progressAmong,
  progressOf,
  reachOfBuyers,
} from './course-progress';

export type { CourseProgress } from './course-progress';

const ACCESS_MS = ACCESS_DAYS * 24 * 60 * 60 * 1000;

/** A viewer's access to one course. Dates are null when the viewer has no enrollment (admins may have none). */
export type CourseAccess = {
  courseId: string;
  hasAccess: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  progress: CourseProgress;
};

/** What `grant` leaves behind. */
export type EnrollmentRecord = { userId: string; courseId: string; startsAt: Date; endsAt: Date };

/** A course the user bought, active or not, with their progress. */
export type MyCourse = {
  course: CourseRecord;
  startsAt: Date;
  endsAt: Date;
  active: boolean;
  progress: CourseProgress;
  /** When a refund ended this access; null otherwise. */
  refundedAt: Date | null;
};

/**
 * Enrollments (who may read which course until when) and module progress: the only code that
 * touches the enrollments and module_progress tables. Payments call `grant` inside a unit of work.
 */
export class EnrollmentsService {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly courses: CoursesService,
    private readonly users: UsersService,
  ) {}

  // ---------------------------------------------------------------- purchases

  /**
   * Access for a paid purchase: 30 days from `paidAt`; while the user's access is still running at
   * `paidAt`, 30 days from its current end instead. One row per user and course. Archived courses
   * too (an order placed before the archive is still honoured). Unknown user or course: NOT_FOUND.
   * Runs in the caller's unit of work when there is one (`tx.enrollments.grant`).
   */
  async grant(userId: string, courseId: string, paidAt: Date): Promise<EnrollmentRecord> {
    if (!(paidAt instanceof Date) || Number.isNaN(paidAt.getTime()))
      throw new BadInputError('paidAt', 'paidAt must be a valid date.');
    if (!isIdShaped(userId) || !(await this.users.findById(userId)))
      throw new NotFoundError('User not found.');
    if (!(await this.courses.byId(courseId, { includeArchived: true })))
      throw new NotFoundError('Course not found.');
    return this.db.transaction(async (m) => {
      const now = this.clock.now();
      // Insert first: a first purchase is one statement. When the row exists (or a concurrent first
      // purchase holds it), read it locked on MySQL, so payments at the same moment extend one after
      // the other. (Locking a row that does not exist yet took gap locks, and two first purchases
      // deadlocked on their inserts.)
      const fresh = {
        userId,
        courseId,
        startsAt: paidAt,
        endsAt: new Date(paidAt.getTime() + ACCESS_MS),
        refundedAt: null,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await m.insert(Enrollment, fresh);
        return record(fresh);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const row = await m.findOneOrFail(Enrollment, {
        where: { userId, courseId },
        ...(isMysql(m) ? { lock: { mode: 'pessimistic_write' as const } } : {}),
      });
      const active = row.endsAt.getTime() > paidAt.getTime();
      const next = active
        ? { startsAt: row.startsAt, endsAt: new Date(row.endsAt.getTime() + ACCESS_MS) }
        : { startsAt: paidAt, endsAt: new Date(paidAt.getTime() + ACCESS_MS) };
      await m.update(
        Enrollment,
        { userId, courseId },
        { ...next, refundedAt: null, updatedAt: now },
      );
      return record({ userId, courseId, ...next });
    });
  }

  /**
   * Takes back what a refunded purchase granted (decision 068): the access ends 30 days earlier, and
   * at once when that is in the past (then it is marked refunded at `at`). Runs in the caller's unit
   * of work. No enrollment: nothing to take back.
   */
  async revoke(userId: string, courseId: string, at: Date): Promise<void> {
    await this.db.transaction(async (m) => {
      const row = await m.findOne(Enrollment, {
        where: { userId, courseId },
        ...(isMysql(m) ? { lock: { mode: 'pessimistic_write' as const } } : {}),
      });
      if (!row) return;
      const shortened = row.endsAt.getTime() - ACCESS_MS;
      const ends = shortened > at.getTime();
      await m.update(
        Enrollment,
        { userId, courseId },
        ends
          ? { endsAt: new Date(shortened), updatedAt: at }
          : { endsAt: at, refundedAt: at, updatedAt: at },
      );
    });
  }

  // ---------------------------------------------------------------- access

  /** True for staff (and tokens with courses:read, decision 100), and for a user whose access to the course ends after now. */
  async hasAccess(viewer: Viewer, courseId: string): Promise<boolean> {
    return (await this.accessibleCourseIds(viewer, [courseId])).has(courseId);
  }

  /** Which of these courses the viewer may read now (one query). */
  async accessibleCourseIds(viewer: Viewer, courseIds: readonly string[]): Promise<Set<string>> {
    const ids = [...new Set(courseIds.filter(isIdShaped))];
    if (!viewer || !ids.length) return new Set();
    if (staffMay(viewer, 'courses:read')) return new Set(ids);
    const rows = await this.repo.find({
      where: { userId: viewer.id, courseId: In(ids), endsAt: MoreThan(this.clock.now()) },
      select: { courseId: true },
    });
    return new Set(rows.map((r) => r.courseId));
  }

  /** The viewer's access to a course and their progress in it. Unknown course: NOT_FOUND. Anonymous: no access. */
  async access(viewer: Viewer, courseId: unknown): Promise<CourseAccess> {
    const course = await this.courses.byId(courseId, { includeArchived: true });
    if (!course) throw new NotFoundError('Course not found.');
    return this.accessTo(viewer, course);
  }

  /** `access` of a course already read. */
  async accessTo(viewer: Viewer, course: CourseRecord): Promise<CourseAccess> {
    const row = viewer
      ? await this.repo.findOneBy({ userId: viewer.id, courseId: course.id })
      : null;
    const active = Boolean(row && row.endsAt.getTime() > this.clock.now().getTime());
    const progress = viewer
      ? (await this.progress(viewer.id, moduleIdsOf([course]))).get(course.id)!
      : progressOf(0, course.moduleCount);
    return {
      courseId: course.id,
      hasAccess: staffMay(viewer, 'courses:read') || active,
      startsAt: row?.startsAt ?? null,
      endsAt: row?.endsAt ?? null,
      progress,
    };
  }

  /** A course the viewer may see: in the catalogue, or archived and still readable by them. Else null. */
  async visibleCourse(viewer: Viewer, id: unknown): Promise<CourseRecord | null> {
    const course = await this.courses.byId(id, { includeArchived: true });
    if (!course || (course.archived && !(await this.hasAccess(viewer, course.id)))) return null;
    return course;
  }

  /**
   * The courses the user bought, latest end first, active or not, each with progress. An archived
   * course whose access has ended is left out: it can be neither read nor bought again.
   */
  async myCourses(viewer: Viewer): Promise<MyCourse[]> {
    const { id: userId } = requireSignedIn(viewer);
    const rows = await this.repo.find({ where: { userId }, order: { endsAt: 'DESC' } });
    const courses = await this.courses.byIds(rows.map((r) => r.courseId));
    const progress = await this.progress(userId, moduleIdsOf(courses.values()));
    const now = this.clock.now().getTime();
    return rows.flatMap((r) => {
      const course = courses.get(r.courseId);
      const active = r.endsAt.getTime() > now;
      if (!course || (course.archived && !active)) return [];
      return [
        {
          course,
          startsAt: r.startsAt,
          endsAt: r.endsAt,
          active,
          progress: progress.get(course.id)!,
          refundedAt: r.refundedAt ?? null,
        },
      ];
    });
  }

  // ---------------------------------------------------------------- progress

  /** The ids of modules of these courses the viewer marked done (none for anonymous). */
  async completedModuleIds(viewer: Viewer, courseIds: readonly string[]): Promise<Set<string>> {
    if (!viewer || !courseIds.length) return new Set();
    const rows = await this.progressRepo.find({
      where: { userId: viewer.id, courseId: In([...new Set(courseIds)]) },
      select: { moduleId: true },
    });
    return new Set(rows.map((r) => r.moduleId));
  }

  /**
   * Marks a module done (or not). Signed in, with access to its course (an expired buyer cannot):
   * FORBIDDEN otherwise; unknown module: NOT_FOUND. Marking twice keeps the first time.
   */
  async setModuleCompleted(
    viewer: Viewer,
    moduleId: unknown,
    completed: unknown,
  ): Promise<{ module: CourseModuleSummary; completed: boolean; progress: CourseProgress }> {
    const { id: userId } = requireSignedIn(viewer);
    if (typeof completed !== 'boolean')
      throw new BadInputError('completed', 'completed must be true or false.');
    const module = await this.courses.moduleById(moduleId);
    if (!module) throw new NotFoundError('Module not found.');
    if (!(await this.hasAccess(viewer, module.courseId)))
      throw new ForbiddenError('You need active access to this course to record progress.');
    const key = { userId, moduleId: module.id };
    if (!completed) await this.progressRepo.delete(key);
    else if (!(await this.progressRepo.existsBy(key))) {
      try {
        await this.progressRepo.insert({
          ...key,
          courseId: module.courseId,
          completedAt: this.clock.now(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error; // marked at the same moment in another tab
      }
    }
    return {
      module,
      completed,
      progress: (
        await this.progress(userId, await this.courses.moduleIdsOf([module.courseId]))
      ).get(module.courseId)!,
    };
  }

  /** Progress per course (`modules`: each course's current module ids; removed modules no longer count): done modules among them. */
  private async progress(
    userId: string,
    modules: Map<string, string[]>,
  ): Promise<Map<string, CourseProgress>> {
    const done = await this.completedModuleIds({ id: userId, isAdmin: false }, [...modules.keys()]);
    return progressAmong(modules, done);
  }

  // ---------------------------------------------------------------- openings (decision 069)

  /**
   * Records that a module's gated content is being served to a buyer, the first time only: what
   * the refund policy counts as accessed. Staff (who read without buying) record nothing.
   */
  async recordOpening(viewer: Viewer, courseId: string, moduleId: string): Promise<void> {
    if (!viewer || viewer.isAdmin || isToken(viewer)) return;
    await this.openingsRepo
      .createQueryBuilder()
      .insert()
      .into(ModuleOpening)
      .values({ userId: viewer.id, moduleId, courseId, openedAt: this.clock.now() })
      .orIgnore()
      .execute();
  }

  /** The ids of modules of a course the viewer was served (none for anonymous). */
  async openedModuleIds(viewer: Viewer, courseId: string): Promise<Set<string>> {
    if (!viewer) return new Set();
    const rows = await this.openingsRepo.find({
      where: { userId: viewer.id, courseId },
      select: { moduleId: true },
    });
    return new Set(rows.map((r) => r.moduleId));
  }

  /**
   * What several buyers, each in one course, reached (the admin's order list, the refund meter),
   * keyed `userId:courseId`: modules opened (decision 069) and modules marked done, each among the
   * course's current ones. Three queries: the module ids once, then both tables.
   */
  async accessOfBuyers(
    pairs: readonly { userId: string; courseId: string }[],
  ): Promise<Map<string, { opened: CourseProgress; completed: CourseProgress }>> {
    if (!pairs.length) return new Map();
    const courseIds = [...new Set(pairs.map((p) => p.courseId))];
    const where = { userId: In([...new Set(pairs.map((p) => p.userId))]), courseId: In(courseIds) };
    const select = { userId: true, moduleId: true } as const;
    const [modules, opened, done] = await Promise.all([
      this.courses.moduleIdsOf(courseIds),
      this.openingsRepo.find({ where, select }),
      this.progressRepo.find({ where, select }),
    ]);
    return reachOfBuyers(pairs, modules, { opened, done });
  }

  private get repo() {
    return this.db.getRepository(Enrollment);
  }

  private get openingsRepo() {
    return this.db.getRepository(ModuleOpening);
  }

  private get progressRepo() {
    return this.db.getRepository(ModuleProgress);
  }
}

const record = (r: EnrollmentRecord): EnrollmentRecord => ({
  userId: r.userId,
  courseId: r.courseId,
  startsAt: new Date(r.startsAt),
  endsAt: new Date(r.endsAt),
});
