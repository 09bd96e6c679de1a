import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { afterCursor, type CursorKey } from './cursor';

/**
 * Narrows a newest-first query builder (createdAt desc, id desc on its main alias) to the rows
 * after `cursor` (lib/cursor.ts), with the cursor's date written as the driver stores createdAt.
 * No cursor: the query as it is.
 */
export function rowsAfter<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  cursor: CursorKey | null,
): SelectQueryBuilder<T> {
  if (!cursor) return query;
  const alias = query.alias;
  const createdAt =
    query.expressionMap.mainAlias!.metadata.findColumnWithPropertyName('createdAt')!;
  const at: unknown = query.connection.driver.preparePersistentValue(cursor.at, createdAt);
  const named: Record<string, unknown> = {};
  const param = (value: unknown) => {
    const name = `after${Object.keys(named).length}`;
    named[name] = value;
    return `:${name}`;
  };
  return query.andWhere(
    afterCursor(
      { createdAt: `${alias}.createdAt`, id: `${alias}.id` },
      { at, id: cursor.id },
      param,
    ),
    named,
  );
}

/** One newest-first page: the `limit` rows of `query` after `cursor`, by createdAt desc, id desc. */
export function newestAfter<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  cursor: CursorKey | null,
  limit: number,
): Promise<T[]> {
  const alias = query.alias;
  return rowsAfter(query, cursor)
    .orderBy(`${alias}.createdAt`, 'DESC')
    .addOrderBy(`${alias}.id`, 'DESC')
    .limit(limit)
    .getMany();
}
