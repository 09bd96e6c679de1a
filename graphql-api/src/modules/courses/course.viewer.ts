import { NotFoundError } from '../../errors';
import { isToken, type Viewer } from '../auth/auth.service';
import type { CourseRecord, CoursesService, ModuleContent } from './course.service';
import type { CourseAccess, EnrollmentsService } from './enrollment.service';

/** A course as the viewer may read it: gated content only when they have access, the modules they marked done. */
export type CourseView = {
  course: CourseRecord;
  hasAccess: boolean;
  content: Map<string, ModuleContent>;
  completed: Set<string>;
};

/**
 * The one reader of gated course content (module text and video), for GraphQL's field resolvers
 * and REST's course routes alike: what one viewer may read, within one request. Access, content
 * and modules done are asked once per course however many fields or courses a request reads; the
 * REST lists ask them for a whole page at once.
 */
export class CourseViewer {
  private readonly access = new Map<string, Promise<boolean>>();
  private readonly content = new Map<string, Promise<Map<string, ModuleContent>>>();
  private readonly completed = new Map<string, Promise<Set<string>>>();
  private readonly opened = new Map<string, Promise<Set<string>>>();

  constructor(
    private readonly services: { courses: CoursesService; enrollments: EnrollmentsService },
    readonly viewer: Viewer,
  ) {}

  hasAccess(courseId: string): Promise<boolean> {
    return once(this.access, courseId, () =>
      this.services.enrollments.hasAccess(this.viewer, courseId),
    );
  }

  /**
   * A module's gated content, or null when the viewer may not read its course. Checked on every
   * call. Serving it to a buyer for the first time is recorded (decision 069): the refund policy
   * counts what the server sent, not what the buyer marked done.
   */
  async moduleContent(courseId: string, moduleId: string): Promise<ModuleContent | null> {
    if (!(await this.hasAccess(courseId))) return null;
    const content = await once(this.content, courseId, () =>
      this.services.courses.contentOf([courseId]),
    );
    const gated = content.get(moduleId) ?? null;
    if (gated) await this.noteOpening(courseId, moduleId);
    return gated;
  }

  /** Records a module opened by a buyer, once: the modules opened before are read once per course and request. */
  private async noteOpening(courseId: string, moduleId: string): Promise<void> {
    if (!this.viewer || this.viewer.isAdmin || isToken(this.viewer)) return;
    const opened = await once(this.opened, courseId, () =>
      this.services.enrollments.openedModuleIds(this.viewer, courseId),
    );
    if (opened.has(moduleId)) return;
    opened.add(moduleId);
    await this.services.enrollments.recordOpening(this.viewer, courseId, moduleId);
  }

  async isCompleted(courseId: string, moduleId: string): Promise<boolean> {
    if (!this.viewer) return false;
    const done = await once(this.completed, courseId, () =>
      this.services.enrollments.completedModuleIds(this.viewer, [courseId]),
    );
    return done.has(moduleId);
  }

  /** GET /api/courses: one page of the catalogue (limit/offset) as the viewer reads it, with the total. */
  async catalogue(paging: {
    limit?: unknown;
    offset?: unknown;
  }): Promise<{ courses: CourseView[]; total: number }> {
    const { courses, total } = await this.services.courses.catalogueList(paging);
    this.prime(courses.map((c) => c.id));
    return { courses: await Promise.all(courses.map((course) => this.view(course))), total };
  }

  /** GET /api/courses/:id: one course as the viewer reads it, with their access. Unknown, or archived without access: NOT_FOUND. */
  async course(id: unknown): Promise<CourseView & { access: CourseAccess }> {
    const course = await this.services.enrollments.visibleCourse(this.viewer, id);
    if (!course) throw new NotFoundError('Course not found.');
    const [view, access] = await Promise.all([
      this.view(course),
      this.services.enrollments.accessTo(this.viewer, course),
    ]);
    return { ...view, access };
  }

  /** A course read field by field through the methods above: the gate is `moduleContent`'s alone. */
  private async view(course: CourseRecord): Promise<CourseView> {
    const content = new Map<string, ModuleContent>();
    const completed = new Set<string>();
    for (const module of course.modules) {
      const gated = await this.moduleContent(course.id, module.id);
      if (gated) content.set(module.id, gated);
      if (await this.isCompleted(course.id, module.id)) completed.add(module.id);
    }
    return { course, hasAccess: await this.hasAccess(course.id), content, completed };
  }

  /** Asks access, content and modules done of these courses in one query each, for the reads that follow. */
  private prime(courseIds: readonly string[]): void {
    const ids = courseIds.filter((id) => !this.access.has(id));
    if (!ids.length) return;
    const readable = this.services.enrollments.accessibleCourseIds(this.viewer, ids);
    const content = readable.then((r) => this.services.courses.contentOf([...r]));
    const completed = this.services.enrollments.completedModuleIds(this.viewer, ids);
    // A failed read rejects the reads that await it; a cached promise nobody awaits must not crash the process.
    for (const promise of [readable, content, completed]) promise.catch(() => undefined);
    for (const id of ids) {
      const access = readable.then((r) => r.has(id));
      access.catch(() => undefined);
      this.access.set(id, access);
      this.content.set(id, content);
      this.completed.set(id, completed);
    }
  }
}

const viewers = new WeakMap<object, CourseViewer>();

/** The CourseViewer of one GraphQL request (its context object lives exactly as long as the request). */
export function courseViewer(ctx: {
  services: { courses: CoursesService; enrollments: EnrollmentsService };
  viewer: Viewer;
}): CourseViewer {
  let viewer = viewers.get(ctx);
  if (!viewer) viewers.set(ctx, (viewer = new CourseViewer(ctx.services, ctx.viewer)));
  return viewer;
}

function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) cache.set(key, (value = load()));
  return value;
}
