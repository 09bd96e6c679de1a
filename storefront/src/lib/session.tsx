import { LogoutDocument, SessionDocument, type TypedDocumentString } from '@devjobs/web/operation-strings';
import type { SessionUserFragment } from '@devjobs/web/operations';
import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { SESSION_STATE_ID } from './server-render';

/**
 * The session: unknown (loading) at start, then a user or none (SPEC §4). It is the storefront's own
 * small store, not Apollo's cache, so the navbar of every page shows it without loading Apollo
 * (decision 034): a server-rendered page carries the user the server saw (`SESSION_STATE_ID`), a
 * client-only page asks /graphql once. Login and a session found ended set the user (`setUser`),
 * logout clears it; whoever loaded Apollo forgets the viewer's answers then (`onUserChange`).
 */

export type SessionState = {
  /** True until the first session check has answered (either way). */
  loading: boolean;
  user: SessionUserFragment | null;
};

export type Session = SessionState & {
  /** Ends the session on the server, then forgets the user. Throws when the server call fails. */
  logout: () => Promise<void>;
  /** Login (the signed-in user) or a session the server says has ended (null). */
  setUser: (user: SessionUserFragment | null) => void;
};

export type SessionStore = {
  get(): SessionState;
  subscribe(listener: () => void): () => void;
  /** The first check's answer; ignored once the user was set (a login that came first). */
  settle(user: SessionUserFragment | null): void;
  /** Login, logout, a session found ended: readers re-render and `onUserChange` listeners run. */
  setUser(user: SessionUserFragment | null): void;
  /** Runs after every `setUser` (not after the first check): answers that depend on the viewer are stale. */
  onUserChange(listener: () => void): () => void;
};

/** One store per page in the browser, one per request in the server's render (never shared between requests). */
export function createSessionStore(initial: SessionState): SessionStore {
  let state = initial;
  const readers = new Set<() => void>();
  const changes = new Set<() => void>();
  const add = (set: Set<() => void>, listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  const write = (user: SessionUserFragment | null) => {
    state = { loading: false, user };
    for (const reader of readers) reader();
  };
  return {
    get: () => state,
    subscribe: (listener) => add(readers, listener),
    settle(user) {
      if (state.loading) write(user);
    },
    setUser(user) {
      write(user);
      for (const listener of changes) listener();
    },
    onUserChange: (listener) => add(changes, listener),
  };
}

/**
 * The browser's store: the session the server rendered the page with (hydration then shows the same
 * navbar), else (the client-only shell: sign-in forms, course pages, offline) one check of /graphql.
 * A failed check means "no user", with nothing shown (SPEC §8).
 */
export function startBrowserSession(): SessionStore {
  const rendered = document.getElementById(SESSION_STATE_ID)?.textContent;
  if (rendered) return createSessionStore({ loading: false, user: (JSON.parse(rendered) as { user: SessionUserFragment | null }).user });
  const store = createSessionStore({ loading: true, user: null });
  requestGraphql(SessionDocument).then(
    (data) => store.settle(data.me),
    () => store.settle(null),
  );
  return store;
}

/**
 * One operation of session.graphql sent to /graphql with plain fetch (its text is generated beside
 * the Apollo documents): `me` answers null for a visitor, where `GET /api/auth/me` would be a 401,
 * which the browser logs as an error on every signed-out page.
 */
async function requestGraphql<Result>(document: TypedDocumentString<Result, Record<string, never>>): Promise<Result> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: document.toString() }),
  });
  const body = (await response.json()) as { data?: Result | null; errors?: unknown[] };
  if (!response.ok || body.errors?.length || !body.data) throw new Error(`The session request answered ${response.status}.`);
  return body.data;
}

const SessionContext = createContext<SessionStore | null>(null);

/** AppProviders' SessionProvider for one store. */
export function sessionProviderOf(store: SessionStore) {
  return function SessionProvider({ children }: { children: ReactNode }) {
    return <SessionContext value={store}>{children}</SessionContext>;
  };
}

export function useSessionStore(): SessionStore {
  const store = use(SessionContext);
  if (!store) throw new Error('useSession must be used inside the session provider (sessionProviderOf).');
  return store;
}

export function useSession(): Session {
  const store = useSessionStore();
  // The server's snapshot is the store's own: the render's session, and in the browser the same one it embedded.
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const logout = useCallback(async () => {
    await requestGraphql(LogoutDocument);
    store.setUser(null);
  }, [store]);
  return useMemo(() => ({ ...state, logout, setUser: store.setUser }), [state, logout, store]);
}
