import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildSchema as schemaFromSdl } from 'graphql';
import { Session } from '../src/modules/auth/session.entity';
import { Course } from '../src/modules/courses/course.entity';
import { aCourse } from './courses/course.factory';
import { Job } from '../src/modules/jobs/job.entity';
import { PaymentOrder } from '../src/modules/payments/payment.entity';
import { aJob } from './jobs/job.factory';
import { Suggestion } from '../src/modules/suggestions/suggestion.entity';
import { User } from '../src/modules/users/user.entity';
import { buildProbes, OPERATIONS, type Caller, type Probe } from './bad-input-battery';
import { tempFiles, useTestApp } from './harness';
import { SYSTEM } from '../src/modules/auth/auth.service';

/**
 * The bad-input sweep: every REST route, page and GraphQL operation is sent a generated
 * battery of bad input (wrong types, blanks, 100 KB text, control and bidi characters, injection
 * strings, broken %-escapes, bad numbers, cursors and enums, broken bodies and documents) as the
 * callers that matter. The API must answer each one as the client's error: never 5xx, errors in
 * our JSON shape, no stack, SQL or path in any body, and nothing written by a refused request.
 */

const PROBES = buildProbes();

// ---------------------------------------------------------------- the app and a raw sender

const APP_HTML =
  '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>DevJobs</title></head><body><div id="root"></div></body></html>\n';

const dists = ['app.js', 'admin.js'].map((script) =>
  tempFiles('sweep', {
    'index.html': APP_HTML,
    [`assets/${script}`]: `console.log(${JSON.stringify(script)});\n`.repeat(200),
  }),
);
const { t, admin } = useTestApp({ env: { STOREFRONT_DIST: dists[0], ADMIN_DIST: dists[1] } });
const fills: Record<string, string> = {};
const cookies: Record<Caller, string | undefined> = {
  anonymous: undefined,
  customer: undefined,
  admin: undefined,
};
const before = {
  jobs: 0,
  suggestions: 0,
  users: 0,
  sessions: 0,
  courses: 0,
  orders: 0,
  paidOrders: 0,
};

beforeAll(async () => {
  const customer = await t.signIn('user');
  cookies.admin = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  cookies.customer = [...customer.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const [edited, viewed] = [
    await t.services.jobs.create(SYSTEM, aJob({ title: 'Sweep Edited Job' })),
    await t.services.jobs.create(SYSTEM, aJob({ title: 'Sweep Viewed Job' })),
  ];
  await t.services.jobs.create(SYSTEM, aJob({ title: 'Sweep Other Job' }));
  const course = await t.services.courses.create(SYSTEM, aCourse({}, 'sweep'));
  const pdfOrder = await customer.post('/api/create-razorpay-order', {
    amount: 4000,
    currency: 'INR',
    receipt: 'sweep',
    pdfId: 'react-handwritten-notes',
  });
  const courseOrder = await customer.post('/api/pay/order', { courseId: course.id });
  Object.assign(fills, {
    '{JOB}': edited.id,
    '{VIEWED}': viewed.id,
    '{SLUG}': encodeURIComponent(viewed.slug),
    '{AN_EMAIL}': admin.email,
    '{COURSE}': course.id,
    '{MODULE}': course.modules[0].id,
    '{PDF_ORDER}': pdfOrder.body.id,
    '{COURSE_ORDER}': courseOrder.body.order.id,
  });
  Object.assign(before, await counts());
});
afterAll(() => agent.destroy());

async function counts() {
  return {
    jobs: await t.db.getRepository(Job).count(),
    suggestions: await t.db.getRepository(Suggestion).count(),
    users: await t.db.getRepository(User).count(),
    sessions: await t.db.getRepository(Session).count(),
    courses: await t.db.getRepository(Course).count(),
    orders: await t.db.getRepository(PaymentOrder).count(),
    paidOrders: await t.db.getRepository(PaymentOrder).countBy({ status: 'paid' }),
  };
}

type Answer = { probe: Probe; status: number; contentType: string; text: string };

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
let adminEmailUsed = false;
/** The test's data in a probe; `{AN_EMAIL}`: the admin's the first time, then an address of no account (`n`). */
const fill = (text: string, n: number) =>
  text.replace(/\{(JOB|VIEWED|SLUG|AN_EMAIL|COURSE|MODULE|PDF_ORDER|COURSE_ORDER)\}/g, (m) => {
    if (m !== '{AN_EMAIL}') return fills[m];
    if (adminEmailUsed) return `nobody.${n}@example.com`;
    adminEmailUsed = true;
    return fills[m];
  });
/** A distinct client address per request, so per-address rate limits do not answer for validation. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function decode(body: Buffer, encoding: string | undefined): string {
  try {
    if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
    if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
    if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  } catch {
    return `<undecodable ${encoding} body>`;
  }
  return body.toString('utf8');
}

/** One request as sent, byte for byte (node:http keeps broken escapes and `..` in the path). */
function send(probe: Probe, n: number): Promise<Answer> {
  const { port } = new URL(t.url[probe.site]);
  const body = typeof probe.body === 'string' ? Buffer.from(fill(probe.body, n)) : probe.body;
  const headers: Record<string, string | null> = {
    'x-forwarded-for': addressOf(n),
    ...(cookies[probe.caller] ? { cookie: cookies[probe.caller]! } : {}),
    ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
    ...probe.headers,
  };
  const sent = Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: probe.method,
        path: fill(probe.path, n),
        headers: sent,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            probe,
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: decode(Buffer.concat(chunks), res.headers['content-encoding']),
          }),
        );
        res.on('error', (e) =>
          resolve({ probe, status: 0, contentType: '', text: `response failed: ${e.message}` }),
        );
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', (e) =>
      resolve({ probe, status: 0, contentType: '', text: `request failed: ${e.message}` }),
    );
    req.end(body);
  });
}

// ---------------------------------------------------------------- what every answer must be

const parse = (text: string): any => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const LEAKS: [string, RegExp][] = [
  ['a stack trace', /^\s+at .+\(.*:\d+:\d+\)|\n\s+at | {4}at /m],
  [
    'SQL',
    /SELECT |INSERT INTO|UPDATE `|DELETE FROM|\bER_[A-Z_]+|SQLITE_|SQL syntax|QueryFailedError|no such (column|table)/,
  ],
  ['an internal path', /\/node_modules\/|graphql-api\/src|\/work\/|\/home\//],
  ['a file of the server', /root:x:0:0|"devDependencies"/],
];

/** The problems of one answer: a 5xx, an error not in our shape, a leak. */
function problemsOf(a: Answer): string[] {
  const problems: string[] = [];
  if (a.status >= 500 || a.status === 0) problems.push(`status ${a.status}`);
  for (const [what, pattern] of LEAKS) if (pattern.test(a.text)) problems.push(`leaks ${what}`);
  if (a.probe.method === 'HEAD' || (a.status < 400 && a.probe.surface !== 'graphql'))
    return problems;
  const body = parse(a.text);
  if (a.probe.surface === 'graphql' && Array.isArray(body?.errors)) {
    if (
      !body.errors.every(
        (e: any) => typeof e?.message === 'string' && typeof e?.extensions?.code === 'string',
      )
    )
      problems.push('a GraphQL error without extensions.code');
    if (body.errors.some((e: any) => e?.extensions?.code === 'INTERNAL_SERVER_ERROR'))
      problems.push('INTERNAL_SERVER_ERROR');
    return problems;
  }
  if (a.status < 400) return problems;
  // A job page that does not exist is the storefront's HTML "not found" page (for people and crawlers).
  if (
    a.probe.site === 'storefront' &&
    fill(a.probe.path, 0).startsWith('/page-details/') &&
    a.status === 404 &&
    a.contentType.startsWith('text/html')
  )
    return problems;
  if (typeof body?.message !== 'string' || typeof body?.code !== 'string')
    problems.push('an error that is not {message, code}');
  return problems;
}

const describeAnswer = (a: Answer) =>
  `${a.status} ${a.probe.caller} ${a.probe.method} ${fill(a.probe.path, 0).slice(0, 100)} [${a.probe.label.slice(0, 100)}] → ${a.text.replace(/\s+/g, ' ').slice(0, 200)}`;

function histogram(list: Answer[]): Record<string, number> {
  const by: Record<string, number> = {};
  for (const a of list) by[a.status] = (by[a.status] ?? 0) + 1;
  return by;
}

// ---------------------------------------------------------------- the sweep

let sweeping: Promise<Answer[]> | undefined;
/**
 * Sends the whole battery, eight requests at a time, once per file: every test below that reads the
 * answers awaits this, so any one of them run alone (`-t`) sweeps and checks real answers.
 */
function sweep(): Promise<Answer[]> {
  sweeping ??= (async () => {
    const answers: Answer[] = [];
    const started = Date.now();
    let next = 0;
    const worker = async () => {
      while (next < PROBES.length) {
        const n = next++;
        answers[n] = await send(PROBES[n], n);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    // The sweep's figures, printed per database.
    console.log(
      `bad-input sweep on ${process.env.TEST_DB}: ${answers.length} requests in ${seconds} s; statuses ${JSON.stringify(histogram(answers))}`,
    );
    return answers;
  })();
  return sweeping;
}
/** Long enough for the sweep, whichever test starts it. */
const SWEEP_TIMEOUT = 180_000;

describe(`the bad-input sweep (${PROBES.length} requests over every REST route, page and GraphQL operation)`, () => {
  test(
    'every bad request is answered as the client’s error: no 5xx, no INTERNAL_SERVER_ERROR, nothing logged',
    async () => {
      const answers = await sweep();
      const failed = answers.filter(
        (a) => a.status >= 500 || a.status === 0 || problemsOf(a).includes('INTERNAL_SERVER_ERROR'),
      );
      expect({ requests: answers.length, failed: failed.map(describeAnswer) }).toEqual({
        requests: PROBES.length,
        failed: [],
      });
    },
    SWEEP_TIMEOUT,
  );

  test(
    'every error is JSON {message, code} (GraphQL: errors with extensions.code), except the HTML page of an unknown job',
    async () => {
      const answers = await sweep();
      const wrong = answers.filter((a) =>
        problemsOf(a).some((p) => p.startsWith('an error') || p.startsWith('a GraphQL error')),
      );
      expect(wrong.map((a) => `${problemsOf(a).join(', ')}: ${describeAnswer(a)}`)).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  test(
    'no answer shows a stack trace, SQL, a server path or a server file',
    async () => {
      const answers = await sweep();
      const leaking = answers.filter((a) => problemsOf(a).some((p) => p.startsWith('leaks')));
      expect(leaking.map((a) => `${problemsOf(a).join(', ')}: ${describeAnswer(a)}`)).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  test(
    'most requests reach validation: rate limits answer only a few',
    async () => {
      const answers = await sweep();
      const limited = answers.filter((a) => a.status === 429);
      expect({
        rateLimited: limited.length,
        examples: limited.slice(0, 3).map(describeAnswer),
      }).toEqual({ rateLimited: expect.any(Number), examples: expect.any(Array) });
      expect(limited.length).toBeLessThan(answers.length * 0.02);
    },
    SWEEP_TIMEOUT,
  );

  test(
    'nothing is written by a refused request: jobs, suggestions, accounts, sessions, courses and orders grew only by what was accepted; nothing was paid',
    async () => {
      const answers = await sweep();
      const accepted = (pattern: RegExp, gqlField?: string) =>
        answers.filter((a) => {
          if (
            a.status < 200 ||
            a.status > 299 ||
            !pattern.test(
              `${a.probe.method} ${a.probe.path} ${typeof a.probe.body === 'string' ? a.probe.body : ''}`,
            )
          )
            return false;
          if (a.probe.surface !== 'graphql') return true;
          return Boolean(gqlField && parse(a.text)?.data?.[gqlField]);
        }).length;
      const created = accepted(/^POST \/api\/jobs /) + accepted(/createJob/, 'createJob');
      const deleted = accepted(/^DELETE \/api\/jobs\//) + accepted(/deleteJob/, 'deleteJob');
      const suggested =
        accepted(/^POST \/api\/suggestions /) + accepted(/submitSuggestion/, 'submitSuggestion');
      // A taken address is answered as a new one and stores nothing (decision 055): accounts grow
      // by the addresses that were new.
      const signedUp = new Set(
        answers
          .filter(
            (a) =>
              a.status >= 200 &&
              a.status <= 299 &&
              (`${a.probe.method} ${a.probe.path}` === 'POST /api/auth/signup' ||
                (a.probe.surface === 'graphql' && Boolean(parse(a.text)?.data?.signup))),
          )
          .map((a) => {
            const sent = parse(typeof a.probe.body === 'string' ? a.probe.body : '{}');
            return String(sent?.email ?? sent?.variables?.input?.email ?? '')
              .trim()
              .toLowerCase();
          }),
      ).size;
      const loggedIn = accepted(/^POST \/api\/auth\/login /) + accepted(/login\(/, 'login');
      const courses =
        accepted(/^POST \/api\/courses /) + accepted(/createCourse\(/, 'createCourse');
      const orders = accepted(/^POST \/api\/(create-razorpay-order|pay\/order) /);
      expect(deleted).toBe(0); // the sweep only deletes ids that are not jobs
      expect(loggedIn).toBe(0); // and never knows a password
      expect(await counts()).toEqual({
        jobs: before.jobs + created,
        suggestions: before.suggestions + suggested,
        users: before.users + signedUp,
        // Signup signs the new account in (decision 095): a session per account made.
        sessions: before.sessions + signedUp,
        courses: before.courses + courses,
        orders: before.orders + orders,
        paidOrders: 0,
      });
    },
    SWEEP_TIMEOUT,
  );

  test('the sweep covers every query and mutation of schema.graphql', () => {
    const schema = schemaFromSdl(
      fs.readFileSync(path.join(__dirname, '..', '..', 'schema.graphql'), 'utf8'),
    );
    const operations = [
      ...Object.keys(schema.getQueryType()!.getFields()),
      ...Object.keys(schema.getMutationType()!.getFields()),
    ].sort();
    expect(OPERATIONS.map((op) => op.name).sort()).toEqual(operations);
  });
});

describe('defects the sweep found', () => {
  test('a request no route takes (PATCH /healthz, an unknown path on the API origin) is a JSON 404, not Express’s HTML page', async () => {
    for (const [site, method, url] of [
      ['api', 'PATCH', '/healthz'],
      ['api', 'GET', '/%zz'],
      ['storefront', 'DELETE', '/jobs'],
      ['admin', 'OPTIONS', '/admin/dashboard'],
    ] as const) {
      const reply = await t.client(site).request(method, url);
      expect({ url, status: reply.status, body: reply.body }).toEqual({
        url,
        status: 404,
        body: { message: 'No such route.', code: 'NOT_FOUND' },
      });
    }
  });

  test('a persisted query of an unknown version, or whose hash does not match its text, is the client’s 400 BAD_REQUEST, not a logged 500', async () => {
    for (const extensions of [
      { persistedQuery: { version: 2, sha256Hash: 'abc' } },
      { persistedQuery: { version: 1, sha256Hash: 'abc' } },
    ]) {
      const reply = await t.client().post('/graphql', { query: '{ me { id } }', extensions });
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual([
        { message: expect.any(String), extensions: { code: 'BAD_REQUEST' } },
      ]);
    }
  });
});
