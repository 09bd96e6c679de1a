import { describe, expect, test } from '@jest/globals';
import { InMemoryCache, gql } from '@apollo/client';
import { cursorPagination, removeFromConnections, totalLabel } from './pagination';

const LIST = gql`
  query Jobs($q: String, $first: Int, $after: String) {
    jobs(q: $q, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

type Page = {
  totalCount: number;
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

function page(
  ids: string[],
  totalCount: number,
  hasNextPage: boolean,
): { jobs: Page & { __typename: string } } {
  const edges = ids.map((id) => ({
    __typename: 'JobEdge',
    cursor: `c-${id}`,
    node: { __typename: 'Job', id },
  }));
  return {
    jobs: {
      __typename: 'JobConnection',
      totalCount,
      edges,
      pageInfo: {
        __typename: 'PageInfo',
        hasNextPage,
        endCursor: edges.at(-1)?.cursor ?? null,
      } as Page['pageInfo'],
    },
  };
}

function cache() {
  return new InMemoryCache({
    typePolicies: { Query: { fields: { jobs: cursorPagination(['q']) } } },
  });
}

const ids = (c: InMemoryCache, q: string | null = null) =>
  c
    .readQuery<{ jobs: Page }>({ query: LIST, variables: { q, first: 2 } })
    ?.jobs.edges.map((e) => e.node.id);

describe('one cursor pagination for both apps', () => {
  test('a page fetched after the cursor is appended; a repeated one does not double the list', () => {
    const c = cache();
    c.writeQuery({
      query: LIST,
      variables: { q: null, first: 2 },
      data: page(['a', 'b'], 3, true),
    });
    c.writeQuery({
      query: LIST,
      variables: { q: null, first: 2, after: 'c-b' },
      data: page(['c'], 3, false),
    });
    c.writeQuery({
      query: LIST,
      variables: { q: null, first: 2, after: 'c-b' },
      data: page(['c'], 3, false),
    });
    expect(ids(c)).toEqual(['a', 'b', 'c']);
  });

  test('each filter keeps a list of its own, and a page without a cursor replaces it', () => {
    const c = cache();
    c.writeQuery({
      query: LIST,
      variables: { q: null, first: 2 },
      data: page(['a', 'b'], 2, false),
    });
    c.writeQuery({ query: LIST, variables: { q: 'rust', first: 2 }, data: page(['r'], 1, false) });
    expect(ids(c)).toEqual(['a', 'b']);
    expect(ids(c, 'rust')).toEqual(['r']);
    c.writeQuery({ query: LIST, variables: { q: null, first: 2 }, data: page(['z'], 1, false) });
    expect(ids(c)).toEqual(['z']);
  });

  test('a deleted node leaves every cached list, and each total drops by one', () => {
    const c = cache();
    c.writeQuery({
      query: LIST,
      variables: { q: null, first: 2 },
      data: page(['a', 'b'], 5, true),
    });
    c.writeQuery({ query: LIST, variables: { q: 'b', first: 2 }, data: page(['b'], 1, false) });
    removeFromConnections(c, 'jobs', { __typename: 'Job', id: 'b' });
    expect(ids(c)).toEqual(['a']);
    expect(ids(c, 'b')).toEqual([]);
    expect(
      c.readQuery<{ jobs: Page }>({ query: LIST, variables: { q: null, first: 2 } })?.jobs
        .totalCount,
    ).toBe(4);
    expect(c.extract()['Job:b']).toBeUndefined();
  });
});

describe('a list total as people read it', () => {
  test('is exact below the cap and "1,000+" once the count stopped at it', () => {
    const noun = ['job', 'jobs'] as const;
    expect(totalLabel({ totalCount: 1 }, noun)).toBe('1 job');
    expect(totalLabel({ totalCount: 999, totalCountCapped: false }, noun)).toBe('999 jobs');
    expect(totalLabel({ totalCount: 1000, totalCountCapped: true }, noun)).toBe('1,000+ jobs');
  });
});
