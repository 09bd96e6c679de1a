import type { ClassType } from 'type-graphql';
import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from './page-info';

/** How a connection's types describe themselves: `one`/`many` name the node ('job', 'jobs'). */
export type ConnectionWords = {
  one: string;
  many: string;
  totalCount: string;
  /** For a list whose count stops at a cap (`countCap`, lib/paging.ts): what totalCountCapped says. */
  totalCountCapped?: string;
};

/**
 * The GraphQL `${name}Edge` and `${name}Connection` types of a cursor-paginated list of `Node`
 * (lib/paging.ts `readConnection` answers them), named and described alike for every list.
 */
export function connectionType<Node extends object>(
  NodeType: ClassType<Node>,
  name: string,
  words: ConnectionWords,
) {
  @ObjectType(`${name}Edge`, {
    description: `One ${words.one} in a page of ${words.many}.`,
    simpleResolvers: true,
  })
  class Edge {
    @Field(() => String, { description: `Opaque cursor of this ${words.one}, for \`after\`.` })
    cursor: string;

    @Field(() => NodeType, { description: `The ${words.one}.` })
    node: Node;
  }

  @ObjectType(`${name}Connection`, {
    description: `A page of ${words.many}, newest first.`,
    simpleResolvers: true,
  })
  class Connection {
    @Field(() => [Edge], { description: `The ${words.many} of this page.` })
    edges: Edge[];

    @Field(() => PageInfo, { description: 'Where this page ends.' })
    pageInfo: PageInfo;

    @Field(() => Int, { description: words.totalCount })
    totalCount: number;

    totalCountCapped?: boolean;
  }
  if (words.totalCountCapped)
    Field(() => Boolean, { description: words.totalCountCapped })(
      Connection.prototype,
      'totalCountCapped',
    );

  return { Edge, Connection };
}
