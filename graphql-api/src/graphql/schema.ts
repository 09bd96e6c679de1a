import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { JobAdminResolver, JobResolver } from '../modules/jobs/job.resolver';
import { SuggestionAdminResolver, SuggestionResolver } from '../modules/suggestions/suggestion.resolver';
import { authChecker } from './auth-checker';

/** Every resolver of the API. schema.graphql at the repo root is printed from this (npm run schema). */
export const resolvers = [AuthResolver, JobResolver, JobAdminResolver, SuggestionResolver, SuggestionAdminResolver] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    validate: { forbidUnknownValues: false },
  });
}
