import type { Request } from 'express';

type Query = Request['query'];

/** One query-string value: the first when repeated; a nested object (`a[b]=c`) is ignored. */
export function firstValue(query: Query, name: string): unknown {
  const value = query[name];
  if (Array.isArray(value)) return value[0];
  return typeof value === 'object' ? undefined : value;
}

/** Repeated or comma-separated values: `type=Internship&type=Contract` or `type=Internship,Contract`. */
export function listValues(query: Query, name: string): string[] | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  const list = (Array.isArray(value) ? value : [value]).filter(
    (v): v is string => typeof v === 'string',
  );
  return list
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}
