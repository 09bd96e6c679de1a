import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What the process counts for Prometheus (decision 108, docs/operations.md), served on METRICS_PORT
 * only. One registry per process, as each process is scraped on its own: counters here hold no
 * data another API process would need, and the gauges read from the database are set by the
 * metrics endpoint just before it answers (http/probes.ts).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'devjobs_' });

/** Where a request went: a rendered or kept page, GraphQL, the REST API, a file, or a probe. */
export type RouteKind = 'page' | 'graphql' | 'rest' | 'static' | 'probe';

export const metrics = {
  requests: new Histogram({
    name: 'devjobs_http_request_duration_seconds',
    help: 'Requests answered, by route kind and status class, and how long they took to answer.',
    labelNames: ['kind', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  }),
  pageCache: new Counter({
    name: 'devjobs_page_cache_lookups_total',
    help: 'Storefront page cache lookups: hit (kept page served), checked (kept page confirmed unchanged), miss (rendered).',
    labelNames: ['result'] as const,
    registers: [registry],
  }),
  listBuilds: new Histogram({
    name: 'devjobs_job_list_index_build_seconds',
    help: 'Builds of the full job list (its compressed copies), and how long each took; outcome ok or failed.',
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  }),
  signInsShed: new Counter({
    name: 'devjobs_sign_ins_shed_total',
    help: 'Password checks refused with 503 BUSY because too many waited (decision 045).',
    registers: [registry],
  }),
  outboxQueued: new Gauge({
    name: 'devjobs_mail_outbox_queued',
    help: 'Messages waiting to be sent (queued or being sent), read at scrape time.',
    registers: [registry],
  }),
  outboxOldest: new Gauge({
    name: 'devjobs_mail_outbox_oldest_queued_seconds',
    help: 'Age of the oldest message waiting to be sent (0 when none waits), read at scrape time.',
    registers: [registry],
  }),
  dbPool: new Gauge({
    name: 'devjobs_db_pool_connections',
    help: 'MySQL connection pool: limit, open, idle, and requests waiting for a connection (absent on SQLite).',
    labelNames: ['state'] as const,
    registers: [registry],
  }),
};

/** The route kind of a path, for the request metrics. */
export function routeKindOf(path: string): RouteKind {
  if (path === '/graphql' || path.startsWith('/graphql/')) return 'graphql';
  if (path.startsWith('/api/')) return 'rest';
  if (path === '/healthz' || path === '/readyz') return 'probe';
  if (/\.[a-z0-9]+$/i.test(path) || path.startsWith('/assets/')) return 'static';
  return 'page';
}
