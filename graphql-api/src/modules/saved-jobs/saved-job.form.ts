import { jobPath } from '../../contract/job-path';
import { Router } from 'express';
import { afterLogin } from '../../contract/after-login';
import { BadInputError } from '../../errors';
import { formBody, formText, sameOriginForms } from '../../http/page-forms';
import { loadSession, requestViewer } from '../../http/session';
import type { SignedInViewer } from '../auth/auth.service';
import type { StorefrontRoutes } from '../api-module';
import type { SavedJobsService } from './saved-job.service';

/** What a form posted to /saved-jobs may ask (its `intent`; none: save), each one service call. */
const INTENTS: Record<
  string,
  (saved: SavedJobsService, viewer: SignedInViewer, jobId: string, note: string) => Promise<unknown>
> = {
  save: (saved, viewer, jobId) => saved.save(viewer, jobId),
  unsave: (saved, viewer, jobId) => saved.unsave(viewer, jobId),
  applied: (saved, viewer, jobId) => saved.markApplied(viewer, jobId, true),
  unapplied: (saved, viewer, jobId) => saved.markApplied(viewer, jobId, false),
  note: (saved, viewer, jobId, note) => saved.setNote(viewer, jobId, note),
};

/**
 * The saved-job forms posted without JavaScript (decision 054): the bookmark (save or remove), and
 * on /saved Mark applied / Unmark applied, the note and Remove, over the same SavedJobsService as
 * GraphQL, then back to the page they were on (`next`). A bad value is the service's 4xx, nothing
 * changed. Signed out: to sign in, back on the job's page with `?save=1` for the bookmark (where
 * it is ready), back on /saved for the rest (product.md#saved-jobs).
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
      const intent = formText(req, 'intent') || 'save';
      const act = Object.hasOwn(INTENTS, intent) ? INTENTS[intent] : undefined;
      if (!act)
        throw new BadInputError(
          'intent',
          `intent must be one of ${Object.keys(INTENTS).join(', ')}.`,
        );
      const viewer = requestViewer(req);
      if (!viewer) {
        if (intent !== 'save')
          return res.redirect(303, `/login?next=${encodeURIComponent('/saved')}`);
        const job = await services.jobs.byId(jobId);
        const next = job ? `${jobPath(job.slug)}?save=1` : '/jobs';
        return res.redirect(303, `/login?next=${encodeURIComponent(next)}`);
      }
      await act(services.savedJobs, viewer, jobId, formText(req, 'note'));
      res.redirect(303, afterLogin(formText(req, 'next')));
    },
  );
  return router;
};
