import { Router } from 'express';
import { requestViewer } from '../../http/session';
import type { Services } from '../../services';

/** SPEC §7 `GET /api/admin/stats` over the same StatsService as GraphQL: {today, monthly, allTime, totalUsers, timeZone}. */
export function statsRoutes(services: Services): Router {
  const router = Router();

  router.get('/admin/stats', async (req, res) => {
    res.json(await services.stats.summary(requestViewer(req)));
  });

  return router;
}
