import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import type { Site } from '../src/app';
import { aCourse } from './courses/course.factory';
import { aJob, aJobInput } from './jobs/job.factory';

/**
 * The generated battery of the bad-input sweep (test/bad-input-sweep.test.ts): the values a
 * field may be sent, broken bodies, headers, paths and GraphQL documents, and the requests built
 * from them for every REST route, page and GraphQL operation. `{JOB}`, `{VIEWED}`, `{SLUG}`,
 * `{AN_EMAIL}`, `{COURSE}`, `{MODULE}`, `{PDF_ORDER}` and `{COURSE_ORDER}` (Razorpay order ids of the customer's
 * open orders) in paths and bodies are filled in by the sender with the test's own data;
 * `{AN_EMAIL}` is the admin's address in the first login probe and another address with no
 * account in each later one, so the per-account login back-off (decision 055) does not answer
 * for validation, as a distinct client address per request keeps the per-address limits out.
 */

// ---------------------------------------------------------------- the battery

const HUGE = 'x'.repeat(100 * 1024);
const b64 = (text: string) => Buffer.from(text).toString('base64url');

/** What checkout returns, with a signature that matches nothing: the sweep never completes a payment. */
const PAYMENT_PROOF = {
  razorpay_payment_id: 'pay_sweep00000000',
  razorpay_signature: '0'.repeat(64),
};

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
const json = (value: unknown) => JSON.stringify(value);
/** Wrong types, as raw JSON (so 1e999 and -0 arrive as the client wrote them). */
const WRONG_TYPES = [
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
function valuesFor(field: string): (string | undefined)[] {
  const base = [undefined, ...WRONG_TYPES];
  if (/^(first|limit|offset|maxSalary|minSalary|maxExperience|price|amount)$/.test(field))
    return [...base, ...NUMBERS];
  if (/^(types|locations|jobType|jobLocation)$/.test(field))
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
const queryParams = (name: string) => [
  ...QUERY_VALUES.map((v) => `${name}=${v}`),
  `${name}=1&${name}=2`,
  `${name}=a&${name}=b&${name}=c`,
  `${name}[]=1`,
  `${name}[a]=1`,
  `${name}`,
  `${name}=`,
];

// ---------------------------------------------------------------- requests

export type Caller = 'anonymous' | 'customer' | 'admin';
/** rest: JSON errors; graphql: an `errors` array; page: HTML/XML, a 404 job page may be HTML. */
export type Surface = 'rest' | 'graphql' | 'page';
export type Probe = {
  caller: Caller;
  site: Site;
  method: string;
  path: string;
  body?: string | Buffer;
  /** null removes a header the sender would add. */
  headers?: Record<string, string | null>;
  surface: Surface;
  /** What it was (route and field), for the report. */
  label: string;
};

const HOLE = '__sweep_value__';
/** `base` as JSON with the value at `at` replaced by raw JSON text (or removed). */
function withValue(base: Record<string, unknown>, at: string[], raw: string | undefined): string {
  const copy = structuredClone(base);
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string, unknown>;
  if (raw === undefined) delete node[at[at.length - 1]];
  else node[at[at.length - 1]] = HOLE;
  return JSON.stringify(copy).replace(json(HOLE), () => raw ?? '');
}

/** Every field path of a body or variables object (nested inputs included). */
function holesOf(value: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, v]) => {
    const here = [...prefix, key];
    return v && typeof v === 'object' && !Array.isArray(v)
      ? [here, ...holesOf(v as Record<string, unknown>, here)]
      : [here];
  });
}

/** Broken bodies and headers for any route that reads a JSON body. */
const BODY_FAULTS: {
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
  {
    name: 'charset latin1',
    body: '{}',
    headers: { 'content-type': 'application/json; charset=latin1' },
  },
  {
    name: 'charset klingon',
    body: '{}',
    headers: { 'content-type': 'application/json; charset=klingon' },
  },
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
const HEADER_FAULTS: Record<string, string>[] = [
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

const JOBS = `query Jobs($filter: JobFilter, $first: Int, $after: String) {
  jobs(filter: $filter, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id slug title isOpen } } }
}`;
const SUGGESTIONS = `query Suggestions($first: Int, $after: String) {
  suggestions(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id suggestion job { id } } } }
}`;

/** Every operation of schema.graphql, the callers that matter, and valid variables the battery bends. */
export const OPERATIONS: {
  name: string;
  callers: Caller[];
  doc: string;
  variables: Record<string, unknown>;
}[] = [
  {
    name: 'jobs',
    callers: ['anonymous'],
    doc: JOBS,
    variables: {
      filter: {
        q: 'react',
        types: ['FULL_TIME'],
        locations: ['REMOTE'],
        maxSalary: 5_000_000,
        minSalary: 0,
        maxExperience: 5,
        includeClosed: false,
      },
      first: 5,
      after: null,
    },
  },
  {
    name: 'job',
    callers: ['anonymous'],
    doc: 'query Job($slug: String!) { job(slug: $slug) { id title slug } }',
    variables: { slug: '{SLUG}' },
  },
  {
    name: 'jobTitleSuggestions',
    callers: ['anonymous'],
    doc: 'query Titles($q: String!, $limit: Int) { jobTitleSuggestions(q: $q, limit: $limit) }',
    variables: { q: 'react', limit: 5 },
  },
  {
    name: 'me',
    callers: ['anonymous', 'customer', 'admin'],
    doc: 'query Me { me { id email isAdmin } }',
    variables: {},
  },
  {
    name: 'suggestions',
    callers: ['admin', 'customer', 'anonymous'],
    doc: SUGGESTIONS,
    variables: { first: 5, after: null },
  },
  {
    name: 'createJob',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation Create($input: JobInput!) { createJob(input: $input) { id slug } }',
    variables: { input: aJobInput({}, 'sweep') },
  },
  {
    name: 'updateJob',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation Update($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { id slug } }',
    variables: { id: '{JOB}', input: aJobInput({}, 'sweep') },
  },
  {
    name: 'deleteJob',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation Delete($id: ID!) { deleteJob(id: $id) }',
    variables: { id: randomUUID() },
  },
  {
    name: 'recordJobView',
    callers: ['anonymous'],
    doc: 'mutation View($id: ID!) { recordJobView(id: $id) { id views } }',
    variables: { id: '{VIEWED}' },
  },
  {
    name: 'signup',
    callers: ['anonymous'],
    doc: 'mutation Signup($input: SignupInput!) { signup(input: $input) { id } }',
    variables: {
      input: { name: 'Sweep', email: 'sweep.signup@example.com', password: 'long-enough-1' },
    },
  },
  {
    name: 'login',
    callers: ['anonymous'],
    doc: 'mutation Login($input: LoginInput!) { login(input: $input) { id } }',
    variables: { input: { email: '{AN_EMAIL}', password: 'not-the-password', adminOnly: true } },
  },
  { name: 'logout', callers: ['anonymous'], doc: 'mutation Logout { logout }', variables: {} },
  // Anonymous only: signed in, it would end the sweep's own sessions.
  {
    name: 'signOutEverywhere',
    callers: ['anonymous'],
    doc: 'mutation Everywhere { signOutEverywhere }',
    variables: {},
  },
  // Password resets (decision 062): a link is asked for a known address, checked and used.
  {
    name: 'requestPasswordReset',
    callers: ['anonymous'],
    doc: 'mutation Forgot($email: String!) { requestPasswordReset(email: $email) }',
    variables: { email: '{AN_EMAIL}' },
  },
  {
    name: 'resetLinkState',
    callers: ['anonymous'],
    doc: 'query LinkState($token: String!) { resetLinkState(token: $token) }',
    variables: { token: 'x'.repeat(43) },
  },
  {
    name: 'resetPassword',
    callers: ['anonymous'],
    doc: 'mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) }',
    variables: { input: { token: 'x'.repeat(43), password: 'long-enough-1' } },
  },
  // Confirmed addresses (decision 063): a link asked for, checked and used; a change asked for.
  {
    name: 'resendEmailConfirmation',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Resend { resendEmailConfirmation }',
    variables: {},
  },
  {
    name: 'emailLinkState',
    callers: ['anonymous'],
    doc: 'query EmailLink($token: String!) { emailLinkState(token: $token) }',
    variables: { token: 'x'.repeat(43) },
  },
  {
    name: 'confirmEmail',
    callers: ['anonymous'],
    doc: 'mutation Confirm($token: String!) { confirmEmail(token: $token) }',
    variables: { token: 'x'.repeat(43) },
  },
  {
    name: 'requestEmailChange',
    callers: ['customer', 'anonymous'],
    doc: 'mutation ChangeEmail($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) }',
    variables: {
      input: { newEmail: 'sweep.moved@example.com', currentPassword: 'not-the-password' },
    },
  },
  // Two-factor sign-in (decision 064): no pending sign-in, a wrong code, nothing to turn off.
  {
    name: 'completeSignIn',
    callers: ['anonymous'],
    doc: 'mutation Second($code: String!) { completeSignIn(code: $code) { id } }',
    variables: { code: '123456' },
  },
  {
    name: 'twoFactorStatus',
    callers: ['customer', 'anonymous'],
    doc: 'query TwoFactor { twoFactorStatus { enabled recoveryCodesLeft required } }',
    variables: {},
  },
  {
    name: 'startTwoFactorEnrolment',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Enrol { startTwoFactorEnrolment { secret uri qrCode } }',
    variables: {},
  },
  {
    name: 'confirmTwoFactorEnrolment',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Confirm($code: String!) { confirmTwoFactorEnrolment(code: $code) { recoveryCodes } }',
    variables: { code: '000000' },
  },
  {
    name: 'disableTwoFactor',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Off($input: TwoFactorCheckInput!) { disableTwoFactor(input: $input) { enabled } }',
    variables: { input: { currentPassword: 'not-the-password', code: '123456' } },
  },
  {
    name: 'newRecoveryCodes',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Renew($input: TwoFactorCheckInput!) { newRecoveryCodes(input: $input) }',
    variables: { input: { currentPassword: 'not-the-password', code: '123456' } },
  },
  // The account's own changes: a wrong current password changes nothing.
  {
    name: 'changePassword',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) }',
    variables: { input: { currentPassword: 'not-the-password', newPassword: 'long-enough-1' } },
  },
  {
    name: 'updateMyName',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Rename($name: String!) { updateMyName(name: $name) { id name } }',
    variables: { name: 'Sweep Customer' },
  },
  {
    name: 'courses',
    callers: ['anonymous'],
    doc: 'query Courses($first: Int, $after: String) { courses(first: $first, after: $after) { totalCount edges { node { id price modules { id blog } } } } }',
    variables: { first: 5, after: null },
  },
  {
    name: 'course',
    callers: ['anonymous', 'customer'],
    doc: 'query Course($id: ID!) { course(id: $id) { id title modules { id blog videoUrl videoEmbedUrl completed } } }',
    variables: { id: '{COURSE}' },
  },
  {
    name: 'courseModule',
    callers: ['anonymous', 'customer'],
    doc: 'query Module($id: ID!) { courseModule(id: $id) { id subTitle blog videoEmbedUrl completed } }',
    variables: { id: '{MODULE}' },
  },
  {
    name: 'myTaxDocuments',
    callers: ['customer', 'anonymous'],
    doc: 'query Documents { myTaxDocuments { id kind number amount taxInvoice url } }',
    variables: {},
  },
  {
    name: 'myCourseRefund',
    callers: ['customer', 'anonymous'],
    doc: 'query Meter($courseId: ID!) { myCourseRefund(courseId: $courseId) { orderId eligible reason openedModules refundStatus } }',
    variables: { courseId: '{COURSE}' },
  },
  {
    name: 'requestRefund',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Ask($input: RefundRequestInput!) { requestRefund(input: $input) { eligible refundStatus } }',
    variables: { input: { courseId: '{COURSE}', reason: 'Not what I expected' } },
  },
  {
    name: 'courseAccess',
    callers: ['anonymous', 'customer'],
    doc: 'query Access($courseId: ID!) { courseAccess(courseId: $courseId) { hasAccess endsAt progress { percent } } }',
    variables: { courseId: '{COURSE}' },
  },
  {
    name: 'myEnrollments',
    callers: ['customer', 'anonymous'],
    doc: 'query Mine { myEnrollments { endsAt course { id } } }',
    variables: {},
  },
  {
    name: 'createCourse',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation CreateCourse($input: CourseInput!) { createCourse(input: $input) { id } }',
    variables: { input: aCourse({}, 'sweep') },
  },
  {
    name: 'updateCourse',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation UpdateCourse($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id } }',
    variables: { id: '{COURSE}', input: aCourse({}, 'sweep') },
  },
  {
    name: 'deleteCourse',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation DeleteCourse($id: ID!) { deleteCourse(id: $id) }',
    variables: { id: randomUUID() },
  },
  {
    name: 'setModuleCompleted',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Done($moduleId: ID!, $completed: Boolean!) { setModuleCompleted(moduleId: $moduleId, completed: $completed) { progress { percent } } }',
    variables: { moduleId: '{MODULE}', completed: true },
  },
  {
    name: 'pdfProducts',
    callers: ['anonymous'],
    doc: 'query Pdfs { pdfProducts { id title pages price pricePaise thumbnail } }',
    variables: {},
  },
  {
    name: 'paymentSettings',
    callers: ['anonymous'],
    doc: 'query PaymentSettings { paymentSettings { mode keyId checkoutUrl } }',
    variables: {},
  },
  {
    name: 'myPdfPurchases',
    callers: ['customer', 'anonymous'],
    doc: 'query MyPdfs { myPdfPurchases { orderId paidAt downloadUrl pdf { id } } }',
    variables: {},
  },
  {
    name: 'adminStats',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query Stats { adminStats { today { jobViews revenue } monthly { revenue } allTime { revenue } totalUsers daily { day revenue } topJobs { id views } } }',
    variables: {},
  },
  {
    name: 'adminOrders',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query Orders($filter: AdminOrderFilter, $first: Int, $after: String) { adminOrders(filter: $filter, first: $first, after: $after) { totalCount edges { node { id status refund { eligible } } } } }',
    variables: {
      filter: { status: 'PAID', kind: 'COURSE', refund: 'REFUNDED', q: '{COURSE_ORDER}' },
      first: 5,
      after: null,
    },
  },
  {
    name: 'refundOrder',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation Refund($input: RefundOrderInput!) { refundOrder(input: $input) { id refundStatus refundedAmount refunds { status } } }',
    variables: { input: { orderId: '{COURSE_ORDER}', amount: 1.5, reason: 'Bought by mistake' } },
  },
  {
    name: 'declineRefundRequest',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation Decline($input: DeclineRefundInput!) { declineRefundRequest(input: $input) { id refundStatus refundDecline } }',
    variables: { input: { orderId: '{COURSE_ORDER}', reason: 'Most of the course was read' } },
  },
  {
    name: 'auditEntries',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query AuditLog($filter: AuditFilter, $first: Int, $after: String) { auditEntries(filter: $filter, first: $first, after: $after) { totalCount edges { node { id kind changes { field } } } } }',
    variables: { filter: { kind: 'job.update', actor: null }, first: 5, after: null },
  },
  {
    name: 'auditActors',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query AuditActors { auditActors { id label } }',
    variables: {},
  },
  {
    name: 'auditKinds',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query AuditKinds { auditKinds }',
    variables: {},
  },
  {
    name: 'mailOutbox',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query MailOutbox($filter: OutboxFilter, $first: Int, $after: String) { mailOutbox(filter: $filter, first: $first, after: $after) { totalCount edges { node { id status lastError } } } }',
    variables: { filter: { kind: 'password-reset', status: 'kept' }, first: 5, after: null },
  },
  {
    name: 'outboxMessage',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query OutboxMessage($id: ID!) { outboxMessage(id: $id) { id html text } }',
    variables: { id: '00000000-0000-4000-8000-000000000000' },
  },
  {
    name: 'mailKinds',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query MailKinds { mailKinds }',
    variables: {},
  },
  {
    name: 'mailStatus',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query MailStatus { mailStatus { delivery unavailable } }',
    variables: {},
  },
  {
    name: 'emailMyDownloads',
    callers: ['anonymous'],
    doc: 'mutation EmailDownloads($email: String!) { emailMyDownloads(email: $email) }',
    variables: { email: 'sweep.buyer@example.com' },
  },
  {
    name: 'submitSuggestion',
    callers: ['anonymous'],
    doc: 'mutation Feedback($input: SuggestionInput!) { submitSuggestion(input: $input) { id } }',
    variables: { input: { suggestion: 'Add dark mode', jobId: '{VIEWED}' } },
  },
];

/** Documents and request shapes graphql-js and Apollo must refuse as the client's error. */
const BAD_DOCUMENTS: unknown[] = [
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

/** Path segments a route may be sent (already %-encoded, or deliberately broken). */
const PATH_IDS = [
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

/** Where a caller's requests go: staff's to the console's origin, the only one where their rights hold (decision 055). */
const siteOf = (caller: Caller): Site => (caller === 'admin' ? 'admin' : 'api');

const CALLERS = ['admin', 'customer', 'anonymous'] as const;

/** A request of `caller` on the caller's own origin unless `more.site` names another. */
function probe(
  caller: Caller,
  method: string,
  path: string,
  surface: Surface,
  label: string,
  more: Partial<Pick<Probe, 'body' | 'headers' | 'site'>> = {},
): Probe {
  return { caller, site: siteOf(caller), method, path, surface, label, ...more };
}

const restProbe = (
  caller: Caller,
  method: string,
  path: string,
  label: string,
  more?: Partial<Pick<Probe, 'body' | 'headers' | 'site'>>,
) => probe(caller, method, path, 'rest', label, more);

function graphqlPost(
  caller: Caller,
  label: string,
  payload: string | Buffer,
  headers?: Record<string, string | null>,
): Probe {
  return probe(caller, 'POST', '/graphql', 'graphql', label, { body: payload, headers });
}

/** Every broken body of BODY_FAULTS sent by `caller` to one route, labelled `<prefix> <fault>`. */
const bodyFaultProbes = (
  caller: Caller,
  method: string,
  path: string,
  prefix: string,
  surface: Surface = 'rest',
) =>
  BODY_FAULTS.map((fault) =>
    probe(caller, method, path, surface, `${prefix} ${fault.name}`, {
      body: fault.body,
      headers: fault.headers,
    }),
  );

/** The REST routes that read a JSON body, each with a valid body and the caller who reaches validation. */
function restWrites(): {
  method: string;
  path: string;
  caller: Caller;
  body: Record<string, unknown>;
  adminOnly?: boolean;
}[] {
  return [
    {
      method: 'POST',
      path: '/api/jobs',
      caller: 'admin',
      body: aJob({}, 'sweep'),
      adminOnly: true,
    },
    {
      method: 'PUT',
      path: '/api/jobs/{JOB}',
      caller: 'admin',
      body: aJob({}, 'sweep'),
      adminOnly: true,
    },
    {
      method: 'POST',
      path: '/api/auth/signup',
      caller: 'anonymous',
      body: { name: 'Sweep', email: 'sweep.rest@example.com', password: 'long-enough-1' },
    },
    {
      method: 'POST',
      path: '/api/auth/login',
      caller: 'anonymous',
      body: { email: '{AN_EMAIL}', password: 'not-the-password', adminOnly: true },
    },
    {
      method: 'POST',
      path: '/api/auth/login/code',
      caller: 'anonymous',
      body: { code: '123456' },
    },
    {
      method: 'POST',
      path: '/api/suggestions',
      caller: 'anonymous',
      body: { suggestion: 'Add dark mode', jobId: '{VIEWED}' },
    },
    {
      method: 'POST',
      path: '/api/courses',
      caller: 'admin',
      body: aCourse({}, 'sweep'),
      adminOnly: true,
    },
    {
      method: 'PUT',
      path: '/api/courses/{COURSE}',
      caller: 'admin',
      body: aCourse({}, 'sweep'),
      adminOnly: true,
    },
    {
      method: 'PUT',
      path: '/api/enrollments/progress/{MODULE}',
      caller: 'customer',
      body: { completed: true },
    },
    {
      method: 'POST',
      path: '/api/create-razorpay-order',
      caller: 'anonymous',
      body: {
        amount: 4000,
        currency: 'INR',
        receipt: 'sweep',
        pdfId: 'react-handwritten-notes',
        email: 'sweep@example.com',
      },
    },
    {
      method: 'POST',
      path: '/api/verify-razorpay-payment',
      caller: 'anonymous',
      body: {
        ...PAYMENT_PROOF,
        razorpay_order_id: '{PDF_ORDER}',
        pdfId: 'react-handwritten-notes',
      },
    },
    { method: 'POST', path: '/api/pay/order', caller: 'customer', body: { courseId: '{COURSE}' } },
    {
      method: 'POST',
      path: '/api/pay/verify',
      caller: 'customer',
      body: { ...PAYMENT_PROOF, razorpay_order_id: '{COURSE_ORDER}', courseId: '{COURSE}' },
    },
  ];
}

/** REST bodies: every field of a valid body bent, and every broken body, for the caller who reaches validation. */
function restBodyProbes(): Probe[] {
  return restWrites().flatMap((w) => {
    const route = `${w.method} ${w.path}`;
    const bent = holesOf(w.body).flatMap((at) =>
      valuesFor(at[at.length - 1]).map((raw) =>
        restProbe(w.caller, w.method, w.path, `${route} ${at.join('.')}`, {
          body: withValue(w.body, at, raw),
        }),
      ),
    );
    // Callers who may not write: refused before the body is read.
    const refused = !w.adminOnly
      ? []
      : (['anonymous', 'customer'] as const).flatMap((caller) =>
          [undefined, ...WRONG_TYPES.slice(0, 4)].map((raw) =>
            restProbe(caller, w.method, w.path, `${route} as ${caller}`, {
              body: withValue(w.body, ['title'], raw),
            }),
          ),
        );
    return [...bent, ...bodyFaultProbes(w.caller, w.method, w.path, route), ...refused];
  });
}

/** Webhooks, never signed by the sweep, and the routes that read a body but no field of it. */
function unsignedAndBodylessProbes(): Probe[] {
  const webhook = '/api/webhooks/razorpay';
  const signatures = [null, '', '0'.repeat(64), 'x'.repeat(5000), '%E0%A4%A'].map((signature) =>
    restProbe('anonymous', 'POST', webhook, 'webhook signature', {
      body: json({ event: 'payment.captured', payload: {} }),
      headers: { 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'x'.repeat(500) },
    }),
  );
  const bodyless = [
    '/api/auth/logout',
    '/api/auth/logout-everywhere',
    '/api/auth/forgot-password',
    '/api/auth/reset-password',
    '/api/auth/change-password',
    '/api/auth/resend-confirmation',
    '/api/auth/confirm-email',
    '/api/auth/change-email',
  ].flatMap((path) => bodyFaultProbes('anonymous', 'POST', path, path.slice(10)));
  return [...bodyFaultProbes('anonymous', 'POST', webhook, 'webhook'), ...signatures, ...bodyless];
}

/** REST ids in the path, as every caller where the caller matters. */
function pathIdProbes(): Probe[] {
  return PATH_IDS.flatMap((id) => [
    restProbe('anonymous', 'POST', `/api/jobs/${id}/view`, 'POST /api/jobs/:id/view'),
    ...CALLERS.flatMap((caller) => [
      restProbe(caller, 'PUT', `/api/jobs/${id}`, `PUT /api/jobs/:id as ${caller}`, {
        body: json(aJob({}, 'sweep')),
      }),
      restProbe(caller, 'DELETE', `/api/jobs/${id}`, `DELETE /api/jobs/:id as ${caller}`),
    ]),
    probe('anonymous', 'GET', `/page-details/${id}`, 'page', 'GET /page-details/:slug', {
      site: 'storefront',
    }),
    restProbe('anonymous', 'GET', `/api/jobs/${id}`, 'GET /api/jobs/:id (no such route)'),
    ...CALLERS.flatMap((caller) => [
      restProbe(caller, 'GET', `/api/courses/${id}`, `GET /api/courses/:id as ${caller}`),
      restProbe(caller, 'PUT', `/api/courses/${id}`, `PUT /api/courses/:id as ${caller}`, {
        body: json(aCourse({}, 'sweep')),
      }),
      restProbe(caller, 'DELETE', `/api/courses/${id}`, `DELETE /api/courses/:id as ${caller}`),
      restProbe(
        caller,
        'GET',
        `/api/enrollments/access/${id}`,
        `GET /api/enrollments/access/:courseId as ${caller}`,
      ),
      restProbe(
        caller,
        'PUT',
        `/api/enrollments/progress/${id}`,
        `PUT /api/enrollments/progress/:moduleId as ${caller}`,
        { body: json({ completed: true }) },
      ),
    ]),
    restProbe('anonymous', 'GET', `/api/downloads/${id}`, 'GET /api/downloads/:token'),
    restProbe(
      'anonymous',
      'GET',
      `/api/pdfs/${id}/thumbnail.svg`,
      'GET /api/pdfs/:id/thumbnail.svg',
      {
        site: 'storefront',
      },
    ),
  ]);
}

/** REST and feed query strings. */
function queryStringProbes(): Probe[] {
  const jobFilters = [
    'q',
    'type',
    'mode',
    'location',
    'maxSalary',
    'minSalary',
    'maxExperience',
    'includeClosed',
    'limit',
    'offset',
    'unknown',
  ].flatMap((name) =>
    queryParams(name).flatMap((query) => [
      restProbe('anonymous', 'GET', `/api/jobs?${query}`, `GET /api/jobs ${name}`),
      probe('anonymous', 'GET', `/jobs.rss?${query}`, 'page', `GET /jobs.rss ${name}`, {
        site: 'storefront',
      }),
    ]),
  );
  const paging = ['limit', 'offset'].flatMap((name) => [
    ...queryParams(name).map((query) =>
      restProbe('admin', 'GET', `/api/suggestions?${query}`, `GET /api/suggestions ${name}`),
    ),
    ...queryParams(name).map((query) =>
      restProbe('customer', 'GET', `/api/courses?${query}`, `GET /api/courses ${name}`),
    ),
  ]);
  const callers = (['anonymous', 'customer'] as const).flatMap((caller) => [
    restProbe(caller, 'GET', '/api/suggestions?limit=-1', `GET /api/suggestions as ${caller}`),
    restProbe(caller, 'GET', '/api/jobs?limit=1e999', `GET /api/jobs as ${caller}`),
  ]);
  return [...jobFilters, ...paging, ...callers];
}

/** Every route of every origin, by site, method, path and what it answers. */
const EVERY_ROUTE: [Site, string, string, Surface][] = [
  ['api', 'GET', '/healthz', 'rest'],
  ['api', 'GET', '/api/jobs', 'rest'],
  ['api', 'GET', '/api/auth/me', 'rest'],
  ['api', 'POST', '/api/auth/logout', 'rest'],
  ['api', 'POST', '/api/auth/logout-everywhere', 'rest'],
  ['api', 'GET', '/api/suggestions', 'rest'],
  ['api', 'GET', '/api/courses', 'rest'],
  ['api', 'GET', '/api/enrollments/my-courses', 'rest'],
  ['api', 'GET', '/api/pdfs', 'rest'],
  ['api', 'GET', '/api/pdfs/mine', 'rest'],
  ['api', 'GET', '/api/admin/stats', 'rest'],
  ['api', 'POST', '/api/jobs/{VIEWED}/view', 'rest'],
  ['storefront', 'GET', '/', 'page'],
  ['storefront', 'GET', '/jobs', 'page'],
  ['storefront', 'GET', '/forgot-password', 'page'],
  ['storefront', 'GET', '/reset-password?token=x', 'page'],
  ['storefront', 'GET', '/confirm-email?token=x', 'page'],
  ['storefront', 'GET', '/page-details/{SLUG}', 'page'],
  ['storefront', 'GET', '/sitemap.xml', 'page'],
  ['storefront', 'GET', '/jobs.rss', 'page'],
  ['storefront', 'GET', '/robots.txt', 'page'],
  ['storefront', 'GET', '/assets/app.js', 'page'],
  ['storefront', 'GET', '/admin/dashboard', 'page'],
  ['admin', 'GET', '/', 'page'],
  ['admin', 'GET', '/admin/dashboard', 'page'],
  ['admin', 'GET', '/assets/admin.js', 'page'],
];

/** Every route with broken headers, a broken query and the methods it does not take. */
function everyRouteProbes(): Probe[] {
  return EVERY_ROUTE.flatMap(([site, method, route, surface]) => {
    const headerFaults = HEADER_FAULTS.map((headers) =>
      probe('anonymous', method, route, surface, `${method} ${route} ${Object.keys(headers)[0]}`, {
        site,
        headers,
      }),
    );
    // (Logouts are sent anonymously: the customer's session serves the rest of the sweep.)
    const caller = /\/logout(-everywhere)?$/.test(route) ? 'anonymous' : 'customer';
    const queries = ['%', '%E0%A4%A', 'a=1&a=2&a[b]=3', `x=${'y'.repeat(8000)}`].map((query) =>
      probe(caller, method, `${route}?${query}`, surface, `${method} ${route} query`, { site }),
    );
    const otherMethods = ['HEAD', 'PATCH', 'OPTIONS', 'DELETE'].map((other) =>
      probe('admin', other, route, surface, `${other} ${route}`, { site }),
    );
    return [...headerFaults, ...queries, ...otherMethods];
  });
}

/** Paths that are not routes, traversal, broken escapes, on every origin. */
function strayPathProbes(): Probe[] {
  return (['api', 'storefront', 'admin'] as const).flatMap((site) =>
    [
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
    ].map((p) =>
      probe('anonymous', 'GET', p, p.startsWith('/api/') ? 'rest' : 'page', `GET ${site} path`, {
        site,
      }),
    ),
  );
}

/** One operation: every variable bent, every caller that matters, an extra variable, and GET. */
function operationProbes(op: (typeof OPERATIONS)[number]): Probe[] {
  const [main, ...others] = op.callers;
  const document = (variables: string) => `{"query":${json(op.doc)},"variables":${variables}}`;
  const bent = holesOf(op.variables).flatMap((at) =>
    valuesFor(at[at.length - 1]).map((raw) =>
      graphqlPost(main, `${op.name} $${at.join('.')}`, document(withValue(op.variables, at, raw))),
    ),
  );
  const asEach = op.callers.map((caller) =>
    graphqlPost(
      caller,
      `${op.name} as ${caller}`,
      json({ query: op.doc, variables: op.variables }),
    ),
  );
  const extra = others.flatMap((caller) =>
    WRONG_TYPES.slice(0, 3).map((raw) =>
      graphqlPost(
        caller,
        `${op.name} as ${caller}`,
        document(withValue({ ...op.variables, extra: 1 }, ['extra'], raw)),
      ),
    ),
  );
  // The same over GET (Apollo answers queries; mutations are refused as 405).
  const search = `query=${encodeURIComponent(op.doc)}&variables=${encodeURIComponent(json(op.variables))}`;
  const overGet = [
    probe(main, 'GET', `/graphql?${search}`, 'graphql', `GET /graphql ${op.name}`, {
      headers: { 'apollo-require-preflight': 'true' },
    }),
    probe(
      main,
      'GET',
      `/graphql?${search}`,
      'graphql',
      `GET /graphql ${op.name} without preflight header`,
    ),
  ];
  return [...bent, ...asEach, ...extra, ...overGet];
}

/** Documents graphql-js and Apollo must refuse, broken bodies, and broken GET query strings. */
function brokenGraphqlProbes(): Probe[] {
  const posted = (['anonymous', 'admin'] as const).flatMap((caller) => [
    ...BAD_DOCUMENTS.map((doc) =>
      graphqlPost(caller, `document ${json(doc).slice(0, 60)}`, json(doc)),
    ),
    ...bodyFaultProbes(caller, 'POST', '/graphql', '/graphql', 'graphql'),
  ]);
  const searches = [
    'query=%E0%A4%A',
    'query=%7B',
    'query={me{id}}&variables={',
    'query={me{id}}&variables=%E0',
    'query={me{id}}&extensions=[',
    'query=a&query=b',
    'query[]=x',
    '',
  ].map((search) =>
    probe('anonymous', 'GET', `/graphql?${search}`, 'graphql', 'GET /graphql broken query string', {
      headers: { 'apollo-require-preflight': 'true' },
    }),
  );
  return [...posted, ...searches];
}

export function buildProbes(): Probe[] {
  return [
    ...restBodyProbes(),
    ...unsignedAndBodylessProbes(),
    ...pathIdProbes(),
    ...queryStringProbes(),
    ...everyRouteProbes(),
    ...strayPathProbes(),
    ...OPERATIONS.flatMap(operationProbes),
    ...brokenGraphqlProbes(),
  ];
}
