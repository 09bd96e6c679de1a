import { Router } from 'express';
import { recordWriteRoutes, restBody, restPaging } from '../../http/rest';
import { requestViewer } from '../../http/session';
import type { Services } from '../../services';
import { toAccessJson, toCourseJson, toMyCourseJson } from './course.json';
import { courseWrites, type EditedCourse } from './course.service';
import { CourseViewer } from './course.viewer';

/** An admin's write answered as the admin reads the course: everything. */
const asWritten = (course: EditedCourse) =>
  toCourseJson({ course, hasAccess: true, content: course.content, completed: new Set() });

/** The course and enrollment paths (product.md#rest-api) over the same services as GraphQL. */
export function courseRoutes(services: Services): Router {
  const router = Router();

  // The catalogue; limit/offset page it, the total is in X-Total-Count. Gated content only for courses
  // the caller may read: both routes read through CourseViewer, as GraphQL's gated fields do.
  router.get('/courses', async (req, res) => {
    const { courses, total } = await new CourseViewer(services, requestViewer(req)).catalogue(
      restPaging(req.query),
    );
    res.setHeader('X-Total-Count', String(total));
    res.json(courses.map(toCourseJson));
  });

  router.get('/courses/:id', async (req, res) => {
    const view = await new CourseViewer(services, requestViewer(req)).course(req.params.id);
    res.json({ ...toCourseJson(view), access: toAccessJson(view.access) });
  });

  recordWriteRoutes(router, '/courses', courseWrites(services.courses), {
    toJson: asWritten,
    deleted: 'Course deleted',
  });

  // Anonymous callers get {hasAccess: false}: the storefront asks before anyone signs in.
  router.get('/enrollments/access/:courseId', async (req, res) => {
    res.json(
      toAccessJson(await services.enrollments.access(requestViewer(req), req.params.courseId)),
    );
  });

  router.get('/enrollments/my-courses', async (req, res) => {
    res.json({
      courses: (await services.enrollments.myCourses(requestViewer(req))).map(toMyCourseJson),
    });
  });

  // The reader's "mark as done": body {completed: true | false}.
  router.put('/enrollments/progress/:moduleId', async (req, res) => {
    const result = await services.enrollments.setModuleCompleted(
      requestViewer(req),
      req.params.moduleId,
      restBody<{ completed?: unknown }>(req).completed,
    );
    res.json({
      moduleId: result.module.id,
      courseId: result.module.courseId,
      completed: result.completed,
      progress: result.progress,
    });
  });

  return router;
}
