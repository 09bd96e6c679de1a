// The Contact Us form's rules (graphql-api/src/contract/contact-message.ts).
export {
  contactErrors,
  contactSuggestion,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  type ContactFields,
} from 'graphql-api/contact-message';
