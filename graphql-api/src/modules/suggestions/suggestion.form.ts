import { Router } from 'express';
import type { Config } from '../../config';
import { contactErrors, contactSuggestion } from '../../contract/contact-message';
import {
  answerRefusal,
  formBody,
  formText,
  pagePath,
  redirectSent,
  sameOriginForms,
} from '../../http/page-forms';
import type { StorefrontPages } from '../../http/server-render';
import { clientIp } from '../../http/session';
import type { Services } from '../../services';

/**
 * The feedback form under a job and the Contact Us form, posted to their pages without JavaScript
 * (decision 054): the same rules and SuggestionsService as the app's GraphQL, its limits included.
 * Sent: back to the page, which thanks the visitor; refused: the page again with the reasons under
 * the fields and the text kept.
 */
export function suggestionFormRoutes(
  services: Services,
  config: Config,
  pages: StorefrontPages,
): Router {
  const router = Router();
  router.post('/page-details/:slug', sameOriginForms(config), formBody, async (req, res) => {
    const path = pagePath(req);
    const values = { suggestion: formText(req, 'suggestion') };
    // A job deleted meanwhile: the words are kept without it, as over GraphQL.
    const job = await services.jobs.bySlug(String(req.params.slug));
    try {
      await services.suggestions.submit(
        { suggestion: values.suggestion, jobId: job?.id },
        clientIp(req),
      );
    } catch (error) {
      return answerRefusal(
        pages,
        req,
        res,
        error,
        { form: 'suggestion', path, values },
        {
          suggestion: 'suggestion',
          RATE_LIMITED: 'suggestion',
        },
      );
    }
    redirectSent(res, { form: 'suggestion', path });
  });

  router.post('/contact', sameOriginForms(config), formBody, async (req, res) => {
    const path = '/contact';
    const values = {
      name: formText(req, 'name'),
      email: formText(req, 'email'),
      message: formText(req, 'message'),
    };
    const errors = contactErrors(values);
    if (Object.keys(errors).length)
      return pages.answerForm(req, res, { form: 'contact', path, values, errors }, 400);
    try {
      await services.suggestions.submit({ suggestion: contactSuggestion(values) }, clientIp(req));
    } catch (error) {
      // The API names the whole text `suggestion`: to the visitor, that is the message.
      return answerRefusal(
        pages,
        req,
        res,
        error,
        { form: 'contact', path, values },
        {
          suggestion: 'message',
          RATE_LIMITED: 'message',
        },
      );
    }
    redirectSent(res, { form: 'contact', path });
  });
  return router;
}
