/**
 * Job slugs (docs/product.md#job-page): the title in lowercase with every run of whitespace turned
 * into one hyphen. Everything else is kept (`/`, `#`, `?`, `%`, accents, emoji), so links must
 * encode the slug (encodeURIComponent) and lookups compare the decoded text.
 */
export const MAX_SLUG_BASE = 200;

/** The slug for a title (Unicode NFC, so the same title typed two ways gets the same slug). */
export function slugify(title: string): string {
  const slug = title.normalize('NFC').trim().toLowerCase().replace(/\s+/g, '-');
  const chars = Array.from(slug); // code points: never cut an emoji in half
  return chars.length > MAX_SLUG_BASE ? chars.slice(0, MAX_SLUG_BASE).join('') : slug;
}

/** The n-th candidate for a slug: the base itself, then base-2, base-3, … */
export function slugCandidate(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}

/** A slug as it arrives in a lookup (a path segment Express already decoded, or a GraphQL argument). */
export function normalizeSlugLookup(slug: string): string {
  return slug.normalize('NFC').trim().toLowerCase();
}
