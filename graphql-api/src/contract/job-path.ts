/**
 * The address of a job's page, from its slug (the storefront's route, the API's kept page, links in
 * mail and the sitemap). Slugs keep whatever the title had (`/`, `#`, `?`, `%`, unicode, emoji),
 * so the slug is always encoded as one path segment.
 */
export function jobPath(slug: string): string {
  return `/page-details/${encodeURIComponent(slug)}`;
}
