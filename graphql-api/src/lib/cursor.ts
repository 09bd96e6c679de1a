import { BadInputError } from '../errors';
import { isoTime } from './iso-time';
import { isIdShaped } from './validate';

/**
 * Opaque cursors for keyset pagination ("newest first": createdAt desc, id desc). A cursor is the
 * sort key and id of the last row seen, base64url-encoded; clients must not build them.
 */
export type CursorKey = { at: Date; id: string };

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify([isoTime(key.at), key.id])).toString('base64url');
}

/** Decodes `after`; a cursor that is not one of ours is a 400 naming the field. */
export function decodeCursor(cursor: unknown, field = 'after'): CursorKey | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  const invalid = () =>
    new BadInputError(
      field,
      'This cursor is not valid: use pageInfo.endCursor of a previous page.',
    );
  if (typeof cursor !== 'string' || cursor.length > 200) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string'
  )
    throw invalid();
  const at = new Date(parsed[0]);
  if (Number.isNaN(at.getTime()) || !isIdShaped(parsed[1])) throw invalid();
  return { at, id: parsed[1] };
}

/**
 * The keyset condition "after this cursor" of a newest-first list (createdAt desc, id desc), given
 * the quoted column names, the cursor's createdAt as the driver stores it, and `param`, which
 * returns the placeholder of a value (`?` for hand-written SQL, `:name` for a query builder).
 * Written with a plain upper bound first so SQLite seeks the (createdAt, id) index from the cursor
 * (a range SEARCH); `a < ? OR (a = ? AND b < ?)` made it scan from the newest row on every page.
 */
export function afterCursor(
  columns: { createdAt: string; id: string },
  key: { at: unknown; id: string },
  param: (value: unknown) => string,
): string {
  const { createdAt, id } = columns;
  return `${createdAt} <= ${param(key.at)} AND (${createdAt} < ${param(key.at)} OR ${id} < ${param(key.id)})`;
}
