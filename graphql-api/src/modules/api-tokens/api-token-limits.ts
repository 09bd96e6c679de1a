import type { Config } from '../../config';
import { RateLimitedError } from '../../errors';
import { QUERY_LIMITS } from '../../graphql/query-limits';
import type { TokenViewer } from '../auth/auth.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';

/** Every per-token quota counts over one minute, aligned to the clock (decision 105). */
export const TOKEN_WINDOW_SECONDS = 60;

/** The two quotas of a token: requests to /graphql and /api, and the summed cost of its GraphQL operations. */
export type TokenPolicy = 'requests' | 'cost';

/** Where a token stands in one quota after a request: what the RateLimit header field says. */
export type Allowance = {
  policy: TokenPolicy;
  /** The quota per window. */
  quota: number;
  /** What is left of it in this window, never below 0. */
  remaining: number;
  /** Seconds until the window closes and the quota is whole again. */
  resetSeconds: number;
};

/** The limits every caller can read (the "For integrators" page, `apiLimits`). */
export type ApiLimits = {
  costPerRequest: number;
  tokenRequestsPerMinute: number;
  tokenCostPerMinute: number;
  windowSeconds: number;
};

/** A token refused by one of its quotas: 429 RATE_LIMITED, Retry-After the window's end. */
export class TokenLimitError extends RateLimitedError {
  constructor(readonly allowance: Allowance) {
    super(
      allowance.policy === 'requests'
        ? `This API token made more than ${allowance.quota.toLocaleString('en-US')} requests this minute; try again in ${allowance.resetSeconds} s.`
        : `This API token's queries cost more than ${allowance.quota.toLocaleString('en-US')} this minute; try again in ${allowance.resetSeconds} s.`,
      allowance.resetSeconds,
    );
  }
}

/**
 * Per-token quotas (decision 105), counted in the database's fixed windows like every other limit
 * (decision 008) so all API instances share them. Anonymous and signed-in callers have none of
 * these: they keep the per-request limits of decision 009 and the per-action limits of 008.
 */
export class ApiTokenLimits {
  private readonly windowMs = TOKEN_WINDOW_SECONDS * 1000;

  constructor(
    private readonly rateLimits: RateLimitService,
    private readonly limits: Config['apiTokenLimits'],
    /** API_PUBLIC_URL: where integrators reach the API. */
    private readonly address: string,
  ) {}

  /** Where the API is and its limits: what the "For integrators" page shows. */
  get guide() {
    return {
      address: this.address,
      explorerAddress: `${this.address}/explorer`,
      limits: this.figures,
    };
  }

  /** The figures integrators read: the same the refusals use. */
  get figures(): ApiLimits {
    return {
      costPerRequest: QUERY_LIMITS.cost,
      tokenRequestsPerMinute: this.limits.requestsPerMinute,
      tokenCostPerMinute: this.limits.costPerMinute,
      windowSeconds: TOKEN_WINDOW_SECONDS,
    };
  }

  /**
   * Counts one request of `token` (before the work, decision 008: a refused one counts too) and
   * answers its allowance, or throws TokenLimitError when it is past the minute's quota.
   */
  async request(token: TokenViewer): Promise<Allowance> {
    const quota = this.limits.requestsPerMinute;
    const { total, resetSeconds } = await this.rateLimits.count(
      `token-requests:${token.id}`,
      this.windowMs,
    );
    const allowance = this.allowance('requests', quota, total, resetSeconds);
    if (total > quota) throw new TokenLimitError(allowance);
    return allowance;
  }

  /**
   * Spends `cost` of `token`'s minute before the operation runs. Past the quota the cost is given
   * back (nothing ran) and TokenLimitError is thrown, so a refused large query leaves the budget
   * for smaller ones.
   */
  async spend(token: TokenViewer, cost: number): Promise<Allowance> {
    const quota = this.limits.costPerMinute;
    const key = `token-cost:${token.id}`;
    if (cost <= 0) return this.costStanding(token);
    const { total, resetSeconds } = await this.rateLimits.count(key, this.windowMs, cost);
    if (total <= quota) return this.allowance('cost', quota, total, resetSeconds);
    await this.rateLimits.refund(key, cost);
    throw new TokenLimitError(this.allowance('cost', quota, total - cost, resetSeconds));
  }

  /** Where `token` stands in its cost quota without spending (an operation that cost nothing). */
  async costStanding(token: TokenViewer): Promise<Allowance> {
    const { total, resetSeconds } = await this.rateLimits.count(
      `token-cost:${token.id}`,
      this.windowMs,
      0,
    );
    return this.allowance('cost', this.limits.costPerMinute, total, resetSeconds);
  }

  private allowance(policy: TokenPolicy, quota: number, used: number, resetSeconds: number) {
    return { policy, quota, remaining: Math.max(0, quota - used), resetSeconds };
  }
}

/** The RateLimit-Policy field (draft-ietf-httpapi-ratelimit-headers): both quotas of every token. */
export function rateLimitPolicyField(figures: ApiLimits): string {
  const w = figures.windowSeconds;
  return `"requests";q=${figures.tokenRequestsPerMinute};w=${w}, "cost";q=${figures.tokenCostPerMinute};qu="query-cost";w=${w}`;
}

/** The RateLimit field: where the token stands in each quota this answer knows of. */
export const rateLimitField = (allowances: Allowance[]): string =>
  allowances.map((a) => `"${a.policy}";r=${a.remaining};t=${a.resetSeconds}`).join(', ');
