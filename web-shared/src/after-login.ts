// Where a login goes (graphql-api/src/contract/after-login.ts).
export { afterLogin } from 'graphql-api/after-login';
