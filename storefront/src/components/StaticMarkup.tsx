import {
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { assertStaticMarkup } from './static-markup-guard';

const noSubscription = () => () => {};
/** Checks what the browser rendered here itself (dev, tests, a client-side navigation). */
const guard = (element: HTMLDivElement | null) => {
  if (element) assertStaticMarkup(element);
};

/**
 * A part of a server-rendered page that needs no JavaScript of its own: text, cards, plain links
 * (decision 038). While React hydrates the page, this part is not rendered again: its wrapper keeps the
 * server's markup as it is (an empty `dangerouslySetInnerHTML`, which hydration never compares or
 * writes), so none of its components run and none of their styles are worked out in the browser. The
 * part stays as the server sent it for as long as it is on the page; a page the browser renders itself
 * (a client-side navigation) renders it as usual.
 *
 * Its links still navigate inside the app: one click handler on the wrapper hands a plain left click
 * on a same-origin link to the router, with `linkState` as the router's state. `onFollow` hears of
 * every click on a link inside, kept or rendered (a job card records a view with it). Nothing else
 * inside runs: no state, no effects, no handlers, so wrap only what shows the same thing until the
 * page changes. A form control or an element with a handler inside throws whenever the browser
 * renders this part itself (static-markup-guard.ts; StaticMarkup.test.tsx renders the footer, a job
 * card and the landing parts through it).
 */
export function StaticMarkup({
  children,
  style,
  linkState,
  onFollow,
}: {
  children: ReactNode;
  style?: CSSProperties;
  /** The router's state for a link followed from the kept markup (a rendered link carries its own). */
  linkState?: unknown;
  /** Called with the link on each click on a link inside; never stops or delays the navigation. */
  onFollow?: (link: HTMLAnchorElement) => void;
}) {
  // The server snapshot (true) is what React reads while it hydrates; a render of the browser's own reads false.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [keepServerMarkup] = useState(() => hydrating && typeof document !== 'undefined');
  const navigate = useNavigate();

  const heardLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (link) onFollow?.(link);
    return link;
  };

  if (!keepServerMarkup) {
    return (
      <div style={style} ref={guard} onClick={onFollow && heardLink}>
        {children}
      </div>
    );
  }

  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = heardLink(event);
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (
      link.origin !== window.location.origin ||
      (link.target && link.target !== '_self') ||
      link.hasAttribute('download')
    )
      return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash, { state: linkState });
  };
  return (
    <div
      style={style}
      onClick={followLink}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
