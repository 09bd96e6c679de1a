import { gql, type TypedDocumentNode } from '@apollo/client';
import { SESSION_USER_FRAGMENT, type SessionUser } from '../../lib/session';

export type LoginVariables = { input: { email: string; password: string } };

/** Signs in; the answer is the session user, written into the session cache entry. */
export const LOGIN_MUTATION: TypedDocumentNode<{ login: SessionUser }, LoginVariables> = gql`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...SessionUser
    }
  }
  ${SESSION_USER_FRAGMENT}
`;

export type SignupVariables = { input: { name: string; email: string; password: string } };

/** Creates an account; it does not sign in (docs/api-contract.md). */
export const SIGNUP_MUTATION: TypedDocumentNode<{ signup: { id: string } }, SignupVariables> = gql`
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      id
    }
  }
`;
