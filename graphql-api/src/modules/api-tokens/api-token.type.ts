import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { describedEnum } from '../../graphql/described-enum';
import { API_SCOPE_NAMES, API_TOKEN_EXPIRY_DAYS, type ApiScope } from '../../contract/api-tokens';
import { connectionType } from '../../graphql/connection';
import type {
  ApiTokenRecord,
  ApiTokenState,
  CreatedApiToken,
  ApiTokenInput as TokenInput,
} from './api-token.service';

const ApiTokenStateEnum = { ACTIVE: 'ACTIVE', EXPIRED: 'EXPIRED', REVOKED: 'REVOKED' } as const;
describedEnum(ApiTokenStateEnum, 'ApiTokenState', 'Whether an API token is accepted.', {
  ACTIVE: 'Accepted until it expires or is revoked.',
  EXPIRED: 'Past its expiry: refused.',
  REVOKED: 'Revoked by staff: refused.',
});

// `implements`: the compiler refuses a field that drifts from the record.
@ObjectType('ApiToken', {
  description: 'An integrator’s API token (decision 100), as staff see it: never its secret.',
  simpleResolvers: true,
})
export class ApiTokenObject implements ApiTokenRecord {
  @Field(() => ID, { description: 'Stable id (UUID).' })
  id: string;

  @Field(() => String, { description: 'Its name: the audit log records its writes under it.' })
  name: string;

  @Field(() => [String], { description: `What it may do: of ${API_SCOPE_NAMES.join(', ')}.` })
  scopes: ApiScope[];

  @Field(() => Date, { description: 'When staff made it.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it stops being accepted.' })
  expiresAt: Date;

  @Field(() => Date, { nullable: true, description: 'When staff revoked it; null when not.' })
  revokedAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When it was last used (to the minute); null when never.',
  })
  lastUsedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The address it was last used from.' })
  lastUsedIp: string | null;

  @Field(() => ApiTokenStateEnum, { description: 'Active, expired or revoked.' })
  state: ApiTokenState;
}

@ObjectType('CreatedApiToken', { description: 'A token just made, with its secret, shown once.' })
export class CreatedApiTokenObject implements CreatedApiToken {
  @Field(() => ApiTokenObject, { description: 'The token.' })
  token: ApiTokenObject;

  @Field(() => String, {
    description: 'The secret to send as "Authorization: Bearer …". Never shown again.',
  })
  secret: string;
}

@InputType({
  description:
    'A new API token. Rules (errors name the field): name 1 to 80 characters; at least one scope; expiresInDays one of the offered lives.',
})
export class ApiTokenInput implements TokenInput {
  @Field(() => String, { description: 'What it is for, e.g. "Jobs sync".' })
  name: string;

  @Field(() => [String], { description: `Its scopes: of ${API_SCOPE_NAMES.join(', ')}.` })
  scopes: string[];

  @Field(() => Int, { description: `Days it lasts: ${API_TOKEN_EXPIRY_DAYS.join(', ')}.` })
  expiresInDays: number;
}

export const { Edge: ApiTokenEdge, Connection: ApiTokenConnection } = connectionType(
  ApiTokenObject,
  'ApiToken',
  { one: 'API token', many: 'API tokens', totalCount: 'How many API tokens there are in all.' },
);
