import type { CourseRecord } from './course.service';

/** Modules marked done among the course's current modules; percent rounded down (100 only when all are done). */
export type CourseProgress = { completedModules: number; totalModules: number; percent: number };

export const progressOf = (completedModules: number, totalModules: number): CourseProgress => ({
  completedModules,
  totalModules,
  percent: totalModules ? Math.floor((completedModules * 100) / totalModules) : 0,
});

/** The current module ids of courses already read, keyed by course id (what progress counts). */
export const moduleIdsOf = (courses: Iterable<CourseRecord>) =>
  new Map([...courses].map((course) => [course.id, course.modules.map((m) => m.id)]));

/** Progress per course (`modules`: each course's current module ids; removed modules no longer count). */
export const progressAmong = (
  modules: Map<string, string[]>,
  done: Set<string>,
): Map<string, CourseProgress> =>
  new Map(
    [...modules].map(([courseId, ids]) => [
      courseId,
      progressOf(ids.filter((id) => done.has(id)).length, ids.length),
    ]),
  );

type ModuleRow = { userId: string; moduleId: string };

/**
 * What each buyer reached in their course, keyed `userId:courseId`: the modules opened and the
 * modules marked done, each among the course's current ones (`modules`).
 */
export function reachOfBuyers(
  pairs: readonly { userId: string; courseId: string }[],
  modules: Map<string, string[]>,
  rows: { opened: ModuleRow[]; done: ModuleRow[] },
): Map<string, { opened: CourseProgress; completed: CourseProgress }> {
  const keys = (rows: ModuleRow[]) => new Set(rows.map((r) => `${r.userId}:${r.moduleId}`));
  const openedKeys = keys(rows.opened);
  const doneKeys = keys(rows.done);
  return new Map(
    pairs.map(({ userId, courseId }) => {
      const ids = modules.get(courseId) ?? [];
      const count = (rows: Set<string>) =>
        progressOf(ids.filter((id) => rows.has(`${userId}:${id}`)).length, ids.length);
      return [`${userId}:${courseId}`, { opened: count(openedKeys), completed: count(doneKeys) }];
    }),
  );
}
