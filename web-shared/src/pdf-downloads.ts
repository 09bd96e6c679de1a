// What the PDF shop says to "email me my downloads", as the API says it (graphql-api/src/contract/pdf-downloads.ts).
export { DOWNLOADS_MAIL_SENT } from 'graphql-api/pdf-downloads';
