import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { NextFunction, Request, Response } from 'express';
import { AppError, InsufficientScopeError } from '../errors';
import type { Context } from '../graphql/context';

/** The realm of the API's bearer challenges (RFC 6750 §3). */
export const BEARER_REALM = 'devjobs';

/** Whether the request sent `Authorization: Bearer …` (an empty one too). */
const sentBearer = (req: Request) =>
  /^bearer(\s|$)/i.test((req.headers.authorization ?? '').trim());

/** RFC 6750's error_description: printable ASCII without quotes or backslashes. */
const description = (message: string) =>
  message.replace(/…/g, '...').replace(/[^\x20\x21\x23-\x5b\x5d-\x7e]/g, '');

/**
 * The WWW-Authenticate challenge of an error answered on the API's own origin (decision 105), or
 * undefined: a bearer that is no live token, `invalid_token` (401); a token without the scope,
 * `insufficient_scope` naming it (403); any other 401 the bare challenge, which says how to
 * authenticate. The storefront's and console's cookie answers carry none.
 */
export function bearerChallenge(error: AppError, req: Request): string | undefined {
  if (req.site !== 'api') return undefined;
  const realm = `Bearer realm="${BEARER_REALM}"`;
  if (error instanceof InsufficientScopeError)
    return `${realm}, error="insufficient_scope", scope="${error.scope}"`;
  if (error.status !== 401) return undefined;
  if (!sentBearer(req)) return realm;
  return `${realm}, error="invalid_token", error_description="${description(error.message)}"`;
}

/**
 * /graphql's answer to a refusal made before GraphQL runs (the bearer token, the token's request
 * quota): the GraphQL error shape, `errors[0].extensions.code`, with the status and headers REST
 * gives. Other errors (a body too large, bad JSON) go on to the origin's error middleware.
 */
export function graphqlRefusals(err: unknown, req: Request, res: Response, next: NextFunction) {
  if (!(err instanceof AppError) || ![401, 403, 429].includes(err.status)) return next(err);
  const challenge = bearerChallenge(err, req);
  if (challenge) res.set('www-authenticate', challenge);
  if (err.retryAfter) res.set('retry-after', String(err.retryAfter));
  const extensions = { code: err.code, ...(err.retryAfter ? { retryAfter: err.retryAfter } : {}) };
  res.status(err.status).json({ errors: [{ message: err.message, extensions }] });
}

/**
 * A GraphQL operation refused for a scope the token lacks answers as REST does: 403 with the
 * `insufficient_scope` challenge naming it (RFC 6750 §3.1), the error's `extensions.scope` too.
 */
export const scopeRefusalStatus: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ errors, response, contextValue }) {
        const refusal = errors
          ?.map((error) => unwrapResolverError(error))
          .find(
            (error): error is InsufficientScopeError => error instanceof InsufficientScopeError,
          );
        if (!refusal || !contextValue.req) return;
        response.http.status = refusal.status;
        const challenge = bearerChallenge(refusal, contextValue.req);
        if (challenge) response.http.headers.set('www-authenticate', challenge);
      },
    };
  },
};
