import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  CompleteSignInDocument,
  LoginDocument,
  LogoutDocument,
  SessionDocument,
  type SessionUserFragment,
} from '@devjobs/web/operations';

export type Session = {
  /** True until the first session check has answered. */
  loading: boolean;
  /** The signed-in user, or null (signed out, or the check failed). */
  user: SessionUserFragment | null;
  /**
   * Signs in as an admin; rejects with the server's error (TWO_FACTOR_REQUIRED or
   * TWO_FACTOR_ENROLMENT_REQUIRED when the sign-in needs its second step, decision 064).
   */
  login(email: string, password: string): Promise<SessionUserFragment>;
  /** The second step: a code from the authenticator app or a recovery code. */
  completeSignIn(code: string): Promise<SessionUserFragment>;
  /** Takes the user a sign-in finished elsewhere (two-factor set up at sign-in). */
  signedIn(user: SessionUserFragment): void;
  /** Ends the session on the server, then forgets the user and every cached admin record. */
  logout(): Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  // Asked once at start; login and logout write the answer into the cache.
  const { data, loading } = useQuery(SessionDocument, { fetchPolicy: 'cache-first' });
  const [loginMutation] = useMutation(LoginDocument);
  const [logoutMutation] = useMutation(LogoutDocument);
  const [completeMutation] = useMutation(CompleteSignInDocument);

  const signedIn = useCallback(
    (user: SessionUserFragment) =>
      client.writeQuery({ query: SessionDocument, data: { me: user } }),
    [client],
  );
  const completeSignIn = useCallback(
    async (code: string) => {
      const result = await completeMutation({ variables: { code } });
      const user = result.data?.completeSignIn;
      if (!user) throw new Error('Sign-in returned no user');
      signedIn(user);
      return user;
    },
    [completeMutation, signedIn],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      const result = await loginMutation({
        variables: { input: { email, password, adminOnly: true } },
      });
      const user = result.data?.login;
      if (!user) throw new Error('Login returned no user');
      client.writeQuery({ query: SessionDocument, data: { me: user } });
      return user;
    },
    [client, loginMutation],
  );

  const logout = useCallback(async () => {
    await logoutMutation();
    client.writeQuery({ query: SessionDocument, data: { me: null } });
    // Forget what the admin saw (jobs, suggestions) but keep the watches alive: clearStore() would
    // detach the session query from the cache, and the next login would go unnoticed.
    client.cache.modify({
      id: 'ROOT_QUERY',
      fields: (value: unknown, { fieldName, DELETE }) => (fieldName === 'me' ? value : DELETE),
    });
    client.cache.gc();
  }, [client, logoutMutation]);

  const user = data?.me ?? null;
  const value = useMemo<Session>(
    () => ({ loading: loading && !data, user, login, logout, completeSignIn, signedIn }),
    [loading, data, user, login, logout, completeSignIn, signedIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

export function isAdmin(user: SessionUserFragment | null): user is SessionUserFragment {
  return Boolean(user?.isAdmin);
}
