import { gql, type TypedDocumentNode } from '@apollo/client';

/** The signed-in user as the console needs it. */
export type SessionUser = { __typename?: 'User'; id: string; name: string; email: string; isAdmin: boolean };

export const SESSION_USER_FRAGMENT = gql`
  fragment SessionUser on User {
    id
    name
    email
    isAdmin
  }
`;

export const SESSION_QUERY: TypedDocumentNode<{ me: SessionUser | null }, Record<string, never>> = gql`
  query AdminSession {
    me {
      ...SessionUser
    }
  }
  ${SESSION_USER_FRAGMENT}
`;

export type LoginVariables = { input: { email: string; password: string; adminOnly: boolean } };

export const LOGIN_MUTATION: TypedDocumentNode<{ login: SessionUser }, LoginVariables> = gql`
  mutation AdminLogin($input: LoginInput!) {
    login(input: $input) {
      ...SessionUser
    }
  }
  ${SESSION_USER_FRAGMENT}
`;

export const LOGOUT_MUTATION: TypedDocumentNode<{ logout: boolean }, Record<string, never>> = gql`
  mutation AdminLogout {
    logout
  }
`;
