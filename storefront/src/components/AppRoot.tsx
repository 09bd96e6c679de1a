import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';

/**
 * Scroll positions are remembered per history entry. A page opened fresh (typed URL, reload) has
 * no entry of its own yet (its key is "default"), so it is keyed by its URL instead: a reload
 * comes back where it was, and a new address in the same tab starts at the top.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** The root route: every page, then scroll restoration for all of them. */
export function AppRoot() {
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
