import { Router } from 'express';
import { requireAdmin } from '../../http/session';
import type { Services } from '../../services';

/** SPEC §7 `GET /api/admin/stats` over the same StatsService as GraphQL: {today, monthly, allTime, totalUsers, timeZone}. */
export function statsRoutes(services: Services): Router {
  const router = Router();

  router.get('/admin/stats', requireAdmin, async (_req, res) => {
    res.json(await services.stats.summary());
  });

  return router;
}
