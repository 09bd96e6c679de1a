// The API's readable cookie saying why an admin session ended (graphql-api/src/contract/session-ended.ts).
export { SESSION_ENDED_COOKIE, type SessionEnded } from 'graphql-api/session-ended';
