// The API's name for the readable "signed in" cookie (graphql-api/src/contract/signed-in-cookie.ts).
export { SIGNED_IN_COOKIE } from 'graphql-api/signed-in-cookie';
