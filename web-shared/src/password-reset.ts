// What the apps say about reset links, as the API says it (graphql-api/src/contract/password-reset.ts).
export { PASSWORD_CHANGED, RESET_ASKED, RESET_LINK_REFUSALS } from 'graphql-api/password-reset';
