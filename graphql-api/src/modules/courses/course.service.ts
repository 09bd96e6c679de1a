import { type EntityManager, In, IsNull } from 'typeorm';
import { COURSE_LIMITS } from '../../contract/course-rules';
import { NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { RecordWrites } from '../../graphql/record-writes';
import type { ServiceDeps } from '../../services';
import { newestAfter } from '../../lib/keyset-query';
import { type Connection, offsetPaging, readConnection } from '../../lib/paging';
import { isIdShaped, MAX_INT } from '../../lib/validate';
import type { AuditService } from '../audit/audit.service';
import type { WebhooksService } from '../webhooks/webhook.service';
import { CourseWrites, refuseUnknownModuleIds } from './course-writes';
import { requireAdmin, type Viewer } from '../auth/auth.service';
import { Course, CourseModule } from './course.entity';
import { type CourseInput, parseCourse } from './course.rules';

/** A module as anyone may see it: no text, no video (those are gated: `contentOf`). */
export type CourseModuleSummary = {
  id: string;
  courseId: string;
  position: number;
  subTitle: string;
  hasVideo: boolean;
};

/** A course with its public fields and its modules in order. Price in rupees, and in paise for payments. */
export type CourseRecord = {
  id: string;
  title: string;
  description: string;
  fullBlog: string;
  price: number;
  pricePaise: number;
  archived: boolean;
  moduleCount: number;
  modules: CourseModuleSummary[];
  createdAt: Date;
  updatedAt: Date;
};

/** A module's gated content: sanitised HTML and the YouTube video id. */
export type ModuleContent = { blog: string; videoId: string | null };

/** A course as an admin just wrote it: with every module's content (admins read everything). */
export type EditedCourse = CourseRecord & { content: Map<string, ModuleContent> };

/** What an order for a course needs (decision 026): refused for unknown and archived courses. */
export type PurchasableCourse = {
  id: string;
  title: string;
  description: string;
  pricePaise: number;
};

/**
 * Courses and their modules: with its CourseWrites, the only code that touches the courses and
 * course_modules tables.
 * Rules live in course.rules.ts. `db` is the app's EntityManager or a unit of work's.
 */
export class CoursesService {
  /** The app's count of committed writes, shared with a unit of work's copy (`changes`). */
  private readonly writes: { count: number };
  /** The writes themselves, run on a unit of work's copy (`inTransaction`). */
  private readonly store: CourseWrites;

  /** `app`: the app's own instance, when this one is a unit of work's copy. */
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly invalidate: ServiceDeps['invalidate'],
    private readonly audit: AuditService,
    private readonly inTransaction: ServiceDeps['inTransaction'],
    webhooks: WebhooksService,
    publicUrl: string,
    app?: CoursesService,
  ) {
    this.writes = app?.writes ?? { count: 0 };
    // A course is on sale once made: `course.published` carries where it is sold.
    this.store = new CourseWrites(
      db,
      clock,
      audit,
      () => this.changed(),
      (course) =>
        webhooks.emit('course.published', {
          id: course.id,
          title: course.title,
          pricePaise: course.pricePaise,
          url: `${publicUrl}/course/${course.id}`,
        }),
    );
  }

  /**
   * How many course writes this instance has committed: the server-rendered pages kept with an
   * older count may show the catalogue as it was (decision 043).
   */
  changes(): number {
    return this.writes.count;
  }

  private get courses() {
    return this.db.getRepository(Course);
  }

  // ---------------------------------------------------------------- reads

  /** The catalogue (courses not archived), newest first, cursor-paginated. */
  catalogue(first?: unknown, after?: unknown): Promise<Connection<CourseRecord>> {
    return readConnection(
      { first, after, fallback: 20, max: COURSE_LIMITS.pageSize },
      () => this.courses.countBy({ archivedAt: IsNull() }),
      (cursor, limit) =>
        newestAfter(
          this.courses.createQueryBuilder('c').where('c.archivedAt IS NULL'),
          cursor,
          limit,
        ),
      (rows) => this.withModules(rows),
    );
  }

  /** The REST catalogue: every course not archived (or one offset page), newest first, with the total. */
  async catalogueList(
    paging: { limit?: unknown; offset?: unknown } = {},
  ): Promise<{ courses: CourseRecord[]; total: number }> {
    const { limit, offset } = offsetPaging(paging);
    const query = this.courses
      .createQueryBuilder('c')
      .where('c.archivedAt IS NULL')
      .orderBy('c.createdAt', 'DESC')
      .addOrderBy('c.id', 'DESC');
    if (limit !== null || offset) query.limit(limit ?? MAX_INT);
    if (offset) query.offset(offset);
    const [rows, total] = await Promise.all([
      limit === 0 ? [] : query.getMany(),
      this.courses.countBy({ archivedAt: IsNull() }),
    ]);
    return { courses: await this.withModules(rows), total };
  }

  /** One course, or null. Archived courses only with `includeArchived` (their buyers still read them). */
  async byId(id: unknown, { includeArchived = false } = {}): Promise<CourseRecord | null> {
    if (!isIdShaped(id)) return null;
    const row = await this.courses.findOneBy(
      includeArchived ? { id } : { id, archivedAt: IsNull() },
    );
    return row ? (await this.withModules([row]))[0] : null;
  }

  /** Several courses, archived ones included, keyed by id (one query each for courses and modules). */
  async byIds(ids: readonly string[]): Promise<Map<string, CourseRecord>> {
    const unique = [...new Set(ids.filter(isIdShaped))];
    if (!unique.length) return new Map();
    const records = await this.withModules(await this.courses.findBy({ id: In(unique) }));
    return new Map(records.map((c) => [c.id, c]));
  }

  /** The titles of these courses, archived ones too, keyed by id: for lists that name a course (the admin's orders) without reading its pages. */
  async titlesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids.filter(isIdShaped))];
    if (!unique.length) return new Map();
    const rows = await this.courses.find({
      where: { id: In(unique) },
      select: { id: true, title: true },
    });
    return new Map(rows.map((c) => [c.id, c.title]));
  }

  /** The gated content of every module of these courses, keyed by module id. Callers check access first. */
  async contentOf(courseIds: readonly string[]): Promise<Map<string, ModuleContent>> {
    if (!courseIds.length) return new Map();
    const rows = await this.db.getRepository(CourseModule).find({
      where: { courseId: In([...new Set(courseIds)]) },
      select: { id: true, blog: true, videoId: true },
    });
    return new Map(rows.map((m) => [m.id, { blog: m.blog, videoId: m.videoId }]));
  }

  /** A module's public part and its course, or null. */
  async moduleById(id: unknown): Promise<CourseModuleSummary | null> {
    if (!isIdShaped(id)) return null;
    const row = await this.db
      .getRepository(CourseModule)
      .findOne({ where: { id }, select: SUMMARY_COLUMNS });
    return row ? toSummary(row) : null;
  }

  /** The current module ids of these courses (progress counts only those), keyed by course id. */
  async moduleIdsOf(courseIds: readonly string[]): Promise<Map<string, string[]>> {
    const ids = new Map<string, string[]>(courseIds.map((id) => [id, []]));
    if (!courseIds.length) return ids;
    const rows = await this.db
      .getRepository(CourseModule)
      .find({ where: { courseId: In([...ids.keys()]) }, select: { id: true, courseId: true } });
    for (const row of rows) ids.get(row.courseId)?.push(row.id);
    return ids;
  }

  /** For creating an order: the course on sale, or NOT_FOUND (unknown, or archived: it left the catalogue). */
  async forPurchase(courseId: unknown): Promise<PurchasableCourse> {
    const course = await this.byId(courseId);
    if (!course) throw new NotFoundError('Course not found.');
    return {
      id: course.id,
      title: course.title,
      description: course.description,
      pricePaise: course.pricePaise,
    };
  }

  // ---------------------------------------------------------------- writes (staff only)

  /** Creates a course; the audit log records it in the same unit of work (decision 056). */
  async create(viewer: Viewer, input: CourseInput): Promise<EditedCourse> {
    const staff = requireAdmin(viewer, 'courses:write');
    const parsed = parseCourse(input);
    refuseUnknownModuleIds(parsed, new Set());
    const id = await this.inTransaction(({ courses }) => courses.store.create(staff, parsed));
    return this.edited(id);
  }

  /**
   * Replaces every field of a course (PUT semantics). Modules sent with their id keep it (and their
   * learners' progress); modules left out are removed; new ones get ids. Archived courses: NOT_FOUND.
   */
  async update(viewer: Viewer, id: unknown, input: CourseInput): Promise<EditedCourse> {
    const staff = requireAdmin(viewer, 'courses:write');
    const existing = isIdShaped(id)
      ? await this.courses.findOneBy({ id, archivedAt: IsNull() })
      : null;
    if (!existing) throw new NotFoundError('Course not found.');
    const parsed = parseCourse(input);
    await this.inTransaction(({ courses }) => courses.store.update(staff, existing.id, parsed));
    return this.edited(existing.id);
  }

  /**
   * "Delete" (decision 021): the course is archived, never removed. It leaves the catalogue and can
   * no longer be bought; its enrollments, progress and orders stay, and buyers read it until their end date.
   */
  async archive(viewer: Viewer, id: unknown): Promise<string> {
    const staff = requireAdmin(viewer, 'courses:write');
    if (!isIdShaped(id)) throw new NotFoundError('Course not found.');
    return this.inTransaction(({ courses }) => courses.store.archive(staff, id));
  }

  // ---------------------------------------------------------------- helpers

  /** A course was written: counted once readers can see it (`ServiceDeps.invalidate`). */
  private changed() {
    this.invalidate(() => this.writes.count++);
  }

  private async edited(id: string): Promise<EditedCourse> {
    const [course, content] = await Promise.all([this.byId(id), this.contentOf([id])]);
    return { ...course!, content };
  }

  private async withModules(rows: Course[]): Promise<CourseRecord[]> {
    if (!rows.length) return [];
    const modules = await this.db.getRepository(CourseModule).find({
      where: { courseId: In(rows.map((r) => r.id)) },
      select: SUMMARY_COLUMNS,
      order: { position: 'ASC' },
    });
    const byCourse = new Map<string, CourseModuleSummary[]>(rows.map((r) => [r.id, []]));
    for (const row of modules) byCourse.get(row.courseId)?.push(toSummary(row));
    return rows.map((r) => {
      const mods = byCourse.get(r.id) ?? [];
      return {
        id: r.id,
        title: r.title,
        description: r.description,
        fullBlog: r.fullBlog,
        price: r.pricePaise / 100,
        pricePaise: r.pricePaise,
        archived: r.archivedAt !== null && r.archivedAt !== undefined,
        moduleCount: mods.length,
        modules: mods,
        createdAt: new Date(r.createdAt),
        updatedAt: new Date(r.updatedAt),
      };
    });
  }
}

const SUMMARY_COLUMNS = {
  id: true,
  courseId: true,
  position: true,
  subTitle: true,
  videoId: true,
} as const;

const toSummary = (
  row: Pick<CourseModule, 'id' | 'courseId' | 'position' | 'subTitle' | 'videoId'>,
): CourseModuleSummary => ({
  id: row.id,
  courseId: row.courseId,
  position: row.position,
  subTitle: row.subTitle,
  hasVideo: row.videoId !== null && row.videoId !== undefined,
});

/** A course's staff writes as GraphQL and REST call them: deleting a course archives it. */
export const courseWrites = (courses: CoursesService): RecordWrites<EditedCourse, CourseInput> => ({
  create: (viewer, input) => courses.create(viewer, input),
  update: (viewer, id, input) => courses.update(viewer, id, input),
  delete: (viewer, id) => courses.archive(viewer, id),
});
