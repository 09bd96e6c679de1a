import type { ApolloClient } from '@apollo/client';
import {
  LogoutDocument,
  SessionDocument,
  SignOutEverywhereDocument,
  type SessionUserFragment,
} from '@devjobs/web/operations';
import { APOLLO_STATE_ID } from '../lib/server-render';
import { ResendEmailConfirmationDocument } from './generated/operations';
import type { SessionStore } from '../lib/session';
import { changeViewer, createApolloClient } from './client';

let browserClient: ApolloClient | undefined;

/**
 * The browser's one Apollo client, made when first needed: by the first page that reads GraphQL
 * (components/ApolloRoute.tsx) or by a request of the session (below), whichever comes first. It
 * starts from what the server's render fetched, so a rendered page's first render reads it as the
 * server's did, and it follows the session's changes of user (decision 041).
 */
export function apolloClientOf(session: SessionStore): ApolloClient {
  if (browserClient) return browserClient;
  const client = createApolloClient();
  const state = document.getElementById(APOLLO_STATE_ID)?.textContent;
  if (state) client.cache.restore(JSON.parse(state));
  session.onUserChange((user) => changeViewer(client.cache, user));
  browserClient = client;
  return client;
}

/**
 * Who is signed in, asked once: the user, or null for a visitor. On a page the server rendered for
 * nobody (decision 043), a signed-in viewer's own answers in the restored cache are asked again.
 */
export async function requestSession(
  session: SessionStore,
  { renderedForNobody }: { renderedForNobody: boolean },
): Promise<SessionUserFragment | null> {
  const client = apolloClientOf(session);
  const { data } = await client.query({ query: SessionDocument, fetchPolicy: 'network-only' });
  const user = data?.me ?? null;
  if (user && renderedForNobody) changeViewer(client.cache, user);
  return user;
}

/**
 * Ends the session on the server (or, `everywhere`, every session of the user), then forgets the
 * user; rejects when the server call failed.
 */
export async function endSession(session: SessionStore, everywhere = false): Promise<void> {
  const client = apolloClientOf(session);
  if (everywhere) await client.mutate({ mutation: SignOutEverywhereDocument });
  else await client.mutate({ mutation: LogoutDocument });
  session.setUser(null);
}

/**
 * The confirmation banner's "Resend" (decision 063): a new link if the address still needs one.
 * Rejects when the server refused (too many asks) or could not be reached.
 */
export async function resendEmailConfirmation(session: SessionStore): Promise<void> {
  await apolloClientOf(session).mutate({ mutation: ResendEmailConfirmationDocument });
}

/** Asks again who is signed in (an address just confirmed) and gives the store the answer. */
export async function refreshSession(session: SessionStore): Promise<void> {
  const client = apolloClientOf(session);
  const { data } = await client.query({ query: SessionDocument, fetchPolicy: 'network-only' });
  session.setUser(data?.me ?? null);
}
