import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { ApiLimits } from './api-token-limits';

// `implements`: the compiler refuses a field that drifts from the figures the refusals use.
@ObjectType('ApiLimits', {
  description:
    'The limits the API holds callers to (decisions 009 and 105): the same figures its refusals use.',
  simpleResolvers: true,
})
export class ApiLimitsObject implements ApiLimits {
  @Field(() => Int, {
    description: 'The most one GraphQL operation may cost, for every caller (decision 009).',
  })
  costPerRequest: number;

  @Field(() => Int, {
    description: 'Requests to /graphql and /api one API token may make per window.',
  })
  tokenRequestsPerMinute: number;

  @Field(() => Int, {
    description: 'The summed cost of the GraphQL operations one API token may run per window.',
  })
  tokenCostPerMinute: number;

  @Field(() => Int, {
    description: 'The length of a token’s window in seconds; windows start on the minute.',
  })
  windowSeconds: number;
}

@ObjectType('ApiGuide', {
  description: 'What an integrator needs to start: where the API is and its limits.',
  simpleResolvers: true,
})
export class ApiGuideObject {
  @Field(() => String, {
    description: 'The API’s public address: /graphql and /api are under it (API_PUBLIC_URL).',
  })
  address: string;

  @Field(() => String, { description: 'The interactive GraphQL explorer’s address.' })
  explorerAddress: string;

  @Field(() => ApiLimitsObject, { description: 'The limits callers are held to.' })
  limits: ApiLimitsObject;
}

/** Public facts for integrators (the storefront's "For integrators" page reads them). */
@Resolver()
export class ApiLimitsResolver {
  @Query(() => ApiGuideObject, {
    description: 'Where the API is and the limits it holds callers to (public).',
  })
  apiGuide(@Ctx() { services }: Context): ApiGuideObject {
    return services.apiTokenLimits.guide;
  }
}
