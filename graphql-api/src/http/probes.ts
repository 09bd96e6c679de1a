import express, { type Express, Router } from 'express';
import type { DataSource } from 'typeorm';
import { log } from '../lib/log';
import { metrics, registry } from '../lib/metrics';
import type { Services } from '../services';

/**
 * `/healthz` (the process answers; no database) and `/readyz` (the database answers a trivial
 * query and no migration is pending) for the orchestrator (decision 108, docs/operations.md):
 * unauthenticated and never cached.
 */
export function probes(db: DataSource): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store').json({ ok: true });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const problem = await readiness(db);
    if (problem) res.status(503).setHeader('Retry-After', '5').json({ ok: false, problem });
    else res.json({ ok: true });
  });
  return router;
}

/** Why the API cannot serve yet, in a line, or undefined when it can. */
async function readiness(db: DataSource): Promise<string | undefined> {
  try {
    await db.query('SELECT 1');
  } catch (error) {
    log.warn({ err: error }, 'readyz: the database does not answer');
    return 'The database does not answer.';
  }
  try {
    if (await db.showMigrations()) return 'Migrations are pending: run `npm run migrate`.';
  } catch (error) {
    log.warn({ err: error }, 'readyz: the migrations could not be read');
    return 'The migrations could not be read.';
  }
  return undefined;
}

/**
 * The metrics endpoint (decision 108), served by `npm start` on METRICS_PORT alone, never on a
 * public origin. The gauges read from the database are read as Prometheus asks; a failed read
 * leaves them as they were and says so in the log.
 */
export function metricsSite(services: Services, db: DataSource): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', async (_req, res) => {
    await readGauges(services, db).catch((error: unknown) =>
      log.warn({ err: error }, 'metrics: the outbox could not be read'),
    );
    res
      .setHeader('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Metrics are at /metrics.\n');
  });
  return app;
}

async function readGauges(services: Services, db: DataSource) {
  poolGauges(db);
  const waiting = await services.mail.waiting();
  metrics.outboxQueued.set(waiting.count);
  metrics.outboxOldest.set(
    waiting.oldest ? Math.max(0, (Date.now() - waiting.oldest.getTime()) / 1000) : 0,
  );
}

/** mysql2's pool as TypeORM keeps it (its own fields: read defensively; SQLite has none). */
type Mysql2Pool = {
  config?: { connectionLimit?: number };
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
};

function poolGauges(db: DataSource) {
  const pool = (db.driver as { pool?: Mysql2Pool }).pool;
  if (!pool?._allConnections) return;
  metrics.dbPool.set({ state: 'limit' }, pool.config?.connectionLimit ?? 0);
  metrics.dbPool.set({ state: 'open' }, pool._allConnections.length);
  metrics.dbPool.set({ state: 'idle' }, pool._freeConnections?.length ?? 0);
  metrics.dbPool.set({ state: 'waiting' }, pool._connectionQueue?.length ?? 0);
}
