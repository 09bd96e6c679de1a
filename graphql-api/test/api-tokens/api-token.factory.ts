import type { ApiScope } from '../../src/contract/api-tokens';
import type { SignedIn, TestApp } from '../harness';

export const CREATE_TOKEN = `mutation MakeToken($input: ApiTokenInput!) {
  createApiToken(input: $input) { secret token { id name scopes state createdAt expiresAt revokedAt lastUsedAt lastUsedIp } }
}`;
export const REVOKE_TOKEN = `mutation Revoke($id: ID!) { revokeApiToken(id: $id) { id state revokedAt } }`;
export const LIST_TOKENS = `query Tokens { apiTokens(first: 100) { totalCount edges { node { id name scopes state lastUsedAt lastUsedIp } } } }`;

let counter = 0;

/** A token made by `staff` on the console with these scopes: its id, name and secret. */
export async function aToken(
  staff: SignedIn,
  scopes: ApiScope[],
  overrides: { name?: string; expiresInDays?: number } = {},
): Promise<{ id: string; name: string; secret: string }> {
  const name = overrides.name ?? `Integration ${++counter}`;
  const reply = await staff.gql(CREATE_TOKEN, {
    input: { name, scopes, expiresInDays: overrides.expiresInDays ?? 30 },
  });
  expect(reply.errors).toBeUndefined();
  const { secret, token } = reply.data.createApiToken;
  return { id: token.id, name, secret };
}

/** A client of an origin (the API's unless given) that sends `secret` as its bearer token. */
export const bearer = (t: TestApp, secret: string, site: 'api' | 'storefront' | 'admin' = 'api') =>
  t.client(site, { authorization: `Bearer ${secret}` });
