import { BadInputError } from '../errors';
import { isIdShaped, wholeNumber } from './validate';

/**
 * Opaque cursors for keyset pagination ("newest first": createdAt desc, id desc). A cursor is the
 * sort key and id of the last row seen, base64url-encoded; clients must not build them.
 */
export type CursorKey = { at: Date; id: string };

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify([key.at.toISOString(), key.id])).toString('base64url');
}

/** Decodes `after`; a cursor that is not one of ours is a 400 naming the field. */
export function decodeCursor(cursor: unknown, field = 'after'): CursorKey | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  const invalid = () => new BadInputError(field, 'This cursor is not valid: use pageInfo.endCursor of a previous page.');
  if (typeof cursor !== 'string' || cursor.length > 200) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string') throw invalid();
  const at = new Date(parsed[0]);
  if (Number.isNaN(at.getTime()) || !isIdShaped(parsed[1])) throw invalid();
  return { at, id: parsed[1] };
}

/** Page size: an integer from 0 to max; anything else is a 400 naming the field. */
export function pageSize(value: unknown, field: string, fallback: number, max = 100): number {
  return wholeNumber(value, field, max, `${field} must be a whole number from 0 to ${max}.`) ?? fallback;
}
