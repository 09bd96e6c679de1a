// Rupee amounts as en-IN writes them (graphql-api/src/contract/money.ts): one helper for the API's mail and both apps.
export { formatPaise, formatRupees, formatRupeesShort } from 'graphql-api/money';
