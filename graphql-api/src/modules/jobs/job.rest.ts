import { Router, type Request } from 'express';
import { clientIp, requireAdmin } from '../../http/session';
import { firstValue, listValues } from '../../lib/query-params';
import type { Services } from '../../services';
import { JOB_LOCATION_LABELS, JOB_TYPE_LABELS } from './job.enums';
import type { JobFilterInput, JobRecord } from './job.service';

/** The REST shape of a job (SPEC §3): `_id` as well as `id`, and the SPEC labels for type and location. */
export function toJobJson(job: JobRecord) {
  return {
    _id: job.id,
    id: job.id,
    slug: job.slug,
    title: job.title,
    company: job.company,
    description: job.description,
    externalLink: job.externalLink,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    skills: job.skills,
    benefits: job.benefits,
    salary: job.salary,
    salaryMin: job.salaryMin,
    experienceYears: job.experienceYears,
    startDate: job.startDate,
    deadline: job.deadline,
    jobLocation: job.jobLocation ? JOB_LOCATION_LABELS[job.jobLocation] : null,
    jobType: job.jobType ? JOB_TYPE_LABELS[job.jobType] : null,
    thumbnail: job.thumbnail,
    views: job.views,
    isOpen: job.isOpen,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}

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

  // With no parameters: every open job. limit/offset page it; the total is in X-Total-Count.
  router.get('/jobs', async (req, res) => {
    const { jobs, total } = await services.jobs.search(jobFilterFromQuery(req.query), {
      limit: firstValue(req.query, 'limit'),
      offset: firstValue(req.query, 'offset'),
    });
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
