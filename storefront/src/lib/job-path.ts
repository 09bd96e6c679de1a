/**
 * The detail page of a job. Slugs keep whatever the title had (`/`, `#`, `?`, `%`, unicode, emoji),
 * so the slug is always encoded as one path segment.
 */
export function jobPath(slug: string): string {
  return `/page-details/${encodeURIComponent(slug)}`;
}
