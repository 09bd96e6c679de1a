import { BadInputError } from '../errors';
import { type CursorKey, decodeCursor, encodeCursor } from './cursor';
import { wholeNumber } from './validate';

/**
 * Paging shared by every list: GraphQL cursor pages (`first`/`after`, answered as a Connection) and
 * REST offset pages (`limit`/`offset`). A new list module pages with these, never by hand.
 */

/** A page of a cursor-paginated list, as every *Connection GraphQL type answers it. */
export type Connection<Node> = {
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
  /** Set by lists whose count stops at a cap: true when more than `totalCount` match. */
  totalCountCapped?: boolean;
};

/** The largest REST offset by default. */
export const MAX_OFFSET = 1_000_000;

/** Page size: an integer from 0 to max; anything else is a 400 naming the field. */
export function pageSize(value: unknown, field: string, fallback: number, max = 100): number {
  return (
    wholeNumber(value, field, max, `${field} must be a whole number from 0 to ${max}.`) ?? fallback
  );
}

/**
 * REST `limit` and `offset` (numbers or query-string text), checked in that order: limit 0 to max,
 * null when not given (the caller's default); offset 0 to MAX_OFFSET, 0 when not given.
 */
export function offsetPaging(
  paging: { limit?: unknown; offset?: unknown },
  max = 100,
  offsets?: DeepOffsets,
): { limit: number | null; offset: number } {
  const limit = wholeNumber(
    paging.limit,
    'limit',
    max,
    `limit must be a whole number from 0 to ${max}.`,
  );
  return { limit, offset: restOffset(paging.offset, offsets) };
}

/**
 * A list that refuses deep offsets: the largest offset it takes and what the refusal says (where to
 * page on instead), so an offset past it costs nothing.
 */
export type DeepOffsets = { max: number; message: string };

/**
 * REST `offset` alone: 0 to MAX_OFFSET (or the list's own bound), 0 when not given. A list that
 * refuses deep offsets answers its own 400 for every offset past its bound, of any size (1001,
 * 100000000, 1e20); what is no whole number of 0 or more (-1, 2.5, abc) is a 400 that says so.
 */
export function restOffset(value: unknown, offsets?: DeepOffsets): number {
  if (!offsets) return pageSize(value, 'offset', 0, MAX_OFFSET);
  if (value === undefined || value === null || value === '') return 0;
  const text = typeof value === 'string' ? value.trim() : value;
  const n = typeof text === 'string' && /^\d+(\.\d+)?(e\+?\d+)?$/i.test(text) ? Number(text) : text;
  if (typeof n === 'number' && n > offsets.max && (Number.isInteger(n) || n === Infinity))
    throw new BadInputError('offset', offsets.message);
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
    throw new BadInputError('offset', `offset must be a whole number from 0 to ${offsets.max}.`);
  return n;
}

/**
 * One page of a newest-first list (createdAt desc, id desc): `first` rows (0 to `max`, `fallback`
 * when not given) after the cursor `after`, with the total. `read` is asked for first + 1 rows
 * after the cursor: the extra one only says whether another page follows. `toNodes` completes the
 * page's rows (the extra one left out), e.g. with what other modules hold.
 */
export async function readConnection<Row extends { createdAt: Date; id: string }, Node = Row>(
  page: PageRequest,
  count: () => Promise<number>,
  read: ReadRows<Row>,
  toNodes: (rows: Row[]) => Node[] | Promise<Node[]> = (rows) => rows as unknown as Node[],
): Promise<Connection<Node>> {
  const { size, totalCount, rows } = await readPage(page, count, read);
  return connectionOf(rows, size, totalCount, await toNodes(rows.slice(0, size)), page.countCap);
}

/**
 * `countCap`: the list counts up to it and one more (`count` answers at most countCap + 1): the
 * connection then says totalCount countCap and totalCountCapped true.
 */
type PageRequest = {
  first: unknown;
  after: unknown;
  fallback: number;
  max: number;
  countCap?: number;
};
type ReadRows<Row> = (cursor: CursorKey | null, limit: number) => Promise<Row[]>;

async function readPage<Row>(page: PageRequest, count: () => Promise<number>, read: ReadRows<Row>) {
  const size = pageSize(page.first, 'first', page.fallback, page.max);
  const cursor = decodeCursor(page.after, 'after');
  const totalCount = await count();
  const rows = size === 0 ? [] : await read(cursor, size + 1);
  return { size, totalCount, rows };
}

/** The connection of a page: `rows` as read (one past the page when another follows), `nodes` the page's. */
function connectionOf<Row extends { createdAt: Date; id: string }, Node>(
  rows: Row[],
  size: number,
  totalCount: number,
  nodes: Node[],
  countCap?: number,
): Connection<Node> {
  const edges = nodes.map((node, i) => ({
    cursor: encodeCursor({ at: rows[i].createdAt, id: rows[i].id }),
    node,
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      endCursor: edges.length ? edges[edges.length - 1].cursor : null,
    },
    ...(countCap === undefined
      ? { totalCount }
      : { totalCount: Math.min(totalCount, countCap), totalCountCapped: totalCount > countCap }),
  };
}

/**
 * readConnection for rows that are their own nodes, built once per array of rows, page size and
 * total: a read cache hands the same array to every request while its entry lives (the job list,
 * decision 007), so those requests get the same connection object, its cursors written once. The
 * object stands for exactly that entry, so what is kept for it (decision 035) goes with it. Rows and
 * connections are shared: neither may be changed.
 */
export class ConnectionMemo<Row extends { createdAt: Date; id: string }> {
  private readonly byRows = new WeakMap<Row[], Map<string, Connection<Row>>>();

  async read(
    page: PageRequest,
    count: () => Promise<number>,
    read: ReadRows<Row>,
  ): Promise<Connection<Row>> {
    const { size, totalCount, rows } = await readPage(page, count, read);
    let built = this.byRows.get(rows);
    if (!built) this.byRows.set(rows, (built = new Map<string, Connection<Row>>()));
    const key = `${size}|${totalCount}`;
    let connection = built.get(key);
    if (!connection)
      built.set(
        key,
        (connection = connectionOf(rows, size, totalCount, rows.slice(0, size), page.countCap)),
      );
    return connection;
  }
}
