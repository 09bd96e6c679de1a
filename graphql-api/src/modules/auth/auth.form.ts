import { Router } from 'express';
import type { Config } from '../../config';
import { afterLogin } from '../../contract/after-login';
import { CODE_NEEDED } from '../../contract/two-factor';
import { AppError } from '../../errors';
import {
  answerRefusal,
  formBody,
  formText,
  redirectSent,
  sameOriginForms,
} from '../../http/page-forms';
import type { StorefrontPages } from '../../http/server-render';
import { clientIp, sessionCookie, sessionCookieNames, sessionKindOf } from '../../http/session';
import { readCookie } from '../../lib/cookies';
import type { Services } from '../../services';

/** Refusals shown above the form: no one field is the reason. */
const AS_MESSAGE = ['UNAUTHENTICATED', 'RATE_LIMITED', 'BUSY', 'FORBIDDEN', 'MAIL_OFF'];

/**
 * The storefront's login, signup, password reset, address confirmation and logout forms posted without JavaScript (decision 054), over
 * the same AuthService as GraphQL and REST, its limits and busy shedding included. A password is
 * never written back into a page.
 */
export function authFormRoutes(services: Services, config: Config, pages: StorefrontPages): Router {
  const router = Router();
  const form = [sameOriginForms(config), formBody];

  router.post('/login', ...form, async (req, res) => {
    const values = { email: formText(req, 'email'), next: formText(req, 'next') };
    const session = sessionCookie(req, res, config);
    const from = { ip: clientIp(req), kind: sessionKindOf(req), device: session.device };
    // The second step (decision 064): the code form posts here too, with `step=code`.
    if (formText(req, 'step') === 'code') {
      try {
        const done = await services.auth.secondStep.complete(
          session.pendingSignIn,
          formText(req, 'code'),
          from,
        );
        session.set(done.token, done.device);
      } catch (error) {
        const over = error instanceof AppError && error.code === 'UNAUTHENTICATED';
        return answerRefusal(
          pages,
          req,
          res,
          error,
          { form: over ? 'login' : 'login-code', path: '/login', values: { next: values.next } },
          { code: 'code' },
          AS_MESSAGE,
        );
      }
      return res.redirect(303, afterLogin(values.next));
    }
    try {
      const result = await services.auth.login(
        { email: values.email, password: formText(req, 'password') },
        from,
      );
      if ('challenge' in result) {
        session.startSignIn(result.challenge);
        const outcome = { form: 'login-code', path: '/login', values: { next: values.next } };
        return pages.answerForm(req, res, { ...outcome, message: CODE_NEEDED }, 200);
      }
      session.set(result.token, result.device);
    } catch (error) {
      return answerRefusal(
        pages,
        req,
        res,
        error,
        { form: 'login', path: '/login', values },
        { email: 'email', password: 'password' },
        AS_MESSAGE,
      );
    }
    res.redirect(303, afterLogin(values.next));
  });

  router.post('/signup', ...form, async (req, res) => {
    const values = { name: formText(req, 'name'), email: formText(req, 'email') };
    try {
      await services.auth.signup({ ...values, password: formText(req, 'password') }, clientIp(req));
    } catch (error) {
      return answerRefusal(
        pages,
        req,
        res,
        error,
        { form: 'signup', path: '/signup', values },
        { name: 'name', email: 'email', password: 'password' },
        AS_MESSAGE,
      );
    }
    // As the app does: on to the login form, which says the account was made.
    redirectSent(res, { form: 'signup', path: '/login' }, '/login');
  });

  router.post('/forgot-password', ...form, async (req, res) => {
    const values = { email: formText(req, 'email') };
    try {
      await services.passwordResets.request(values, { ip: clientIp(req), site: 'customer' });
    } catch (error) {
      return answerRefusal(
        pages,
        req,
        res,
        error,
        { form: 'forgot-password', path: '/forgot-password', values },
        { email: 'email' },
        AS_MESSAGE,
      );
    }
    redirectSent(res, { form: 'forgot-password', path: '/forgot-password' });
  });

  // The link's token comes in the form's address (the page's own), as the page was opened.
  router.post('/reset-password', ...form, async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    try {
      await services.passwordResets.reset(
        { token, password: formText(req, 'password') },
        'customer',
      );
    } catch (error) {
      return answerRefusal(
        pages,
        req,
        res,
        error,
        { form: 'reset-password', path: '/reset-password', values: {} },
        { password: 'password' },
        [...AS_MESSAGE, 'BAD_USER_INPUT'],
      );
    }
    // As the app does: on to the login form, which says the password was changed.
    redirectSent(res, { form: 'reset-password', path: '/login' }, '/login');
  });

  // The confirm page's button: the link's token comes in the form's address, as the page was opened.
  router.post('/confirm-email', ...form, async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    try {
      await services.emailConfirmations.confirm(token);
    } catch (error) {
      return answerRefusal(
        pages,
        req,
        res,
        error,
        { form: 'confirm-email', path: '/confirm-email', values: {} },
        {},
        [...AS_MESSAGE, 'BAD_USER_INPUT'],
      );
    }
    redirectSent(res, { form: 'confirm-email', path: '/confirm-email' }, '/confirm-email');
  });

  router.post('/logout', ...form, async (req, res) => {
    await services.auth.logout(
      readCookie(req, sessionCookieNames(sessionKindOf(req), config).session),
    );
    sessionCookie(req, res, config).clear();
    res.redirect(303, '/');
  });

  return router;
}
