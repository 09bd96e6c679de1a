import type { ApiModule } from '../api-module';
import { Suggestion } from './suggestion.entity';
import { SuggestionAdminResolver, SuggestionResolver } from './suggestion.resolver';
import { suggestionFormRoutes } from './suggestion.form';
import { suggestionRoutes } from './suggestion.rest';
import { SuggestionsService } from './suggestion.service';

declare module '../../services' {
  interface ModuleServices {
    suggestions: SuggestionsService;
  }
}

/** Visitor feedback, each linked to the job page it came from. */
export const suggestions: ApiModule = {
  name: 'suggestions',
  entities: [Suggestion],
  resolvers: [SuggestionResolver, SuggestionAdminResolver],
  services: ({ db, clock }, { jobs, rateLimits }) => ({
    suggestions: new SuggestionsService(db, clock, jobs, rateLimits),
  }),
  restRoutes: suggestionRoutes,
  storefrontRoutes: suggestionFormRoutes,
};
