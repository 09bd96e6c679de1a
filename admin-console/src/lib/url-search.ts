import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing pauses before the address keeps the search and the list runs it. */
const SEARCH_DELAY_MS = 300;

/**
 * A list page's filters in the address (`?q=…&status=…`), so a reload or a shared link keeps them.
 * The address is the one truth: `params` and `q` (the search the list runs) are read from it.
 * - `set` changes several at once, in one navigation (an empty value removes one). A change to
 *   `q` also puts its text in the search box and drops a search still waiting on the typing delay.
 * - `search` is the box's text as typed; `setSearch` (typing) writes it, trimmed, as `q` once
 *   typing has paused.
 * Every write starts from the address as it is now, not as the last render saw it: react-router
 * renders a navigation as a transition, so a render (and a timer or handler made in it) can still
 * hold the address from before the last change, and building on it would put back filters that
 * were just cleared.
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [search, setSearchText] = useState(q);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);

  const write = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        () => {
          const next = new URLSearchParams(window.location.search);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const stopTyping = useCallback(() => {
    clearTimeout(typing.current);
    typing.current = undefined;
  }, []);
  const set = useCallback(
    (changes: Record<string, string>) => {
      if ('q' in changes) {
        stopTyping();
        setSearchText(changes.q);
      }
      write(changes);
    },
    [write, stopTyping],
  );
  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      stopTyping();
      typing.current = setTimeout(() => {
        typing.current = undefined;
        write({ q: text.trim() });
      }, SEARCH_DELAY_MS);
    },
    [write, stopTyping],
  );
  // The address's search changed without typing (back, forward, a link): the box shows it.
  useEffect(() => {
    if (!typing.current) setSearchText((text) => (text.trim() === q ? text : q));
  }, [q]);
  useEffect(() => stopTyping, [stopTyping]);
  return { params, set, search, setSearch, q };
}
