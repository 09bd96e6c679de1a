import { Router } from 'express';
import type { Config } from '../../config';
import {
  answerRefusal,
  formBody,
  formText,
  redirectSent,
  sameOriginForms,
} from '../../http/page-forms';
import type { StorefrontPages } from '../../http/server-render';
import { clientIp } from '../../http/session';
import type { Services } from '../../services';

/**
 * "Email me my downloads" posted to the PDF shop's page without JavaScript (decisions 054, 065):
 * the same PaymentsService call and limits as GraphQL. Sent: back to the page, which shows the one
 * answer; refused: the page again with the reason under the field and the address kept.
 */
export function paymentFormRoutes(
  services: Services,
  config: Config,
  pages: StorefrontPages,
): Router {
  const router = Router();
  router.post('/interview-prep-pdfs', sameOriginForms(config), formBody, async (req, res) => {
    const outcome = { form: 'pdf-downloads', path: '/interview-prep-pdfs' };
    const values = { email: formText(req, 'email') };
    try {
      await services.payments.emailMyDownloads(values, clientIp(req));
    } catch (error) {
      return answerRefusal(
        pages,
        req,
        res,
        error,
        { ...outcome, values },
        {
          email: 'email',
          RATE_LIMITED: 'email',
        },
        ['MAIL_OFF'],
      );
    }
    redirectSent(res, outcome);
  });
  return router;
}
