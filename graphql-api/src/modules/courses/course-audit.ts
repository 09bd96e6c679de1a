import { type AuditChange, changedFields } from '../audit/audit.service';
import type { Course, CourseModule } from './course.entity';

type AuditedCourse = Pick<Course, 'title' | 'description' | 'fullBlog' | 'pricePaise'> & {
  modules: Pick<CourseModule, 'subTitle' | 'blog' | 'videoId'>[];
};

/** A course write's changed fields for its audit entry (decision 056): HTML by its length only. */
export function courseChanges(
  before: AuditedCourse | null,
  after: AuditedCourse | null,
): AuditChange[] {
  const fields = (course: AuditedCourse) => ({
    title: course.title,
    description: course.description,
    price: course.pricePaise / 100,
    fullBlog: course.fullBlog,
    ...Object.fromEntries(
      course.modules.flatMap((mod, i) => [
        [`modules.${i}.subTitle`, mod.subTitle],
        [`modules.${i}.blog`, mod.blog],
        [`modules.${i}.videoId`, mod.videoId],
      ]),
    ),
  });
  const html = (course: AuditedCourse | null) =>
    course ? ['fullBlog', ...course.modules.map((_mod, i) => `modules.${i}.blog`)] : [];
  return changedFields(before && fields(before), after && fields(after), [
    ...new Set([...html(before), ...html(after)]),
  ]);
}
