/**
 * Where a sign-in or signup goes (docs/product.md#returning-where-you-began, decision 095): back to
 * `next` when it is a path of this site, else /courses. One rule for the storefront's app (the
 * `next` in /login's and /signup's address) and the forms posted without it (decision 054).
 */
export function afterLogin(next: unknown): string {
  return isReturnPath(next) ? next : '/courses';
}

/** The sign-in pages, which are no place to come back to. */
const SIGN_IN_PAGES = ['/login', '/signup'];
/** A path and its query longer than this is not one the site links to. */
const MAX_LENGTH = 2000;

/**
 * Whether `next` is a path of this site: it starts with one `/`, holds no backslash, space or
 * control character (browsers drop or bend them into `//host` or `/\host`, another site), and
 * read against any origin stays on that origin. Never an open redirect.
 */
export function isReturnPath(next: unknown): next is string {
  if (typeof next !== 'string' || next.length > MAX_LENGTH) return false;
  if (!next.startsWith('/') || next.startsWith('//') || /[\\\s\p{Cc}]/u.test(next)) return false;
  const origin = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return false;
  }
  return url.origin === origin && !SIGN_IN_PAGES.includes(url.pathname);
}
