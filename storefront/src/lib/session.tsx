import type { SessionUserFragment } from '@devjobs/web/operations';
import { SIGNED_IN_COOKIE } from '@devjobs/web/signed-in-cookie';
import {
  createContext,
  use,
  useCallback,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { SESSION_STATE_ID } from './server-render';

/**
 * The session: unknown (loading) at start, then a user or none (product.md#states). Pages read it
 * from this small store, so the navbar of every page shows it without loading Apollo. A
 * server-rendered page is the same for every visitor (decision 043): it was rendered with the
 * session unknown (`RENDERED_SESSION`, carried in `SESSION_STATE_ID`), and hydrates so. A browser
 * without SIGNED_IN_COOKIE then knows at once that nobody is signed in; one with it asks. Every
 * request of the session (that check, logout) goes through the page's one Apollo client, loaded
 * then (graphql/browser-client.ts), and so does login (its page is inside ApolloRoute). `setUser`
 * is the one way the user changes: the store, then Apollo's cache (decision 041).
 */

export type SessionState = {
  /** True until the first session check has answered (either way). */
  loading: boolean;
  user: SessionUserFragment | null;
};

export type Session = SessionState & {
  /** Ends the session on the server, then forgets the user. Throws when the server call fails. */
  logout: () => Promise<void>;
  /** Ends every session of the user (other browsers too), then forgets the user. Throws as logout does. */
  signOutEverywhere: () => Promise<void>;
  /** Login (the signed-in user) or a session the server says has ended (null). */
  setUser: (user: SessionUserFragment | null) => void;
};

export type SessionStore = {
  get(): SessionState;
  /** The state the server rendered the page with: what hydration must render (then `get()` is shown). */
  getServerSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  /** The first check's answer; ignored once the user was set (a login that came first). */
  settle(user: SessionUserFragment | null): void;
  /** Login, logout, a session found ended: readers re-render and `onUserChange` listeners run. */
  setUser(user: SessionUserFragment | null): void;
  /** Runs after every `setUser` (not after the first check): the Apollo client's cache follows the user. */
  onUserChange(listener: (user: SessionUserFragment | null) => void): () => void;
};

/** What a server-rendered page shows of the session: not known yet (the navbar's placeholder). */
export const RENDERED_SESSION: SessionState = Object.freeze({ loading: true, user: null });

/**
 * One store per page in the browser, one per request in the server's render (never shared between
 * requests). `rendered`: the state the server rendered the page with, when it differs from `initial`.
 */
export function createSessionStore(initial: SessionState, rendered?: SessionState): SessionStore {
  let state = initial;
  const readers = new Set<() => void>();
  const changes = new Set<(user: SessionUserFragment | null) => void>();
  const write = (user: SessionUserFragment | null) => {
    state = { loading: false, user };
    for (const reader of readers) reader();
  };
  return {
    get: () => state,
    getServerSnapshot: () => rendered ?? state,
    subscribe(listener) {
      readers.add(listener);
      return () => void readers.delete(listener);
    },
    settle(user) {
      if (state.loading) write(user);
    },
    setUser(user) {
      write(user);
      for (const listener of changes) listener(user);
    },
    onUserChange(listener) {
      changes.add(listener);
      return () => void changes.delete(listener);
    },
  };
}

/**
 * The browser's store. On a server-rendered page without SIGNED_IN_COOKIE: nobody, known at once
 * (no request, and no Apollo on the landing page). Otherwise (a signed-in browser, or the
 * client-only shell: sign-in forms, course pages, offline) one `Session` query, which loads Apollo.
 * A failed check means "no user", with nothing shown (product.md#messages).
 */
export function startBrowserSession(): SessionStore {
  const rendered = renderedSession();
  // A page rendered for this viewer (decision 103) already says who they are.
  if (rendered && !rendered.loading) return createSessionStore(rendered);
  if (rendered && !hasSignedInCookie())
    return createSessionStore({ loading: false, user: null }, rendered);
  const store = createSessionStore({ loading: true, user: null }, rendered);
  import('../graphql/browser-client')
    .then(({ requestSession }) => requestSession(store, { renderedForNobody: !!rendered }))
    .then(
      (user) => store.settle(user),
      () => store.settle(null),
    );
  return store;
}

/**
 * The session state the server rendered this page with: not known yet on the pages rendered for
 * nobody, the viewer on a page rendered for them; undefined on the client-only shell.
 */
function renderedSession(): SessionState | undefined {
  const script = document.getElementById(SESSION_STATE_ID);
  if (!script) return undefined;
  try {
    const state = JSON.parse(script.textContent ?? '') as SessionState;
    return state.loading === false
      ? { loading: false, user: state.user ?? null }
      : RENDERED_SESSION;
  } catch {
    return RENDERED_SESSION;
  }
}

/** Whether the browser holds a session (the API's readable twin of its cookie). */
function hasSignedInCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
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
  if (!store)
    throw new Error('useSession must be used inside the session provider (sessionProviderOf).');
  return store;
}

export function useSession(): Session {
  const store = useSessionStore();
  // Hydration renders what the server did (the session not known yet), then the store's own state.
  const state = useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);
  const end = useCallback(
    async (everywhere: boolean) => {
      const { endSession } = await import('../graphql/browser-client');
      await endSession(store, everywhere);
    },
    [store],
  );
  return useMemo(
    () => ({
      ...state,
      logout: () => end(false),
      signOutEverywhere: () => end(true),
      setUser: store.setUser,
    }),
    [state, end, store],
  );
}
