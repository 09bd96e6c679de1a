import { Router } from 'express';
import { restBody } from '../../http/rest';
import type { Config } from '../../config';
import {
  answerLogin,
  answerSignup,
  clientIp,
  requestViewer,
  sessionCookie,
  sessionKindOf,
} from '../../http/session';
import type { Services } from '../../services';
import { toUserJson } from '../users/user.service';
import { PASSWORD_CHANGED, RESET_ASKED } from '../../contract/password-reset';
import {
  CONFIRMATION_SENT,
  EMAIL_CHANGE_ASKED,
  EMAIL_CONFIRMED,
} from '../../contract/email-confirmation';

/** The authentication paths (product.md#rest-api), over the same AuthService as GraphQL. */
export function authRoutes(services: Services, config: Config): Router {
  const router = Router();

  router.post('/auth/signup', async (req, res) => {
    const result = await services.auth.signup(restBody(req), {
      ip: clientIp(req),
      kind: sessionKindOf(req),
    });
    const user = answerSignup(sessionCookie(req, res, config), result);
    res.status(201).json({ message: 'Account created', user: toUserJson(user) });
  });

  router.post('/auth/login', async (req, res) => {
    const session = sessionCookie(req, res, config);
    const result = await services.auth.login(restBody(req), {
      ip: clientIp(req),
      kind: sessionKindOf(req),
      device: session.device,
    });
    const user = answerLogin(session, result);
    res.json({ message: 'Logged in', isAdmin: user.isAdmin, user: toUserJson(user) });
  });

  // The second step of a sign-in that answered TWO_FACTOR_REQUIRED (decision 064).
  router.post('/auth/login/code', async (req, res) => {
    const session = sessionCookie(req, res, config);
    const { user, token, device } = await services.auth.secondStep.complete(
      session.pendingSignIn,
      restBody<{ code?: unknown }>(req).code,
      { ip: clientIp(req), kind: sessionKindOf(req), device: session.device },
    );
    session.set(token, device);
    res.json({ message: 'Logged in', isAdmin: user.isAdmin, user: toUserJson(user) });
  });

  router.get('/auth/me', (req, res) => {
    const user = services.auth.signedInUser(req.user);
    res.json({ user: toUserJson(user), isAdmin: user.isAdmin });
  });

  router.post('/auth/logout', async (req, res) => {
    await services.auth.logout(req.sessionToken);
    sessionCookie(req, res, config).clear();
    res.json({ message: 'Logged out' });
  });

  router.post('/auth/logout-everywhere', async (req, res) => {
    const ended = await services.auth.signOutEverywhere(requestViewer(req));
    sessionCookie(req, res, config).clear();
    res.json({ message: 'Signed out everywhere', sessionsEnded: ended });
  });

  router.post('/auth/change-password', async (req, res) => {
    const ended = await services.auth.changePassword(
      requestViewer(req),
      restBody(req),
      req.sessionToken,
    );
    res.json({ message: 'Password changed', otherSessionsEnded: ended });
  });

  router.post('/auth/forgot-password', async (req, res) => {
    await services.passwordResets.request(restBody(req), {
      ip: clientIp(req),
      site: sessionKindOf(req),
    });
    res.json({ message: RESET_ASKED });
  });

  router.post('/auth/reset-password', async (req, res) => {
    await services.passwordResets.reset(restBody(req), sessionKindOf(req));
    res.json({ message: PASSWORD_CHANGED });
  });

  router.post('/auth/resend-confirmation', async (req, res) => {
    await services.emailConfirmations.resend(requestViewer(req), clientIp(req));
    res.json({ message: CONFIRMATION_SENT });
  });

  router.post('/auth/confirm-email', async (req, res) => {
    await services.emailConfirmations.confirm(restBody<{ token?: unknown }>(req).token);
    res.json({ message: EMAIL_CONFIRMED });
  });

  router.post('/auth/change-email', async (req, res) => {
    await services.emailConfirmations.requestChange(
      requestViewer(req),
      restBody(req),
      clientIp(req),
    );
    res.json({ message: EMAIL_CHANGE_ASKED });
  });

  return router;
}
