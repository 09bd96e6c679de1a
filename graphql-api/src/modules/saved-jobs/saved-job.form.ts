import { Router } from 'express';
import { afterLogin } from '../../contract/after-login';
import { formBody, formText, sameOriginForms } from '../../http/page-forms';
import { loadSession, requestViewer } from '../../http/session';
import type { StorefrontRoutes } from '../api-module';

/**
 * The bookmark posted without JavaScript (decision 054): save or remove over the same
 * SavedJobsService as GraphQL, then back to the page it was on. Signed out: to sign in, back on the
 * job's page with `?save=1`, where the bookmark is ready (product.md#saved-jobs).
 */
export const savedJobFormRoutes: StorefrontRoutes = (services, config) => {
  const router = Router();
  router.post(
    '/saved-jobs',
    sameOriginForms(config),
    formBody,
    loadSession(services, config),
    async (req, res) => {
      const jobId = formText(req, 'jobId');
      const viewer = requestViewer(req);
      if (!viewer) {
        const job = await services.jobs.byId(jobId);
        const next = job ? `/page-details/${encodeURIComponent(job.slug)}?save=1` : '/jobs';
        return res.redirect(303, `/login?next=${encodeURIComponent(next)}`);
      }
      if (formText(req, 'intent') === 'unsave') await services.savedJobs.unsave(viewer, jobId);
      else await services.savedJobs.save(viewer, jobId);
      res.redirect(303, afterLogin(formText(req, 'next')));
    },
  );
  return router;
};
