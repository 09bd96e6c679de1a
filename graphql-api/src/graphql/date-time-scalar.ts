import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { isoTime } from '../lib/iso-time';

const original = GraphQLDateTimeISO.toConfig();

/**
 * type-graphql's DateTimeISO (graphql-scalars'), with the same name, description and parsing, and
 * the same output: a valid Date is written by isoTime instead of `toISOString` (four dates per job
 * on the job list; decision 028). Anything else (an invalid Date, a string, a number) goes to the
 * original, which answers or refuses it as before. buildSchema's `scalarsMap` uses it for `Date`.
 */
export const DateTimeISO = new GraphQLScalarType({
  ...original,
  serialize: (value) =>
    value instanceof Date && !Number.isNaN(value.getTime())
      ? isoTime(value)
      : original.serialize(value),
});
