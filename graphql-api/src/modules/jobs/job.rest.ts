import { Router, type Request, type Response } from 'express';
import { clientIp, requireAdmin } from '../../http/session';
import { firstValue, listValues } from '../../lib/query-params';
import type { Services } from '../../services';
import type { FullJobList } from './job-list-snapshot';
import { toJobJson } from './job.json';
import type { JobFilterInput } from './job.service';

/**
 * The list filters of GET /api/jobs and /jobs.rss as the service takes them: q, type, mode,
 * maxSalary, minSalary, maxExperience, includeClosed. The service checks the values.
 */
export function jobFilterFromQuery(query: Request['query']): JobFilterInput {
  return {
    q: firstValue(query, 'q'),
    types: listValues(query, 'type'),
    locations: listValues(query, query.mode !== undefined ? 'mode' : 'location'),
    maxSalary: firstValue(query, 'maxSalary'),
    minSalary: firstValue(query, 'minSalary'),
    maxExperience: firstValue(query, 'maxExperience'),
    includeClosed: firstValue(query, 'includeClosed'),
  };
}

/** SPEC §7 job paths over the same JobsService as GraphQL. */
export function jobRoutes(services: Services): Router {
  const router = Router();

  // With no parameters: every open job, from a snapshot built once per change (decision 012).
  // Filters and limit/offset are answered per request; the total is in X-Total-Count.
  router.get('/jobs', async (req, res) => {
    const filter = jobFilterFromQuery(req.query);
    const paging = { limit: firstValue(req.query, 'limit'), offset: firstValue(req.query, 'offset') };
    const full = await services.jobs.fullList(filter, paging);
    if (full) return sendFullList(req, res, full);
    const { jobs, total } = await services.jobs.search(filter, paging);
    res.setHeader('X-Total-Count', String(total));
    res.json(jobs.map(toJobJson));
  });

  router.post('/jobs/:id/view', async (req, res) => {
    const job = await services.jobs.recordView(req.params.id, clientIp(req));
    res.json({ id: job.id, views: job.views });
  });

  router.post('/jobs', requireAdmin, async (req, res) => {
    res.status(201).json(toJobJson(await services.jobs.create(req.body ?? {})));
  });

  router.put('/jobs/:id', requireAdmin, async (req, res) => {
    res.json(toJobJson(await services.jobs.update(req.params.id, req.body ?? {})));
  });

  router.delete('/jobs/:id', requireAdmin, async (req, res) => {
    const id = await services.jobs.delete(req.params.id);
    res.json({ message: 'Job deleted', id });
  });

  return router;
}

/**
 * The prebuilt full list: brotli, gzip or plain bytes by Accept-Encoding, with Content-Encoding set
 * (so a compression middleware leaves it alone), Vary, a weak ETag and 304 to If-None-Match.
 */
function sendFullList(req: Request, res: Response, full: FullJobList) {
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', full.etag);
  res.setHeader('X-Total-Count', String(full.count));
  const wanted = req.get('if-none-match');
  if (wanted && (wanted.trim() === '*' || wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === full.etag.slice(2)))) {
    res.status(304).end();
    return;
  }
  // Ours is the preference among what the client accepts: brotli is the smaller.
  const encoding = req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : 'identity';
  const body = encoding === 'br' ? full.br : encoding === 'gzip' ? full.gzip : full.json;
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(body.length));
  res.end(body);
}
