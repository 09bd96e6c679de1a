import { gql, type TypedDocumentNode } from '@apollo/client';
import { LOGIN_MUTATION as SHARED_LOGIN_MUTATION } from '@devjobs/web/session.operations';
import type { SessionUser } from '../../lib/session';

export type LoginVariables = { input: { email: string; password: string } };

/** Signs in; the answer is the session user, written into the session cache entry. */
export const LOGIN_MUTATION: TypedDocumentNode<{ login: SessionUser }, LoginVariables> = SHARED_LOGIN_MUTATION;

export type SignupVariables = { input: { name: string; email: string; password: string } };

/** Creates an account; it does not sign in (docs/api-contract.md). */
export const SIGNUP_MUTATION: TypedDocumentNode<{ signup: { id: string } }, SignupVariables> = gql`
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      id
    }
  }
`;
