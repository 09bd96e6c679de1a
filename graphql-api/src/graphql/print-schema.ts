import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildAppSchema } from './schema';

/** The committed schema.graphql text: sorted so diffs show only real changes. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}
