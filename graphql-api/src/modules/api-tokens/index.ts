import type { ApiModule } from '../api-module';
import { ApiToken } from './api-token.entity';
import { ApiTokenLimits } from './api-token-limits';
import { ApiLimitsResolver } from './api-limits.resolver';
import { ApiTokenResolver } from './api-token.resolver';
import { ApiTokensService } from './api-token.service';
import { ApiTokens1766450000000 } from './migrations/1766450000000-api-tokens';

declare module '../../services' {
  interface ModuleServices {
    apiTokens: ApiTokensService;
    apiTokenLimits: ApiTokenLimits;
  }
}

/** Integrators' API tokens with scopes (product.md#for-integrators-api-tokens, decision 100). */
export const apiTokens: ApiModule = {
  name: 'api-tokens',
  entities: [ApiToken],
  migrations: [ApiTokens1766450000000],
  resolvers: [ApiTokenResolver, ApiLimitsResolver],
  services: ({ db, clock, config, inTransaction }, { rateLimits }) => ({
    apiTokens: new ApiTokensService(db, clock, inTransaction),
    apiTokenLimits: new ApiTokenLimits(rateLimits, config.apiTokenLimits, config.apiPublicUrl),
  }),
};
