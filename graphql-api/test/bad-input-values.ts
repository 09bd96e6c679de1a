import { randomUUID } from 'node:crypto';

/**
 * The values the bad-input sweep sends (test/bad-input-battery.ts): what a field, a query string
 * or a path segment may be sent, by what it holds, and the bending of a valid body or variables
 * object to carry one.
 */

export const HUGE = 'x'.repeat(100 * 1024);
const b64 = (text: string) => Buffer.from(text).toString('base64url');

/** Text a field may be sent. SQL is written in lowercase, so an echo of it is not taken for leaked SQL. */
const TEXTS = [
  '',
  ' ',
  ' \t\n\r ',
  HUGE,
  'nul\u0000byte',
  'escape\u001b[31mred\u0007',
  'c1\u0085\u009f',
  'bidi\u202egnp.exe',
  'isolate\u2066x\u2069',
  '😀🎉👩🏽‍💻',
  'e\u0301 combining',
  '\uD800 lone surrogate',
  '\uFEFFbom',
  "' or '1'='1",
  "'; drop table jobs; --",
  '1 union select password_hash from users --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '%',
  '_',
  '100%_off!',
  '\\',
  // Full-text query syntax of SQLite FTS5 and MySQL boolean mode (decision 044): only words get through.
  '"react',
  'react*',
  '*',
  '-react +node ~vue <a >b',
  '(a or b) near(c d) not e',
  'title:x ^y @2 "a" "b',
  '+-*"()~<>@',
  '../../../../etc/passwd',
  '..%2F..%2Fpackage.json',
  '%E0%A4%A',
  'javascript:alert(1)',
  'a'.repeat(201),
];
export const json = (value: unknown) => JSON.stringify(value);
/** Wrong types, as raw JSON (so 1e999 and -0 arrive as the client wrote them). */
export const WRONG_TYPES = [
  '0',
  '-1',
  '1.5',
  'true',
  'false',
  'null',
  '[]',
  '["a"]',
  '[1,"b",null]',
  '{}',
  '{"$gt":""}',
  '{"__proto__":{"isAdmin":true}}',
];
const NUMBERS = [
  '-0',
  '1e308',
  '1e999',
  '-1e999',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '101',
  '1000001',
  '"10"',
  '" 5 "',
  '"0x10"',
  '"1e3"',
  '"NaN"',
  '"Infinity"',
  '""',
  '"abc"',
];
const ENUMS = [
  '"NOPE"',
  '"full_time"',
  '"Full-Time"',
  '"REMOTE "',
  '["FULL_TIME","NOPE"]',
  json(Array(25).fill('FULL_TIME')),
  '[null]',
  '[""]',
];
const CURSORS = [
  '"!!!"',
  '"%%%"',
  json(b64('not json')),
  json(b64('{}')),
  json(b64('["not a date","x"]')),
  json(b64('["2020-01-01T00:00:00.000Z",1]')),
  json(b64(`["2020-01-01T00:00:00.000Z","${'x'.repeat(37)}"]`)),
  json(b64(`["2020-01-01T00:00:00.000Z","' or 1=1 --"]`)),
  json(b64('["+275760-09-13T00:00:00.000Z","a"]')),
  json(b64('["-000001-01-01T00:00:00.000Z","a"]')),
  json(b64('["0000-01-01T00:00:00.000Z","a"]')),
  json('x'.repeat(5000)),
];
const DATES = [
  '"2026-02-30"',
  '"0000-01-01"',
  '"99999-01-01"',
  '"2026-13-01"',
  '"2026-01-01T25:00"',
  '"2026-01-01T00:00:00+99:99"',
  '"yesterday"',
  '1700000000000',
  '"1e9"',
  '"2999-12-31"',
  '"1899-12-31"',
];
const IDS = [
  json(randomUUID()),
  json('x'.repeat(37)),
  json('x'.repeat(1000)),
  '"0"',
  '"-1"',
  '"null"',
  '"%00"',
  '"../../etc/passwd"',
  `"' or 1=1 --"`,
];

/** The values tried in one field, by what the field holds; `undefined` = the field left out. */
export function valuesFor(field: string): (string | undefined)[] {
  const base = [undefined, ...WRONG_TYPES];
  if (/^(first|limit|offset|maxSalary|minSalary|maxExperience|price|amount)$/.test(field))
    return [...base, ...NUMBERS];
  if (/^(types|locations|cities|regions|jobType|jobLocation|city|region)$/.test(field))
    return [...base, ...ENUMS, ...TEXTS.slice(0, 4).map(json)];
  if (field === 'after') return [...base, ...CURSORS, ...TEXTS.map(json)];
  if (/^(startDate|deadline)$/.test(field)) return [...base, ...DATES, ...TEXTS.map(json)];
  if (/^(id|jobId|courseId|moduleId|pdfId|razorpay_order_id|razorpay_payment_id)$/.test(field))
    return [...base, ...IDS, ...TEXTS.map(json)];
  if (/^(includeClosed|adminOnly|completed)$/.test(field))
    return [...base, '"true"', '"yes"', '1', '"maybe"'];
  if (/^(filter|input)$/.test(field)) return base;
  return [...base, ...TEXTS.map(json)];
}

/** Query-string values, already %-encoded (or deliberately not). URLs stay under Node's 16 KB header limit. */
const QUERY_VALUES = [
  ...TEXTS.filter((s) => s !== HUGE && !s.includes('\uD800')).map(encodeURIComponent),
  encodeURIComponent('y'.repeat(8000)),
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '%zz',
  '%00',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  '0x10',
  'NaN',
  'Infinity',
  '+5',
  'true',
  'maybe',
  'Full-Time',
  'NOPE',
  'Remote,Nope',
  ',,,',
  '[]',
  '{}',
];
export const queryParams = (name: string) => [
  ...QUERY_VALUES.map((v) => `${name}=${v}`),
  `${name}=1&${name}=2`,
  `${name}=a&${name}=b&${name}=c`,
  `${name}[]=1`,
  `${name}[a]=1`,
  `${name}`,
  `${name}=`,
];

const HOLE = '__sweep_value__';
/** `base` as JSON with the value at `at` replaced by raw JSON text (or removed). */
export function withValue(
  base: Record<string, unknown>,
  at: string[],
  raw: string | undefined,
): string {
  const copy = structuredClone(base);
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string, unknown>;
  if (raw === undefined) delete node[at[at.length - 1]];
  else node[at[at.length - 1]] = HOLE;
  return JSON.stringify(copy).replace(json(HOLE), () => raw ?? '');
}

/** Every field path of a body or variables object (nested inputs included). */
export function holesOf(value: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, v]) => {
    const here = [...prefix, key];
    return v && typeof v === 'object' && !Array.isArray(v)
      ? [here, ...holesOf(v as Record<string, unknown>, here)]
      : [here];
  });
}

/** Path segments a route may be sent (already %-encoded, or deliberately broken). */
export const PATH_IDS = [
  randomUUID(),
  'x'.repeat(37),
  'x'.repeat(4000),
  '0',
  '-1',
  '1.5',
  'null',
  '%E0%A4%A',
  '%',
  '%00',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%20',
  encodeURIComponent("' or 1=1 --"),
  encodeURIComponent('😀'),
  encodeURIComponent('<script>'),
  encodeURIComponent('bidi\u202e'),
  '%25',
];

/** Paths that are no route: traversal, broken escapes, over-long segments (sent on every origin). */
export const STRAY_PATHS = [
  '/api/nope',
  '/api/jobs/',
  '/api/%E0%A4%A',
  '/%',
  '/%zz',
  '/%00',
  '/..%2F..%2Fetc%2Fpasswd',
  '/../../etc/passwd',
  '//etc/passwd',
  '/assets/..%2F..%2Fpackage.json',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/assets/nope.js',
  '/assets/app.js.map',
  '/index.html%00.js',
  `/${'a'.repeat(8000)}`,
  '/page-details/%E0%A4%A',
  '/page-details/%00',
  `/page-details/${'x'.repeat(8000)}`,
  '/admin/%E0%A4%A',
  '/sitemap.xml/%',
  '/jobs.rss?limit=%',
];
