/** A course's page. Ids are UUIDs, encoded anyway so a mistyped address stays one path segment. */
export function coursePath(id: string): string {
  return `/course/${encodeURIComponent(id)}`;
}

/**
 * The reader (/course/content) at one module, counted from 1 as people count; without a number,
 * its outline, where the buyer picks the module to open (product.md#refunds).
 */
export function readerPath(courseId: string, moduleNumber?: number): string {
  const query = new URLSearchParams({ course: courseId });
  if (moduleNumber) query.set('module', String(moduleNumber));
  return `/course/content?${query}`;
}
