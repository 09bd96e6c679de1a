import { type Response, Router } from 'express';
import { AppError } from '../../errors';
import {
  formBody,
  formHandler,
  type FormPost,
  formText,
  redirectSent,
  sameOriginForms,
} from '../../http/page-forms';
import { clientIp, loadSession, requestViewer } from '../../http/session';
import { jobFilterFromQuery } from '../jobs/job.service';
import { html } from '../../lib/html-text';
import { plainPage } from '../../http/plain-page';
import type { StorefrontRoutes } from '../api-module';
import type { Services } from '../../services';

/** The words of each mailed link's page: what it asks, what it did. */
const PAGES = {
  unsubscribe: {
    title: 'Stop this job alert?',
    ask: 'You will get no more mail from this alert. Other alerts keep mailing.',
    button: 'Stop this alert',
    done: 'This job alert is stopped: it will mail you nothing more.',
  },
  confirm: {
    title: 'Start this job alert?',
    ask: 'DevJobs will mail this address new jobs matching the search it was asked for.',
    button: 'Start my job alert',
    done: 'Your job alert is on: new matching jobs will come by mail.',
  },
} as const;

type Kind = keyof typeof PAGES;

/**
 * The pages of an alert mail's links (product.md#job-alerts), plain HTML that works without
 * JavaScript and without signing in: GET asks with a button (a mail scanner opening the link
 * changes nothing), its POST acts. The unsubscribe address also takes the one-click POST of mail
 * apps (RFC 8058: body `List-Unsubscribe=One-Click`), from any origin: the token is the proof.
 */
export const jobAlertLinkPages: StorefrontRoutes = (services) => {
  const router = Router();
  for (const kind of Object.keys(PAGES) as Kind[]) {
    const path = `/alerts/${kind}`;
    router.get(path, async (req, res) => {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const state = await services.jobAlerts.linkState(token);
      if (state !== 'VALID') return page(res, 400, kind, refusal(state));
      page(res, 200, kind, null, token);
    });
    router.post(path, formBody, async (req, res) => {
      const token = typeof req.query.token === 'string' ? req.query.token : formText(req, 'token');
      try {
        await act(services, kind, token);
      } catch (error) {
        if (error instanceof AppError && error.status < 500)
          return page(res, error.status, kind, error.message);
        throw error;
      }
      page(res, 200, kind, PAGES[kind].done);
    });
  }
  return router;
};

async function act(services: Services, kind: Kind, token: string): Promise<void> {
  if (kind === 'unsubscribe') await services.jobAlerts.unsubscribe(token);
  else await services.jobAlerts.confirm(token);
}

function refusal(state: string): string {
  if (state === 'USED') return 'This link was used already.';
  if (state === 'EXPIRED') return 'This link has expired.';
  return 'This link is not valid.';
}

/** The page: the question and its button, or what happened (`said`). */
function page(res: Response, status: number, kind: Kind, said: string | null, token = '') {
  const words = PAGES[kind];
  const body = said
    ? `<p role="status">${html(said)}</p><p><a href="/jobs">Browse jobs</a></p>`
    : `<p>${html(words.ask)}</p>
<form method="post" action="/alerts/${kind}">
<input type="hidden" name="token" value="${html(token)}">
<button type="submit">${html(words.button)}</button>
</form>`;
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(plainPage(words.title, body));
}

/**
 * "Email me jobs like these" posted to /jobs without JavaScript (decision 054): the filters are
 * the page's address (the list's own query parameters), the alert is made by the same service call
 * as GraphQL's, and the visitor is back on the same list, the form shown as sent.
 */
export const jobAlertPageForm: StorefrontRoutes = (services, config, pages) => {
  const router = Router();
  const spec: FormPost<{ email: string; frequency: string }> = {
    form: 'job-alert',
    path: () => '/jobs',
    values: (req) => ({ email: formText(req, 'email'), frequency: formText(req, 'frequency') }),
    send: ({ email, frequency }, req) =>
      services.jobAlerts.create(
        requestViewer(req),
        { filter: jobFilterFromQuery(req.query), frequency, email },
        clientIp(req),
      ),
    shownUnder: { email: 'email', RATE_LIMITED: 'email' },
    asMessage: ['BAD_USER_INPUT', 'MAIL_OFF'],
    sent: (res) => {
      const query = new URL(res.req.originalUrl, 'http://storefront.invalid').search;
      redirectSent(res, { form: 'job-alert', path: '/jobs' }, `/jobs${query}#job-alert`);
    },
  };
  router.post(
    '/jobs',
    sameOriginForms(config),
    formBody,
    loadSession(services, config),
    formHandler(pages, '/jobs', spec),
  );
  return router;
};
