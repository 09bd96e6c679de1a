import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@devjobs/web/use-debounced-value';

/** How long typing pauses before a search runs and the address keeps it. */
const SEARCH_DELAY_MS = 300;

/**
 * A list page's filters in the address (`?q=…&status=…`), so a reload or a shared link keeps them:
 * `params` to read them, `set` to change several in one navigation (an empty value removes one), and
 * the search box's text (`search`, as typed) with `q`, what the list asks for: trimmed, once typing
 * has paused, and written to the address as `q`.
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  // One navigation per change: react-router reads `prev` from the address, so two calls in a row would not add up.
  const set = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
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
  const inAddress = params.get('q') ?? '';
  const [search, setSearch] = useState(inAddress);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (q !== inAddress) set({ q });
  }, [q, inAddress, set]);
  return { params, set, search, setSearch, q };
}
