import { type Request, type Response, Router } from 'express';
import type { Config } from '../../config';
import { afterLogin } from '../../contract/after-login';
import { CODE_NEEDED } from '../../contract/two-factor';
import { AppError } from '../../errors';
import {
  formBody,
  formHandler,
  formText,
  postForm,
  redirectSent,
  sameOriginForms,
} from '../../http/page-forms';
import type { StorefrontPages } from '../../http/server-render';
import {
  answerSignup,
  clientIp,
  sessionCookie,
  sessionCookieNames,
  sessionKindOf,
} from '../../http/session';
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
  router.post('/login', ...form, loginForm(services, config, pages));

  // Signs the new account in and goes back where the visitor began, as the app does (decision 095).
  postForm(router, config, pages, '/signup', {
    form: 'signup',
    values: (req) => ({
      name: formText(req, 'name'),
      email: formText(req, 'email'),
      next: formText(req, 'next'),
    }),
    send: async ({ name, email }, req, res) => {
      const result = await services.auth.signup(
        { name, email, password: formText(req, 'password') },
        { ip: clientIp(req), kind: sessionKindOf(req) },
      );
      answerSignup(sessionCookie(req, res, config), result);
    },
    shownUnder: { name: 'name', email: 'email', password: 'password' },
    asMessage: AS_MESSAGE,
    sent: toNext,
  });

  postForm(router, config, pages, '/forgot-password', {
    form: 'forgot-password',
    values: (req) => ({ email: formText(req, 'email') }),
    send: (values, req) =>
      services.passwordResets.request(values, { ip: clientIp(req), site: 'customer' }),
    shownUnder: { email: 'email' },
    asMessage: AS_MESSAGE,
  });

  // The link's token comes in the form's address (the page's own), as the page was opened.
  postForm(router, config, pages, '/reset-password', {
    form: 'reset-password',
    values: () => ({}),
    send: (_values, req) =>
      services.passwordResets.reset(
        { token: linkToken(req), password: formText(req, 'password') },
        'customer',
      ),
    shownUnder: { password: 'password' },
    asMessage: [...AS_MESSAGE, 'BAD_USER_INPUT'],
    // As the app does: on to the login form, which says the password was changed.
    sent: (res) => redirectSent(res, { form: 'reset-password', path: '/login' }, '/login'),
  });

  // The confirm page's button: the link's token comes in the form's address, as the page was opened.
  postForm(router, config, pages, '/confirm-email', {
    form: 'confirm-email',
    values: () => ({}),
    send: (_values, req) => services.emailConfirmations.confirm(linkToken(req)),
    shownUnder: {},
    asMessage: [...AS_MESSAGE, 'BAD_USER_INPUT'],
    sent: (res) =>
      redirectSent(res, { form: 'confirm-email', path: '/confirm-email' }, '/confirm-email'),
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

/** After a sign-in or signup: back where the visitor began (decision 095). */
const toNext = (res: Response, values: { next: string }) =>
  res.redirect(303, afterLogin(values.next));

const linkToken = (req: Request) => (typeof req.query.token === 'string' ? req.query.token : '');

/** The login form's two steps: the password, then the code when the account has one (decision 064). */
function loginForm(services: Services, config: Config, pages: StorefrontPages) {
  const signInFrom = (req: Request, res: Response) => {
    const session = sessionCookie(req, res, config);
    return {
      session,
      from: { ip: clientIp(req), kind: sessionKindOf(req), device: session.device },
    };
  };

  // The second step (decision 064): the code form posts to /login too, with `step=code`.
  const codeStep = formHandler(pages, '/login', {
    form: 'login-code',
    values: (req) => ({ next: formText(req, 'next') }),
    send: async (_values, req, res) => {
      const { session, from } = signInFrom(req, res);
      const done = await services.auth.secondStep.complete(
        session.pendingSignIn,
        formText(req, 'code'),
        from,
      );
      session.set(done.token, done.device);
    },
    refusedAs: (error) =>
      error instanceof AppError && error.code === 'UNAUTHENTICATED' ? 'login' : 'login-code',
    shownUnder: { code: 'code' },
    asMessage: AS_MESSAGE,
    sent: toNext,
  });
  const passwordStep = formHandler(pages, '/login', {
    form: 'login',
    values: (req) => ({ email: formText(req, 'email'), next: formText(req, 'next') }),
    send: async (values, req, res) => {
      const { session, from } = signInFrom(req, res);
      const result = await services.auth.login(
        { email: values.email, password: formText(req, 'password') },
        from,
      );
      if (!('challenge' in result)) return session.set(result.token, result.device);
      session.startSignIn(result.challenge);
      const outcome = { form: 'login-code', path: '/login', values: { next: values.next } };
      return pages.answerForm(req, res, { ...outcome, message: CODE_NEEDED }, 200);
    },
    shownUnder: { email: 'email', password: 'password' },
    asMessage: AS_MESSAGE,
    sent: toNext,
  });
  return (req: Request, res: Response) =>
    formText(req, 'step') === 'code' ? codeStep(req, res) : passwordStep(req, res);
}
