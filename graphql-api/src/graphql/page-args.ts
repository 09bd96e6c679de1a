import { Arg, Int } from 'type-graphql';

/**
 * The `first` argument of a cursor-paginated list query (a *Connection): the page size, at most
 * `max` (the service refuses more), `defaultValue` in the schema when the list has one there.
 */
export function FirstArg(page: { max?: number; defaultValue?: number } = {}) {
  const { max = 100, defaultValue } = page;
  return Arg('first', () => Int, {
    nullable: true,
    ...(defaultValue === undefined ? {} : { defaultValue }),
    description: `Page size, at most ${max}.`,
  });
}

/** The `after` argument of a cursor-paginated list query: where the previous page ended. */
export function AfterArg() {
  return Arg('after', () => String, {
    nullable: true,
    description: 'endCursor of the previous page.',
  });
}
