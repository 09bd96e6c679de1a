import { Router } from 'express';
import { requestViewer } from '../../http/session';
import type { Services } from '../../services';

/** `GET /api/admin/stats` (product.md#rest-api) over the same StatsService as GraphQL: {today, monthly, allTime, totalUsers, timeZone}. */
export function statsRoutes(services: Services): Router {
  const router = Router();

  router.get('/admin/stats', async (req, res) => {
    res.json(await services.stats.summary(requestViewer(req)));
  });

  return router;
}
