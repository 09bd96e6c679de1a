import zlib from 'node:zlib';
import { HUGE, json } from './bad-input-values';

/** The broken requests of the bad-input sweep (test/bad-input-battery.ts): bodies, headers and GraphQL documents. */

/** Broken bodies and headers for any route that reads a JSON body. */
export const BODY_FAULTS: {
  name: string;
  body?: string | Buffer;
  headers?: Record<string, string | null>;
}[] = [
  ...[
    '{',
    '{"a":',
    'nul',
    '[',
    '"text"',
    '123',
    'null',
    'true',
    '[]',
    '[{}]',
    '{"a":1,}',
    "{'a':1}",
    '\u0000',
    '\uFEFF{}',
    '{"a":"\\ud800"}',
  ].map((body) => ({
    name: `malformed JSON ${json(body)}`,
    body,
  })),
  { name: 'deeply nested JSON', body: '['.repeat(20_000) + ']'.repeat(20_000) },
  {
    name: 'prototype keys',
    body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
  },
  { name: 'empty JSON body', body: '' },
  { name: 'text/plain', body: '{}', headers: { 'content-type': 'text/plain' } },
  {
    name: 'form',
    body: 'email=a%40b.c&password=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  {
    name: 'multipart',
    body: '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  },
  { name: 'no Content-Type', body: '{}', headers: { 'content-type': null } },
  { name: 'application/jsonx', body: '{}', headers: { 'content-type': 'application/jsonx' } },
  ...['latin1', 'klingon'].map((charset) => ({
    name: `charset ${charset}`,
    body: '{}',
    headers: { 'content-type': `application/json; charset=${charset}` },
  })),
  { name: 'Content-Encoding compress', body: '{}', headers: { 'content-encoding': 'compress' } },
  { name: 'Content-Encoding gzip, br', body: '{}', headers: { 'content-encoding': 'gzip, br' } },
  { name: 'corrupt gzip', body: 'not gzip at all', headers: { 'content-encoding': 'gzip' } },
  { name: 'corrupt deflate', body: 'not deflate', headers: { 'content-encoding': 'deflate' } },
  { name: 'corrupt br', body: 'not brotli', headers: { 'content-encoding': 'br' } },
  {
    name: 'gzip of malformed JSON',
    body: zlib.gzipSync('{"a":'),
    headers: { 'content-encoding': 'gzip' },
  },
  {
    name: 'gzip bomb',
    body: zlib.gzipSync(`{"a":"${' '.repeat(3 * 1024 * 1024)}"}`),
    headers: { 'content-encoding': 'gzip' },
  },
  { name: 'body over 1 MB', body: json({ a: 'x'.repeat(1100 * 1024) }) },
  { name: 'cross-site Origin', body: '{}', headers: { origin: 'https://evil.example' } },
  { name: 'Origin null', body: '{}', headers: { origin: 'null' } },
];

/** Session cookies and other headers a client may get wrong. */
export const HEADER_FAULTS: Record<string, string>[] = [
  { cookie: 'devjobs_session=%E0%A4%A' },
  { cookie: `devjobs_session=${'x'.repeat(4000)}` },
  { cookie: 'devjobs_session=a; devjobs_session=b' },
  { cookie: "devjobs_session=' or 1=1 --" },
  { cookie: 'devjobs_session' },
  { 'accept-encoding': 'br;q=abc, gzip;q=NaN, *;q=-1' },
  { accept: 'application/xml' },
  { 'if-none-match': '"' },
  { range: 'bytes=99999999-' },
  { 'x-forwarded-for': 'not-an-ip' },
  { 'x-forwarded-for': '' },
  { 'x-forwarded-for': '1.1.1.1, , 999.1.1.1, ::ffff:zz' },
];

/** Documents and request shapes graphql-js and Apollo must refuse as the client's error. */
export const BAD_DOCUMENTS: unknown[] = [
  ...[
    '',
    '   ',
    '{',
    'query {',
    '}}}}',
    'query { jobs(first: ) }',
    '\u0000',
    HUGE,
    '{ nope }',
    '{ jobs { nope } }',
    '{ me { passwordHash } }',
    '{ me @nope { id } }',
    '{ me @skip(if: "x") { id } }',
  ].map((query) => ({ query })),
  { query: 'query($slug: String!) { job(slug: $slug) { id } }' },
  { query: 'query { job(slug: $nope) { id } }' },
  {
    query: 'query($first: String) { jobs(first: $first) { totalCount } }',
    variables: { first: '5' },
  },
  { query: 'query A { me { id } } query B { me { id } }' },
  { query: 'query A { me { id } }', operationName: 'Nope' },
  { query: 'query A { me { id } }', operationName: 5 },
  { query: 'subscription { jobs { totalCount } }' },
  { query: 'query { ...A } fragment A on Query { ...A }' },
  { query: '{ jobs(first: -1) { totalCount } }' },
  { query: '{ jobs(first: 1.5) { totalCount } }' },
  { query: '{ jobs(first: 99999999999) { totalCount } }' },
  { query: '{ jobs(after: "!!!") { totalCount } }' },
  { query: '{ jobs(filter: { types: [NOPE] }) { totalCount } }' },
  { query: '{ job(slug: 1) { id } }' },
  { query: '{ jobTitleSuggestions(q: "%_%", limit: 50) }' },
  { query: 'mutation { deleteJob(id: "x") }' },
  { query: 123 },
  { query: null },
  { query: ['{ me { id } }'] },
  { query: {} },
  { query: '{ me { id } }', variables: '{}' },
  { query: '{ me { id } }', variables: [] },
  { query: '{ me { id } }', variables: 5 },
  { query: '{ me { id } }', extensions: 'x' },
  { query: '{ me { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
  { extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
  { extensions: { persistedQuery: { version: 'x', sha256Hash: 1 } } },
  {},
  [{ query: '{ me { id } }' }, { query: '{ me { id } }' }],
];
