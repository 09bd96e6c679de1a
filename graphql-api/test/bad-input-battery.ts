import type { Site } from '../src/app';
import { aCourse } from './courses/course.factory';
import { aJob } from './jobs/job.factory';
import { BAD_DOCUMENTS, BODY_FAULTS, HEADER_FAULTS } from './bad-input-faults';
import { JOB_AND_ACCOUNT_OPERATIONS } from './bad-input-operations';
import { COURSE_AND_ADMIN_OPERATIONS } from './bad-input-operations.courses-admin';
import { EVERY_ROUTE, restWrites } from './bad-input-routes';
import {
  holesOf,
  json,
  PATH_IDS,
  STRAY_PATHS,
  queryParams,
  valuesFor,
  withValue,
  WRONG_TYPES,
} from './bad-input-values';

/**
 * The generated battery of the bad-input sweep (test/bad-input-sweep.test.ts): the requests for
 * every REST route, page and GraphQL operation, built from the values (bad-input-values.ts), the
 * broken requests (bad-input-faults.ts), the operations and the routes. `{JOB}`, `{VIEWED}`,
 * `{SLUG}`, `{AN_EMAIL}`, `{COURSE}`, `{MODULE}`, `{PDF_ORDER}` and `{COURSE_ORDER}` (Razorpay
 * order ids of the customer's open orders) in paths and bodies are filled in by the sender with the
 * test's own data; `{AN_EMAIL}` is the admin's address in the first login probe and another address
 * with no account in each later one, so the per-account login back-off (decision 055) does not
 * answer for validation, as a distinct client address per request keeps the per-address limits out.
 */

export type Caller = 'anonymous' | 'customer' | 'admin';

/** Every operation of schema.graphql, the callers that matter, and valid variables the battery bends. */
export const OPERATIONS = [...JOB_AND_ACCOUNT_OPERATIONS, ...COURSE_AND_ADMIN_OPERATIONS];

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
    restProbe('anonymous', 'POST', `/api/jobs/${id}/apply-click`, 'POST /api/jobs/:id/apply-click'),
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
    'city',
    'region',
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
    STRAY_PATHS.map((p) =>
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
