import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { LogoutDocument, SessionDocument, type SessionUserFragment } from '@devjobs/web/operations';
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';

/**
 * The session: unknown (loading) at start, then a user or none (SPEC §4). The Apollo cache is the
 * source of truth: `me` is asked once; login writes the signed-in user into that same cache entry
 * (see `writeSessionUser`), logout writes null.
 */

type Session = {
  /** True until the first session check has answered (either way). */
  loading: boolean;
  user: SessionUserFragment | null;
  /** Ends the session on the server, then forgets the user. Throws when the server call fails. */
  logout: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  // A failed check means "no user", with nothing shown (SPEC §8), so errors are not surfaced.
  const { data, loading } = useQuery(SessionDocument, { fetchPolicy: 'cache-first' });
  const [logoutMutation] = useMutation(LogoutDocument);

  const logout = useCallback(async () => {
    await logoutMutation();
    writeSessionUser(client, null);
  }, [client, logoutMutation]);

  const value = useMemo<Session>(
    () => ({ loading: loading && !data, user: data?.me ?? null, logout }),
    [data, loading, logout],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

/**
 * Answers that depend on who is asking: a course's gated content and the viewer's access, and
 * their purchases (courses and PDFs). Forgotten when the user changes, so a shown page asks again
 * (never another account's access, nor content read before a logout).
 */
const VIEWER_FIELDS = ['course', 'courseAccess', 'myEnrollments', 'myPdfPurchases'] as const;

/** Sets (login) or clears (logout) the session user in the cache; every reader re-renders. */
export function writeSessionUser(client: ReturnType<typeof useApolloClient>, user: SessionUserFragment | null) {
  client.cache.writeQuery({ query: SessionDocument, data: { me: user } });
  for (const fieldName of VIEWER_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
  client.cache.gc();
}
