/**
 * The changed fields of an audit entry (decision 056): each with its value before and after as
 * text, so a row reads the same whatever the write was. Large values are summarised by their
 * length, so rows stay small: HTML always, anything else past VALUE_MAX characters.
 */
export type AuditChange = { field: string; before: string | null; after: string | null };

/** The longest value an entry keeps as written. */
export const VALUE_MAX = 120;

export type AuditFields = Record<string, unknown>;

/**
 * The fields whose values differ between `before` and `after` (null: the thing did not exist, as
 * for a create or after a delete), in the order they are named. `summarised`: fields kept by
 * their length only (HTML).
 */
export function changedFields(
  before: AuditFields | null,
  after: AuditFields | null,
  summarised: readonly string[] = [],
): AuditChange[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of names) {
    const was = asText(before?.[field]);
    const is = asText(after?.[field]);
    if (was === is) continue;
    const summarise = summarised.includes(field);
    changes.push({ field, before: shown(was, summarise), after: shown(is, summarise) });
  }
  return changes;
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

function shown(text: string | null, summarise: boolean): string | null {
  if (text === null) return null;
  if (!summarise && text.length <= VALUE_MAX) return text;
  return `[${text.length.toLocaleString('en-US')} characters]`;
}
