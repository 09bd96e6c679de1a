import { Router } from 'express';
import { restPaging, restBody } from '../../http/rest';
import { clientIp, requestViewer } from '../../http/session';
import type { Services } from '../../services';
import type { SuggestionRecord } from './suggestion.service';

/** The REST shape of a suggestion (product.md#rest-api), with the job it came from. */
export function toSuggestionJson(s: SuggestionRecord) {
  return {
    id: s.id,
    _id: s.id,
    suggestion: s.suggestion,
    createdAt: s.createdAt,
    jobId: s.jobId,
    jobTitle: s.job?.title ?? null,
    jobSlug: s.job?.slug ?? null,
  };
}

/** The suggestion paths (product.md#rest-api) over the same SuggestionsService as GraphQL. */
export function suggestionRoutes(services: Services): Router {
  const router = Router();

  router.post('/suggestions', async (req, res) => {
    const suggestion = await services.suggestions.submit(restBody(req), clientIp(req));
    res
      .status(201)
      .json({ message: 'Thank you for your suggestion!', ...toSuggestionJson(suggestion) });
  });

  // Newest first; limit/offset page it, the total is in X-Total-Count.
  router.get('/suggestions', async (req, res) => {
    const { suggestions, total } = await services.suggestions.search(
      requestViewer(req),
      restPaging(req.query),
    );
    res.setHeader('X-Total-Count', String(total));
    res.json(suggestions.map(toSuggestionJson));
  });

  return router;
}
