import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AfterArg, FirstArg } from '../../graphql/page-args';
import { pageCost } from '../../graphql/query-limits';
import { clientIp } from '../../http/session';
import { SuggestionInput } from './suggestion.inputs';
import { SuggestionConnection, SuggestionObject } from './suggestion.type';

/** Anyone may send feedback. */
@Resolver(() => SuggestionObject)
export class SuggestionResolver {
  @Mutation(() => SuggestionObject, {
    description:
      "Sends feedback. Blank or over 2,000 characters: BAD_USER_INPUT, field 'suggestion'; over 20 an hour from one network: RATE_LIMITED. Refused feedback is not stored.",
  })
  submitSuggestion(
    @Arg('input', () => SuggestionInput, { description: 'The feedback.' }) input: SuggestionInput,
    @Ctx() { services, req }: Context,
  ) {
    return services.suggestions.submit(input, clientIp(req));
  }
}

/** Reading feedback: SuggestionsService refuses anyone but staff. */
@Resolver(() => SuggestionObject)
export class SuggestionAdminResolver {
  @Query(() => SuggestionConnection, {
    description:
      'Suggestions, newest first, each with the job it came from (ADMIN). first: 0 to 100.',
    complexity: pageCost(50),
  })
  suggestions(
    @FirstArg({ defaultValue: 50 }) first: number | null,
    @AfterArg() after: string | null,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.suggestions.list(viewer, first, after);
  }
}
