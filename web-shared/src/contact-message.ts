// The Contact Us form's rules (graphql-api/src/contract/contact-message.ts).
export * from 'graphql-api/contact-message';
