import { Router } from 'express';
import { contactErrors, contactSuggestion } from '../../contract/contact-message';
import { formText, pagePath, postForm } from '../../http/page-forms';
import { clientIp } from '../../http/session';
import type { StorefrontRoutes } from '../api-module';

/**
 * The feedback form under a job and the Contact Us form, posted to their pages without JavaScript
 * (decision 054): the same rules and SuggestionsService as the app's GraphQL, its limits included.
 * Sent: back to the page, which thanks the visitor; refused: the page again with the reasons under
 * the fields and the text kept.
 */
export const suggestionFormRoutes: StorefrontRoutes = (services, config, pages) => {
  const router = Router();
  postForm(router, config, pages, '/page-details/:slug', {
    form: 'suggestion',
    path: pagePath,
    values: (req) => ({ suggestion: formText(req, 'suggestion') }),
    send: async ({ suggestion }, req) => {
      // A job deleted meanwhile: the words are kept without it, as over GraphQL.
      const job = await services.jobs.bySlug(String(req.params.slug));
      await services.suggestions.submit({ suggestion, jobId: job?.id }, clientIp(req));
    },
    shownUnder: { suggestion: 'suggestion', RATE_LIMITED: 'suggestion' },
  });

  postForm(router, config, pages, '/contact', {
    form: 'contact',
    values: (req) => ({
      name: formText(req, 'name'),
      email: formText(req, 'email'),
      message: formText(req, 'message'),
    }),
    send: async (values, req, res) => {
      const errors = contactErrors(values);
      if (Object.keys(errors).length)
        return pages.answerForm(
          req,
          res,
          { form: 'contact', path: '/contact', values, errors },
          400,
        );
      await services.suggestions.submit({ suggestion: contactSuggestion(values) }, clientIp(req));
    },
    // The API names the whole text `suggestion`: to the visitor, that is the message.
    shownUnder: { suggestion: 'message', RATE_LIMITED: 'message' },
  });
  return router;
};
