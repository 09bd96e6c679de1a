import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import type { Config } from '../config';
import { AppError, ForbiddenError } from '../errors';
import { FORM_STATE_ID, type FormOutcome } from '../contract/form-outcome';
import { jsonForScript } from '../contract/json-for-script';
import { readCookie } from '../lib/cookies';
import { backInRequest } from './request-log';
import { originHost } from './security';
import type { StorefrontPages } from './server-render';

export type { FormOutcome } from '../contract/form-outcome';

/**
 * Forms the storefront's pages post without JavaScript (decision 054): the page's own address takes
 * the form's fields (application/x-www-form-urlencoded), the same service as GraphQL checks and
 * stores them, and the visitor gets a page back. With JavaScript the same forms are sent by the app
 * and never reach these routes.
 */

/**
 * The cookie carrying a sent form's outcome across the redirect after the post (never the text
 * typed: a sent form is empty again), read and cleared by the page it leads to.
 */
const SENT_COOKIE = 'devjobs_form_sent';
const SENT_COOKIE_MAX_AGE_MS = 60_000;
const sentCookieOptions = (path: string) => ({ httpOnly: true, sameSite: 'lax' as const, path });

/**
 * A form's fields: a page form holds a few short texts, never more than 16 KB. Then the request's
 * scope again, which the body's stream events leave (http/request-log.ts).
 */
const formFields = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });
export const formBody: RequestHandler = (req, res, next) =>
  formFields(req, res, (error?: unknown) => (error ? next(error) : backInRequest(req, res, next)));

/**
 * CSRF for page forms: a browser sends Origin with every form post, so a post without one, or from
 * another origin, is refused (the JSON writes' rule in security.ts also lets a missing Origin through,
 * since non-browser clients send none; a page form is only ever posted by a browser).
 */
export function sameOriginForms(config: Config) {
  const allowed = new URL(config.publicUrl).host;
  return (req: Request, _res: Response, next: NextFunction) => {
    const host = originHost(req);
    if (!host || (host !== req.headers.host && host !== allowed))
      return next(new ForbiddenError('Cross-site form posts are not allowed.'));
    next();
  };
}

/** A text field of a posted form ('' when absent or repeated oddly). */
export function formText(req: Request, name: string): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/**
 * After a form was handled: a 303 (so a reload does not post again) to `to`, by default the form's
 * page at the form (the element whose id is the form's name). The page at `outcome.path` then shows
 * the form as sent, once.
 */
export function redirectSent(
  res: Response,
  outcome: { form: string; path: string },
  to = `${outcome.path}#${outcome.form}`,
) {
  res.cookie(SENT_COOKIE, JSON.stringify({ form: outcome.form, path: outcome.path }), {
    ...sentCookieOptions(outcome.path),
    maxAge: SENT_COOKIE_MAX_AGE_MS,
  });
  res.redirect(303, to);
}

/** The path of a request as the browser asked for it (a router mounted on a prefix sees only the rest). */
export const pagePath = (req: Request) =>
  new URL(req.originalUrl, 'http://storefront.invalid').pathname;

/**
 * The sent outcome a GET of `path` carries in its cookie (clearing it: it shows once), or undefined.
 */
export function takeSentOutcome(
  req: Request,
  res: Response,
  path: string,
): FormOutcome | undefined {
  const raw = readCookie(req, SENT_COOKIE);
  if (raw === undefined) return undefined;
  res.clearCookie(SENT_COOKIE, sentCookieOptions(path));
  try {
    const parsed = JSON.parse(raw) as { form?: unknown; path?: unknown };
    if (typeof parsed.form !== 'string' || parsed.path !== path) return undefined;
    return { form: parsed.form, path, sent: true };
  } catch {
    return undefined;
  }
}

/**
 * Answers a post the service refused, with what was typed, by the page again (`pages.answerForm`,
 * the error's status): BAD_USER_INPUT naming a field `shownUnder` maps to a form field shows under
 * it, as does an error code it maps (RATE_LIMITED); the codes in `asMessage` show above the form.
 * Any other error is thrown again. A refusal that says when to come back keeps its Retry-After.
 */
export function answerRefusal(
  pages: StorefrontPages,
  req: Request,
  res: Response,
  error: unknown,
  outcome: { form: string; path: string; values: Record<string, string> },
  shownUnder: Record<string, string>,
  asMessage: string[] = [],
): Promise<void> {
  if (!(error instanceof AppError)) throw error;
  const key = error.code === 'BAD_USER_INPUT' ? error.field : error.code;
  const field = key === undefined ? undefined : shownUnder[key];
  if (!field && !asMessage.includes(error.code)) throw error;
  if (error.retryAfter) res.setHeader('Retry-After', String(error.retryAfter));
  const shown: FormOutcome = field
    ? { ...outcome, errors: { [field]: error.message } }
    : { ...outcome, message: error.message };
  return pages.answerForm(req, res, shown, error.status);
}

/** The <script> carrying `outcome` to the page's app, for the end of its <body>. */
export function formStateScript(outcome: FormOutcome): string {
  return `<script type="application/json" id="${FORM_STATE_ID}">${jsonForScript(outcome)}</script>`;
}

/** One page form's post: what it keeps, what it sends, and where its refusals show. */
export type FormPost<V extends Record<string, string>> = {
  form: string;
  /** The page the form is on; by default the address it posts to. */
  path?: (req: Request) => string;
  /** What was typed that the page shows again when refused (never a password). */
  values: (req: Request) => V;
  /** The one service call; it may answer the page itself (a sign-in's second step). */
  send: (values: V, req: Request, res: Response) => Promise<unknown>;
  shownUnder: Record<string, string>;
  asMessage?: string[];
  /** The form shown when refused, when another than `form`. */
  refusedAs?: (error: unknown) => string;
  /** After sending: by default back to the form on its page, shown as sent (`redirectSent`). */
  sent?: (res: Response, values: V) => void;
};

/** Handles one page form's post: send, then redirect, or the page again with the refusal. */
export function formHandler<V extends Record<string, string>>(
  pages: StorefrontPages,
  route: string,
  spec: FormPost<V>,
) {
  return async (req: Request, res: Response): Promise<void> => {
    const path = spec.path?.(req) ?? route;
    const values = spec.values(req);
    try {
      await spec.send(values, req, res);
    } catch (error) {
      const form = spec.refusedAs?.(error) ?? spec.form;
      const outcome = { form, path, values };
      return answerRefusal(pages, req, res, error, outcome, spec.shownUnder, spec.asMessage);
    }
    if (res.headersSent) return;
    if (spec.sent) spec.sent(res, values);
    else redirectSent(res, { form: spec.form, path });
  };
}

/** Adds a page form's post at `route`, same-origin only (see `sameOriginForms`). */
export function postForm<V extends Record<string, string>>(
  router: Router,
  config: Config,
  pages: StorefrontPages,
  route: string,
  spec: FormPost<V>,
): void {
  router.post(route, sameOriginForms(config), formBody, formHandler(pages, route, spec));
}
