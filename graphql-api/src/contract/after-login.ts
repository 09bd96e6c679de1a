/**
 * Where a login goes: back to `next` when it is a path of this site (not `//host` or `/\host`,
 * which browsers read as another site), else /courses (product.md#customer-screens). One rule for
 * the storefront's app (router state `from`) and the login form posted without it (decision 054).
 */
export function afterLogin(next: unknown): string {
  return typeof next === 'string' &&
    next.startsWith('/') &&
    !next.startsWith('//') &&
    !next.startsWith('/\\')
    ? next
    : '/courses';
}
