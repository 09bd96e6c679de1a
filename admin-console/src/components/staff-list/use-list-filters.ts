import { useUrlSearch } from '../../lib/url-search';

/** A filter's allowed values, or null for any text (a search, an id). */
type Allowed = readonly string[] | null;

type Values<S extends Record<string, Allowed>> = {
  [K in keyof S]: (S[K] extends readonly (infer T extends string)[] ? T : string) | null;
};

/**
 * The filters that are set, as a list query's filter input takes them: `{ kind: 'x', status: null }`
 * gives `{ kind: 'x' }` (an unset or empty one is left out, not sent as null).
 */
function activeFilters<T extends Record<string, string | null>>(values: T) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}

/**
 * A staff list's filters, read from the address (useUrlSearch) by name: `allowed` names each one
 * with the values it takes (a value the list does not know is no filter) or null for any text.
 * Gives the list query's `filter` (the ones set), whether any is `filtered`, `clear` (all of them)
 * and `bind(name)` for a FilterSelect, besides all useUrlSearch gives.
 */
export function useListFilters<S extends Record<string, Allowed>>(allowed: S) {
  const url = useUrlSearch();
  const names = Object.keys(allowed) as (keyof S & string)[];
  const values = Object.fromEntries(
    names.map((name) => {
      const value = url.params.get(name) || null;
      const known = !value || !allowed[name] || allowed[name].includes(value);
      return [name, known ? value : null];
    }),
  ) as Values<S>;
  return {
    ...url,
    filter: activeFilters(values),
    filtered: names.some((name) => values[name]),
    clear: () => url.set(Object.fromEntries(names.map((name) => [name, '']))),
    bind: (name: keyof S & string) => ({
      value: values[name],
      onChange: (value: string) => url.set({ [name]: value }),
    }),
  };
}
