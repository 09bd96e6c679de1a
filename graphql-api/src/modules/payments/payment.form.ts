import { Router } from 'express';
import { formText, postForm } from '../../http/page-forms';
import { clientIp } from '../../http/session';
import type { StorefrontRoutes } from '../api-module';

/**
 * "Email me my downloads" posted to the PDF shop's page without JavaScript (decisions 054, 065):
 * the same PaymentsService call and limits as GraphQL. Sent: back to the page, which shows the one
 * answer; refused: the page again with the reason under the field and the address kept.
 */
export const paymentFormRoutes: StorefrontRoutes = (services, config, pages) => {
  const router = Router();
  postForm(router, config, pages, '/interview-prep-pdfs', {
    form: 'pdf-downloads',
    values: (req) => ({ email: formText(req, 'email') }),
    send: (values, req) => services.payments.emailMyDownloads(values, clientIp(req)),
    shownUnder: { email: 'email', RATE_LIMITED: 'email' },
    asMessage: ['MAIL_OFF'],
  });
  return router;
};
