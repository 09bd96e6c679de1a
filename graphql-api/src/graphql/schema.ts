import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { modules } from '../modules';
import { DateTimeISO } from './date-time-scalar';

/** Every resolver of the API. schema.graphql at the repo root is printed from this (npm run schema). */
export const resolvers = modules.flatMap(
  (module) => module.resolvers ?? [],
) as NonEmptyArray<Function>;

/** The root types' own words: type-graphql builds them and takes no description for them. */
const ROOT_DESCRIPTIONS = {
  query:
    'Reads: public jobs and courses for anyone, a signed-in user their own records, staff the rest (docs/api-contract.md).',
  mutation:
    'Writes: sign-in and account changes, purchases and refunds, and the staff edits of jobs and courses (docs/api-contract.md).',
};

export async function buildAppSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    scalarsMap: [{ type: Date, scalar: DateTimeISO }],
    // No class-validator decorators: input rules live in the services (CONTRIBUTING.md#rules), so type-graphql
    // need not build and validate an instance of every input (decision 028).
    validate: false,
  });
  schema.getQueryType()!.description = ROOT_DESCRIPTIONS.query;
  schema.getMutationType()!.description = ROOT_DESCRIPTIONS.mutation;
  return schema;
}
