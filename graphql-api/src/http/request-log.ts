import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { currentRequestId, inRequest, log, scrubbed } from '../lib/log';
import { metrics, routeKindOf } from '../lib/metrics';

/** An incoming X-Request-Id kept as is: a proxy's id (nginx's $request_id, a UUID) fits. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The first middleware of every origin (decision 108): the request's id (the caller's sane
 * X-Request-Id or a new one) answered in X-Request-Id and carried by the logger into everything
 * the request starts; when the answer is done, the request counted and timed by route kind, and at
 * debug level one line about it (without its query string or credentials).
 */
export const requestLog: RequestHandler = (req, res, next) => {
  const given = req.headers['x-request-id'];
  const requestId = typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', requestId);
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const path = req.originalUrl.split('?')[0];
    const kind = routeKindOf(path);
    metrics.requests.observe({ kind, status: `${Math.floor(res.statusCode / 100)}xx` }, seconds);
    if (log.isLevelEnabled('debug')) {
      log.debug(
        {
          requestId,
          method: req.method,
          path: scrubbed(path),
          kind,
          status: res.statusCode,
          ms: Math.round(seconds * 1e4) / 10,
          headers: { ...req.headers },
        },
        'request',
      );
    }
  });
  inRequest(requestId, next);
};

/**
 * Enters the request's scope again: after a body parser, whose stream events run outside it,
 * the handlers after it (and the work they start) would log without the request's id.
 */
export const backInRequest: RequestHandler = (_req, res, next) => {
  const requestId = res.getHeader('X-Request-Id');
  if (typeof requestId === 'string' && currentRequestId() !== requestId) inRequest(requestId, next);
  else next();
};
