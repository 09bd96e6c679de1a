import { Router } from 'express';
import { AppError } from '../../errors';
import { clientIp, loadSession, requestViewer } from '../../http/session';
import { looksLikeProgram } from '../../lib/user-agents';
import type { StorefrontRoutes } from '../api-module';

/**
 * Apply Now's link, `/apply/:jobId` on the storefront's origin (product.md#saved-jobs, decision
 * 103): one GET, with or without JavaScript, counts the press, marks the job applied for a
 * signed-in seeker and answers 303 to the job's own stored apply link, never to an address the
 * request names. A closed or unknown job is the storefront's page with 410 or 404, not a redirect.
 * Never cached; robots.txt keeps crawlers out and the link is nofollow.
 */
export const applyNowRoutes: StorefrontRoutes = (services, config, pages) => {
  const router = Router();
  router.get('/apply/:jobId', loadSession(services, config), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    try {
      const target = await services.savedJobs.applyNow(requestViewer(req), req.params.jobId, {
        ip: clientIp(req),
        program: looksLikeProgram(req.get('user-agent')),
      });
      res.redirect(303, target);
    } catch (error) {
      if (!(error instanceof AppError) || (error.status !== 404 && error.status !== 410))
        throw error;
      const page = await pages.page(req);
      if (!page) throw error;
      res.status(error.status).type('html').send(page.html);
    }
  });
  return router;
};
