import type { NextFunction, Request, Response, Router } from 'express';
import { type AppError, DatabaseUnavailableError, toAppError } from '../errors';
import { plainPage } from './plain-page';
import type { RecordWrites } from '../graphql/record-writes';
import { firstValue } from '../lib/query-params';
import { bearerChallenge } from './bearer-challenge';
import { requestViewer } from './session';

/*
 * The REST shim's two shared rules (docs/api-contract.md documents them for integrators).
 *
 * Errors: every error answers its status with `{message, code, field?}` (the codes of errors.ts),
 * and a Retry-After header when the error gives one (BUSY, decision 045), mapped once, by `errorHandler`, the last middleware of every origin. The payment paths add what
 * checkout reads there: POST /api/create-razorpay-order and POST /api/pay/order also carry
 * `error` (the message), POST /api/verify-razorpay-payment and POST /api/pay/verify also carry
 * `success: false` (product.md#rest-api). A module declares such paths in `restErrorBodies`.
 *
 * Paging: a list that grows (GET /api/jobs, /api/courses, /api/suggestions) is newest first and
 * takes `limit`, a whole number from 0 to 100, and `offset`, from 0 to 1,000,000 (0 when not
 * given); without `limit` it answers every item from `offset` on. The total of all pages is in
 * the X-Total-Count header. A bad value is a 400 BAD_USER_INPUT naming `limit` or `offset`; of a
 * repeated parameter the first counts. Routes read both with `restPaging`, services check them
 * with `offsetPaging` (lib/paging.ts). Lists bounded by nature (the PDF catalogue, a buyer's own
 * courses and PDFs) are answered whole.
 */

/** `limit` and `offset` of a list route's query string, as the services' `offsetPaging` takes them. */
export const restPaging = (query: Request['query']) => ({
  limit: firstValue(query, 'limit'),
  offset: firstValue(query, 'offset'),
});

/** What an error answer adds, given its message, on one path: keyed `METHOD /path` under /api. */
export type RestErrorBodies = Record<string, (message: string) => Record<string, unknown>>;

/** The error answer's body: `{message, code, field?}`. */
function errorJson(error: AppError) {
  return {
    message: error.message,
    code: error.code,
    ...(error.field ? { field: error.field } : {}),
  };
}

/**
 * The last middleware of an origin: every error becomes `{message, code, field?}` with its status,
 * plus what `bodies` adds on its path (case and a trailing slash ignored, as routes match).
 */
export function errorHandlerWith(bodies: RestErrorBodies = {}) {
  const extras = new Map(
    Object.entries(bodies).map(([key, extra]) => {
      const [method, path] = key.split(' ');
      return [`${method} /api${path}`.toLowerCase(), extra];
    }),
  );
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const error = toAppError(err);
    if (res.headersSent) return;
    if (error instanceof DatabaseUnavailableError && asksForPage(req))
      return void res
        .status(error.status)
        .set({ 'retry-after': String(error.retryAfter), 'cache-control': 'no-store' })
        .type('html')
        .send(UNAVAILABLE_PAGE);
    const path = (req.originalUrl.split('?')[0] || '/').replace(/(.)\/+$/, '$1');
    const extra = extras.get(`${req.method} ${path}`.toLowerCase());
    if (error.retryAfter) res.set('retry-after', String(error.retryAfter));
    const challenge = bearerChallenge(error, req);
    if (challenge) res.set('www-authenticate', challenge);
    res.status(error.status).json({ ...errorJson(error), ...extra?.(error.message) });
  };
}

/** A visitor's page on the storefront (not /api, /graphql or a file): it is answered as a page. */
const asksForPage = (req: Request) =>
  req.site === 'storefront' &&
  (req.method === 'GET' || req.method === 'HEAD') &&
  !/^\/(api|graphql)(\/|$|\?)/.test(req.originalUrl) &&
  req.accepts(['html', 'json']) === 'html';

/** What a visitor's page is while the database cannot be reached and no kept copy exists (decision 110). */
const UNAVAILABLE_PAGE = plainPage(
  "We can't reach our database",
  '<p role="status">Pages you opened before still work. Try this one again in a minute.</p><p><a href="/jobs">Browse jobs</a></p>',
);

/** The error middleware of servers without such paths (the payment sandbox's). */
export const errorHandler = errorHandlerWith();

/**
 * A write's JSON body, handed to a service as its input type: the service checks every field
 * itself, as it does for GraphQL (CONTRIBUTING.md#rules), so this is the one place REST trusts the
 * shape. An absent body is `{}`, so a missing field gets its own message.
 */
export const restBody = <T>(req: Request): T => ((req.body as unknown) ?? {}) as T;

/**
 * A record kind's staff writes at `path` (product.md#rest-api): POST `path` (201) and PUT
 * `path/:id` answer the record as `toJson` writes it, DELETE `path/:id` answers `{message, id}`.
 */
export function recordWriteRoutes<Written, Input>(
  router: Router,
  path: string,
  writes: RecordWrites<Written, Input>,
  answer: { toJson: (record: Written) => unknown; deleted: string },
): void {
  router.post(path, async (req, res) => {
    const record = await writes.create(requestViewer(req), restBody<Input>(req));
    res.status(201).json(answer.toJson(record));
  });

  router.put(`${path}/:id`, async (req, res) => {
    const record = await writes.update(requestViewer(req), req.params.id, restBody<Input>(req));
    res.json(answer.toJson(record));
  });

  router.delete(`${path}/:id`, async (req, res) => {
    const id = await writes.delete(requestViewer(req), req.params.id);
    res.json({ message: answer.deleted, id });
  });
}
