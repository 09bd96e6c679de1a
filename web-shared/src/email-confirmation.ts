// What the storefront says about confirmation links, as the API says it (graphql-api/src/contract/email-confirmation.ts).
export {
  CONFIRMATION_SENT,
  EMAIL_CHANGE_ASKED,
  EMAIL_CONFIRMED,
  EMAIL_LINK_HOURS,
  EMAIL_LINK_REFUSALS,
} from 'graphql-api/email-confirmation';
