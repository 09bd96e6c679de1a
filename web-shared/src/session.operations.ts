import { gql } from '@apollo/client';

/** The session operations of both apps (SPEC §4): who is signed in, sign in, sign out. */

export const SESSION_USER_FRAGMENT = gql`
  fragment SessionUser on User {
    id
    name
    email
    isAdmin
  }
`;

export const SESSION_QUERY = gql`
  query Session {
    me {
      ...SessionUser
    }
  }
  ${SESSION_USER_FRAGMENT}
`;

export const LOGIN_MUTATION = gql`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...SessionUser
    }
  }
  ${SESSION_USER_FRAGMENT}
`;

export const LOGOUT_MUTATION = gql`
  mutation Logout {
    logout
  }
`;
