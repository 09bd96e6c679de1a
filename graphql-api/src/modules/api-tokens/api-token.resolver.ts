import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AfterArg, FirstArg } from '../../graphql/page-args';
import { pageCost } from '../../graphql/query-limits';
import {
  ApiTokenConnection,
  ApiTokenInput,
  ApiTokenObject,
  CreatedApiTokenObject,
} from './api-token.type';

/** API tokens: ApiTokensService refuses anyone but staff signed in to the console. */
@Resolver(() => ApiTokenObject)
export class ApiTokenResolver {
  @Query(() => ApiTokenConnection, {
    description:
      'API tokens, newest first (ADMIN, signed in to the console; no token may). first: 0 to 100.',
    complexity: pageCost(50),
  })
  apiTokens(
    @FirstArg({ defaultValue: 50 }) first: number | null,
    @AfterArg() after: string | null,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.apiTokens.list(viewer, first, after);
  }

  @Mutation(() => CreatedApiTokenObject, {
    description:
      'Makes an API token and answers its secret, once (ADMIN, signed in to the console). Bad input: BAD_USER_INPUT naming the field, nothing made.',
  })
  createApiToken(
    @Arg('input', () => ApiTokenInput, { description: 'The token.' }) input: ApiTokenInput,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.apiTokens.create(viewer, input);
  }

  @Mutation(() => ApiTokenObject, {
    description:
      'Revokes an API token at once (revoked already: as it is; ADMIN, signed in to the console). Unknown: NOT_FOUND.',
  })
  revokeApiToken(
    @Arg('id', () => ID, { description: 'The token id.' }) id: string,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.apiTokens.revoke(viewer, id);
  }
}
