import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { ErrorCode } from '../errors';
import type { Context } from '../graphql/context';
import {
  type Allowance,
  rateLimitField,
  rateLimitPolicyField,
  TokenLimitError,
} from '../modules/api-tokens/api-token-limits';
import type { Services } from '../services';

declare module 'express-serve-static-core' {
  interface Request {
    /** Where the request's API token stands in its quotas (decision 105), as they are counted. */
    tokenAllowances?: Allowance[];
  }
}

/** Notes where the token stands in one quota, for the RateLimit field of its answer. */
function note(req: Request, allowance: Allowance) {
  req.tokenAllowances = [
    ...(req.tokenAllowances ?? []).filter((a) => a.policy !== allowance.policy),
    allowance,
  ];
}

/**
 * Counts a token's request against its per-minute quota before anything else is done (decision
 * 105) and writes the RateLimit-Policy and RateLimit fields on its answer, a refusal's too (429 with
 * Retry-After, by the error middleware of its path). Requests without a token pass untouched.
 */
export function tokenRequestLimit(services: Services) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.apiToken) return next();
    const limits = services.apiTokenLimits;
    res.set('ratelimit-policy', rateLimitPolicyField(limits.figures));
    try {
      note(req, await limits.request(req.apiToken));
    } catch (error) {
      if (error instanceof TokenLimitError) res.set('ratelimit', rateLimitField([error.allowance]));
      throw error;
    }
    res.set('ratelimit', rateLimitField(req.tokenAllowances ?? []));
    next();
  };
}

/**
 * Spends an operation's cost from its token's minute (`costLimit`'s charge): past the quota, a
 * 429 RATE_LIMITED GraphQL error with Retry-After, before any resolver runs. No token: nothing.
 */
export async function chargeTokenCost(cost: number, { services, req }: Context): Promise<void> {
  const token = req?.apiToken;
  if (!token) return;
  try {
    note(req, await services.apiTokenLimits.spend(token, cost));
  } catch (error) {
    if (!(error instanceof TokenLimitError)) throw error;
    note(req, error.allowance);
    const retryAfter = error.retryAfter ?? 1;
    throw new GraphQLError(error.message, {
      extensions: {
        code: 'RATE_LIMITED' satisfies ErrorCode,
        retryAfter,
        http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfter)]]) },
      },
    });
  }
}

/**
 * Reports each operation's cost in `extensions.cost` for every caller, and, on a token's answer,
 * the RateLimit field with both quotas (Apollo's headers replace the one the request limit set).
 * `limit` and `remaining` are the token's minute for a token, the per-request limit otherwise.
 */
export const costReport: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const { cost, req } = contextValue;
        const allowances = req?.tokenAllowances ?? [];
        if (req?.apiToken && allowances.length)
          response.http.headers.set('ratelimit', rateLimitField(allowances));
        if (cost === undefined || response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        result.extensions = {
          ...result.extensions,
          cost: costExtension(cost, contextValue, allowances),
        };
      },
    };
  },
};

function costExtension(cost: number, { services, req }: Context, allowances: Allowance[]) {
  const perRequest = services.apiTokenLimits.figures.costPerRequest;
  const minute = req?.apiToken && allowances.find((a) => a.policy === 'cost');
  if (minute)
    return {
      requested: cost,
      limit: minute.quota,
      remaining: minute.remaining,
      resetSeconds: minute.resetSeconds,
      perRequestLimit: perRequest,
    };
  return { requested: cost, limit: perRequest, remaining: Math.max(0, perRequest - cost) };
}
