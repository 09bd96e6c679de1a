/** What an API token may carry: its scopes, expiry choices and name length, as the API rules them. */
export {
  API_SCOPES,
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  type ApiScope,
} from 'graphql-api/api-tokens';
