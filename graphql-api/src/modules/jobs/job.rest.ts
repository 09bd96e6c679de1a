import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import { preferredEncoding } from '../../http/encoded-response';
import { KeptLists, sendKeptJson } from '../../http/kept-json';
import { recordWriteRoutes, restPaging } from '../../http/rest';
import { clientIp } from '../../http/session';
import { firstValue, listValues } from '../../lib/query-params';
import type { Services } from '../../services';
import type { FullJobList } from './job-list-snapshot';
import { toJobJson } from './job.json';
import type { JobRecord } from './job.rows';
import type { JobFilterInput } from './job.rules';
import { log } from '../../lib/log';

/**
 * The list filters of GET /api/jobs and /jobs.rss as the service takes them: q, type, mode, city,
 * region, maxSalary, minSalary, maxExperience, includeClosed. The service checks the values.
 */
export function jobFilterFromQuery(query: Request['query']): JobFilterInput {
  return {
    q: firstValue(query, 'q'),
    types: listValues(query, 'type'),
    locations: listValues(query, query.mode !== undefined ? 'mode' : 'location'),
    cities: listValues(query, 'city'),
    regions: listValues(query, 'region'),
    maxSalary: firstValue(query, 'maxSalary'),
    minSalary: firstValue(query, 'minSalary'),
    maxExperience: firstValue(query, 'maxExperience'),
    includeClosed: firstValue(query, 'includeClosed'),
  };
}

/** The job paths (product.md#rest-api) over the same JobsService as GraphQL. */
export function jobRoutes(services: Services): Router {
  const router = Router();
  // A page's answer (its bytes, ETag, compressed copies) is made once per page of records the list
  // cache hands out, and goes with them (decisions 035, 050).
  const pages = new KeptLists<JobRecord>((jobs) => JSON.stringify(jobs.map(toJobJson)));

  // A page with `limit`; with no limit, every match streamed a slice at a time; with no parameters,
  // every open job from a snapshot built once per change (decision 012). The total is in X-Total-Count.
  router.get('/jobs', async (req, res) => {
    const list = await services.jobs.restList(jobFilterFromQuery(req.query), {
      ...restPaging(req.query),
      after: firstValue(req.query, 'after'),
    });
    if (list.kind === 'snapshot') return sendFullList(req, res, list.list);
    res.setHeader('X-Total-Count', String(list.total));
    if (list.capped) res.setHeader('X-Total-Count-Capped', 'true');
    if (list.kind === 'page' && list.nextCursor) res.setHeader('X-Next-Cursor', list.nextCursor);
    if (list.kind === 'slices')
      return streamText(res, 'application/json; charset=utf-8', list.slices);
    // What res.json would answer, with the headers it would set (decision 050).
    sendKeptJson(req, res, pages.answer(list.jobs));
  });

  router.post('/jobs/:id/view', async (req, res) => {
    const job = await services.jobs.recordView(req.params.id, clientIp(req));
    res.json({ id: job.id, views: job.views });
  });

  router.post('/jobs/:id/apply-click', async (req, res) => {
    const job = await services.jobs.recordApplyClick(req.params.id, clientIp(req));
    res.json({ id: job.id });
  });

  recordWriteRoutes(router, '/jobs', services.jobs, { toJson: toJobJson, deleted: 'Job deleted' });

  return router;
}

/**
 * The prebuilt full list: the brotli or gzip copy by Accept-Encoding, else the JSON streamed out of
 * the gzip copy (nothing the size of the list is made per request); one weak ETag for all, 304 to it.
 */
async function sendFullList(req: Request, res: Response, full: FullJobList) {
  res.setHeader('X-Total-Count', String(full.count));
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.vary('Accept-Encoding');
  res.setHeader('ETag', full.etag);
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  if (req.fresh) return void res.status(304).end();
  res.setHeader('Content-Length', encoding ? full[encoding].length : full.length);
  if (req.method === 'HEAD') return void res.end();
  if (encoding) return void res.end(full[encoding]);
  await pipeline(Readable.from([full.gzip]), createGunzip(), res).catch(() => res.destroy());
}

/**
 * Writes text as it is read (the jobs list, the sitemap), waiting while the client (or the
 * compression middleware) has enough buffered: memory per request stays at a few slices. A client
 * that hangs up stops the reading. A failure before the first byte is an ordinary error answer;
 * after it the status is sent, so the connection is cut (the client sees a truncated body, not a
 * complete-looking one) and one line is logged.
 */
export async function streamText(
  res: Response,
  contentType: string,
  pieces: AsyncIterable<{ text: string }>,
) {
  let gone = false;
  let wake = () => {};
  // One listener each for the whole answer (the compression middleware moves 'drain' listeners to
  // its zlib stream, where `once` would never remove them).
  res.on('close', () => {
    gone = true;
    wake();
  });
  res.on('drain', () => wake());
  res.setHeader('Content-Type', contentType);
  try {
    for await (const piece of pieces) {
      if (gone) return; // leaving the loop ends the reading
      if (!res.write(piece.text)) await new Promise<void>((resolve) => (wake = resolve));
      if (gone) return;
    }
    res.end();
  } catch (error) {
    if (!res.headersSent) throw error;
    log.error(
      { err: error },
      `GET ${res.req.baseUrl}${res.req.path}: the answer failed after its first bytes; connection closed.`,
    );
    res.destroy();
  }
}
