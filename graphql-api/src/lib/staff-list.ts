import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { requireAdmin, type StaffScope, type Viewer } from '../modules/auth/viewer';
import { newestAfter } from './keyset-query';
import { type Connection, readConnection } from './paging';

/** A staff list's page as GraphQL asks it: `first` rows after the cursor `after`. */
export type StaffPageRequest = { first?: unknown; after?: unknown };

/**
 * One page of a list only staff read (the outbox, the audit log, suggestions, orders): anyone else,
 * and a token without `scope`, is refused before anything is read (decisions 039, 100); then `read` checks the filter and reads the
 * page, and `toNodes` completes its rows (e.g. with what other modules hold), cursors kept.
 */
export async function staffPage<Row, Node>(
  viewer: Viewer,
  scope: StaffScope,
  read: () => Promise<Connection<Row>>,
  toNodes: (rows: Row[]) => Node[] | Promise<Node[]>,
): Promise<Connection<Node>> {
  requireAdmin(viewer, scope);
  const page = await read();
  const nodes = await toNodes(page.edges.map((edge) => edge.node));
  return { ...page, edges: page.edges.map((edge, i) => ({ cursor: edge.cursor, node: nodes[i] })) };
}

/**
 * A staff list's rows newest first (createdAt desc, id desc): `first` 0 to 100 (50 unless given)
 * after the cursor `after`, with the count of all that `matching` selects.
 */
export function newestFirst<Row extends ObjectLiteral & { createdAt: Date; id: string }>(
  page: StaffPageRequest,
  matching: () => SelectQueryBuilder<Row>,
): Promise<Connection<Row>> {
  return readConnection(
    { first: page.first, after: page.after, fallback: 50, max: 100 },
    () => matching().getCount(),
    (cursor, limit) => newestAfter(matching(), cursor, limit),
  );
}
