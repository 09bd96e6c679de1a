/**
 * The address of a job's page, from its slug (the storefront's route, the API's kept page, links in
 * mail and the sitemap). Slugs keep whatever the title had (`/`, `#`, `?`, `%`, unicode, emoji),
 * so the slug is always encoded as one path segment.
 */
export function jobPath(slug: string): string {
  return `/page-details/${encodeURIComponent(wellFormed(slug))}`;
}

/** The text with each lone UTF-16 surrogate as U+FFFD: encodeURIComponent throws on one. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
