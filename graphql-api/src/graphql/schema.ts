import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { modules } from '../modules';
import { authChecker } from './auth-checker';

/** Every resolver of the API. schema.graphql at the repo root is printed from this (npm run schema). */
export const resolvers = modules.flatMap((module) => module.resolvers ?? []) as NonEmptyArray<Function>;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    validate: { forbidUnknownValues: false },
  });
}
