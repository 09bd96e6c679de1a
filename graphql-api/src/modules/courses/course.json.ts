import type { CourseRecord } from './course.service';
import type { CourseView } from './course.viewer';
import type { CourseAccess, MyCourse } from './enrollment.service';
import { youtubeEmbedUrl, youtubeWatchUrl } from './youtube';

/**
 * The REST shapes of courses (product.md#data, product.md#rest-api), built from the service's records. Gated fields (`blog`,
 * `videoUrl`, `videoEmbedUrl`) are null unless the view says the caller has access. The top-level
 * `blog` and `videoUrl` of a customer's read are the first module's (product.md#rest-api, decision 021).
 */
export function toCourseJson({ course, hasAccess, content, completed }: CourseView) {
  const modules = course.modules.map((m) => {
    const gated = hasAccess ? content.get(m.id) : undefined;
    return {
      _id: m.id,
      id: m.id,
      position: m.position,
      subTitle: m.subTitle,
      hasVideo: m.hasVideo,
      blog: gated ? gated.blog : null,
      videoUrl: gated?.videoId ? youtubeWatchUrl(gated.videoId) : null,
      videoEmbedUrl: gated?.videoId ? youtubeEmbedUrl(gated.videoId) : null,
      completed: completed.has(m.id),
    };
  });
  return {
    ...toCourseSummaryJson(course),
    fullBlog: course.fullBlog,
    createdAt: course.createdAt,
    updatedAt: course.updatedAt,
    hasAccess,
    blog: modules[0]?.blog ?? null,
    videoUrl: modules[0]?.videoUrl ?? null,
    modules,
  };
}

/** A course's card: no overview, no modules. */
export function toCourseSummaryJson(course: CourseRecord) {
  return {
    _id: course.id,
    id: course.id,
    title: course.title,
    description: course.description,
    price: course.price,
    pricePaise: course.pricePaise,
    moduleCount: course.moduleCount,
    archived: course.archived,
  };
}

/** GET /api/enrollments/access/:courseId, and `access` of GET /api/courses/:id. */
export function toAccessJson(access: CourseAccess) {
  return {
    hasAccess: access.hasAccess,
    startsAt: access.startsAt,
    endsAt: access.endsAt,
    progress: access.progress,
  };
}

/** One entry of GET /api/enrollments/my-courses. */
export function toMyCourseJson(mine: MyCourse) {
  return {
    ...toCourseSummaryJson(mine.course),
    startsAt: mine.startsAt,
    endsAt: mine.endsAt,
    active: mine.active,
    progress: mine.progress,
    refundedAt: mine.refundedAt,
  };
}
