import type { Context } from '../../graphql/context';
import type { ModuleContent } from './course.service';
import type { Viewer } from '../auth/auth.service';

/**
 * What one GraphQL request knows about its viewer, asked once per course however many gated fields
 * and modules the query names: access, the gated content of readable courses, modules done.
 */
export class CourseViewer {
  private readonly access = new Map<string, Promise<boolean>>();
  private readonly content = new Map<string, Promise<Map<string, ModuleContent>>>();
  private readonly completed = new Map<string, Promise<Set<string>>>();

  constructor(private readonly ctx: Context) {}

  get viewer(): Viewer {
    return this.ctx.viewer;
  }

  hasAccess(courseId: string): Promise<boolean> {
    return once(this.access, courseId, () => this.ctx.services.enrollments.hasAccess(this.viewer, courseId));
  }

  /** A module's gated content, or null when the viewer may not read its course. Checked on every call. */
  async moduleContent(courseId: string, moduleId: string): Promise<ModuleContent | null> {
    if (!(await this.hasAccess(courseId))) return null;
    const content = await once(this.content, courseId, () => this.ctx.services.courses.contentOf([courseId]));
    return content.get(moduleId) ?? null;
  }

  async isCompleted(courseId: string, moduleId: string): Promise<boolean> {
    if (!this.viewer) return false;
    const done = await once(this.completed, courseId, () => this.ctx.services.enrollments.completedModuleIds(this.viewer, [courseId]));
    return done.has(moduleId);
  }
}

const viewers = new WeakMap<Context, CourseViewer>();

/** The request's CourseViewer (the context object lives exactly as long as the request). */
export function courseViewer(ctx: Context): CourseViewer {
  let viewer = viewers.get(ctx);
  if (!viewer) viewers.set(ctx, (viewer = new CourseViewer(ctx)));
  return viewer;
}

function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) cache.set(key, (value = load()));
  return value;
}
