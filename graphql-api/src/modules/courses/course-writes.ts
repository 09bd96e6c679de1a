import { randomUUID } from 'node:crypto';
import { type EntityManager, In, IsNull } from 'typeorm';
import { BadInputError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { type AuditService, changedFields } from '../audit/audit.service';
import type { SignedInViewer } from '../auth/auth.service';
import { courseChanges } from './course-audit';
import { Course, CourseModule } from './course.entity';
import type { ParsedCourse } from './course.rules';

/**
 * A course's writes on a unit of work's copy of CoursesService, which checked the staff member and
 * the input: the course and its modules, its audit entry in the same unit (decision 056), and
 * `changed` once the write is counted for readers (decision 043).
 */
export class CourseWrites {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly changed: () => void,
    /** Tells webhook endpoints of a course now on sale (decision 104), in the same unit. */
    private readonly published: (course: {
      id: string;
      title: string;
      pricePaise: number;
    }) => Promise<void>,
  ) {}

  private get courses() {
    return this.db.getRepository(Course);
  }

  /** Inserts the course and its modules; its id. */
  async create(staff: SignedInViewer, parsed: ParsedCourse): Promise<string> {
    const now = this.clock.now();
    const course = this.courses.create({
      ...courseColumns(parsed),
      id: randomUUID(),
      archivedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    await this.db.transaction(async (m) => {
      await m.insert(Course, course);
      await this.writeModules(m, course.id, parsed, new Set());
    });
    await this.audit.record(staff, {
      kind: 'course.create',
      targetId: course.id,
      targetLabel: course.title,
      changes: courseChanges(null, parsed),
    });
    await this.published(course);
    this.changed();
    return course.id;
  }

  /** Replaces the course's fields and modules; NOT_FOUND once archived meanwhile. */
  async update(staff: SignedInViewer, id: string, parsed: ParsedCourse) {
    const existing = await this.courses.findOneBy({ id, archivedAt: IsNull() });
    if (!existing) throw new NotFoundError('Course not found.');
    const before = await this.db.getRepository(CourseModule).find({
      where: { courseId: id },
      select: { id: true, subTitle: true, blog: true, videoId: true },
      order: { position: 'ASC' },
    });
    const current = new Set(before.map((row) => row.id));
    refuseUnknownModuleIds(parsed, current);
    await this.db.transaction(async (m) => {
      await m.update(Course, { id }, { ...courseColumns(parsed), updatedAt: this.clock.now() });
      const kept = new Set(parsed.modules.flatMap((mod) => (mod.id ? [mod.id] : [])));
      const removed = [...current].filter((moduleId) => !kept.has(moduleId));
      if (removed.length) await m.delete(CourseModule, { id: In(removed) });
      await this.writeModules(m, id, parsed, kept);
    });
    await this.audit.record(staff, {
      kind: 'course.update',
      targetId: id,
      targetLabel: parsed.title,
      changes: courseChanges({ ...existing, modules: before }, parsed),
    });
    this.changed();
  }

  /** Archives the course (decision 021); NOT_FOUND once archived meanwhile. */
  async archive(staff: SignedInViewer, id: string): Promise<string> {
    const existing = await this.courses.findOneBy({ id, archivedAt: IsNull() });
    if (!existing) throw new NotFoundError('Course not found.');
    const now = this.clock.now();
    await this.courses.update({ id }, { archivedAt: now, updatedAt: now });
    await this.audit.record(staff, {
      kind: 'course.delete',
      targetId: id,
      targetLabel: existing.title,
      changes: changedFields({ archived: false }, { archived: true }),
    });
    this.changed();
    return id;
  }

  /** One statement per module: a course with images can be megabytes, more than one MySQL packet should carry. */
  private async writeModules(
    m: EntityManager,
    courseId: string,
    parsed: ParsedCourse,
    existing: Set<string>,
  ) {
    for (const [position, mod] of parsed.modules.entries()) {
      const columns = {
        courseId,
        position,
        subTitle: mod.subTitle,
        blog: mod.blog,
        videoId: mod.videoId,
      };
      if (mod.id && existing.has(mod.id)) await m.update(CourseModule, { id: mod.id }, columns);
      else await m.insert(CourseModule, { id: randomUUID(), ...columns });
    }
  }
}

const courseColumns = (parsed: ParsedCourse) => ({
  title: parsed.title,
  description: parsed.description,
  fullBlog: parsed.fullBlog,
  pricePaise: parsed.pricePaise,
});

/** A module id must be one of this course's modules (a new course has none). */
export function refuseUnknownModuleIds(parsed: ParsedCourse, current: Set<string>) {
  parsed.modules.forEach((mod, i) => {
    if (mod.id && !current.has(mod.id))
      throw new BadInputError(
        `modules.${i}.id`,
        `Module ${i + 1} has the id of a module that is not in this course; leave the id out for a new module.`,
      );
  });
}
