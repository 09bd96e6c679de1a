import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { modules } from '../modules';
import { DateTimeISO } from './date-time-scalar';

/** Every resolver of the API. schema.graphql at the repo root is printed from this (npm run schema). */
export const resolvers = modules.flatMap(
  (module) => module.resolvers ?? [],
) as NonEmptyArray<Function>;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    scalarsMap: [{ type: Date, scalar: DateTimeISO }],
    // No class-validator decorators: input rules live in the services (CONTRIBUTING.md#rules), so type-graphql
    // need not build and validate an instance of every input (decision 028).
    validate: false,
  });
}
