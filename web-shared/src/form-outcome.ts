// What a page form posted without JavaScript came to (graphql-api/src/contract/form-outcome.ts).
export { FORM_STATE_ID, type FormOutcome } from 'graphql-api/form-outcome';
