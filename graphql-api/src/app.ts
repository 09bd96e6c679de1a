import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { Router, type Express } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { NotFoundError } from './errors';
import { type Context, contextOf } from './graphql/context';
import { formatError, retryAfterStatus } from './graphql/format-error';
import { persistedOperations } from './graphql/persisted-operations';
import { costLimit, parseOptions, queryValidationRules } from './graphql/query-limits';
import { stringifyResult } from './graphql/result-text';
import { buildAppSchema } from './graphql/schema';
import { compressAnswers } from './http/compression';
import { metricsSite, probes } from './http/probes';
import { backInRequest, requestLog } from './http/request-log';
import { graphqlRefusals, scopeRefusalStatus } from './http/bearer-challenge';
import { errorHandlerWith, type RestErrorBodies } from './http/rest';
import { jsonBody, sameSiteWrites, securityHeaders } from './http/security';
import { loadSession } from './http/session';
import { storefrontPages } from './http/server-render';
import { chargeTokenCost, costReport, tokenRequestLimit } from './http/token-limits';
import { builtApp } from './http/static-files';
import { type Clock, systemClock } from './lib/clock';
import { boundHeapGrowth } from './lib/heap-growth';
import { setLogLevel } from './lib/log';
import { modules } from './modules';
import { createServices, type Services } from './services';

export type Site = 'api' | 'storefront' | 'admin';

export type App = {
  services: Services;
  /** An Express app for one of the three origins: the API alone, or an app with the API mounted. */
  site(kind: Site): Express;
  /** The metrics endpoint, for METRICS_PORT alone (decision 108). */
  metricsSite(): Express;
  /** Where the storefront's pages are rendered, for the start-up banner. */
  pagesRenderedBy(): string;
  stop(): Promise<void>;
};

/** The composition root: services → GraphQL + REST → one Express app per origin. */
export async function createApp({
  config,
  db,
  clock = systemClock,
}: {
  config: Config;
  db: DataSource;
  clock?: Clock;
}): Promise<App> {
  // The process that serves the API keeps its heap within twice what it holds (decision 066).
  boundHeapGrowth();
  setLogLevel(config.logLevel);
  const services = createServices({ db, config, clock });
  // The API process's background work beside the mail sender: the course-ending reminders
  // (decision 065), the job alerts' sweeps (product.md#job-alerts) and the webhooks' sender
  // (decision 104, woken by commits that queue deliveries).
  for (const work of [services.courseReminders, services.jobAlertSweeps, services.webhooks.sender])
    work.start();

  const apollo = await startApollo();
  const api = apiRoutes(services, config, apollo);

  // Source maps stay on the server in production (decision 010).
  const builtApps = {
    storefront: builtApp(config.storefrontDist, { sourceMaps: !config.isProduction }),
    admin: builtApp(config.adminDist, { sourceMaps: !config.isProduction }),
    explorer: builtApp(config.explorerDist, { sourceMaps: false }),
  };

  // The storefront's public pages rendered here, with the built app's index.html (decision 030).
  const pages = storefrontPages({
    config,
    services,
    apollo,
    storefront: builtApps.storefront,
    clock,
  });

  // Routes of the API's and the storefront's origins (the payment sandbox), built once for both.
  const siteRoutes = Router();
  for (const module of modules)
    if (module.siteRoutes) siteRoutes.use(module.siteRoutes(services, config));

  // One error middleware for every origin, with the payment paths' additions (http/rest.ts).
  const errorHandler = errorHandlerWith(
    modules.reduce<RestErrorBodies>((all, module) => ({ ...all, ...module.restErrorBodies }), {}),
  );

  function site(kind: Site): Express {
    const app = express();
    app.disable('x-powered-by');
    // First: the request's id, in its answer and its logs, and its count and time (decision 108).
    app.use(requestLog);
    // X-Forwarded-For names the client only across the proxies of TRUST_PROXY (decision 082).
    app.set('trust proxy', config.trustProxy);
    app.use((req, _res, next) => {
      req.site = kind; // whose session cookie is read, and whether staff rights hold (decision 055)
      next();
    });
    app.use(securityHeaders(config, services.paymentGateway.checkout?.scriptUrl));
    app.use(compressAnswers);
    app.use(probes(db));
    app.use(api);
    if (kind !== 'admin') app.use(siteRoutes);
    // The explorer for integrators, on the API's own origin (decision 102).
    if (kind === 'api') app.use('/explorer', builtApps.explorer.serve());
    if (kind === 'storefront') {
      app.use('/admin', (req, res) =>
        res.redirect(302, `${config.adminUrl}/admin${req.url === '/' ? '' : req.url}`),
      );
      for (const module of modules)
        if (module.storefrontRoutes) app.use(module.storefrontRoutes(services, config, pages));
      app.use(pages.serve());
      app.use(builtApps.storefront.serve());
    }
    if (kind === 'admin') {
      app.get('/', (_req, res) => res.redirect(302, '/admin/dashboard'));
      app.use(builtApps.admin.serve());
    }
    // What no route answers (an unknown path, a method no route takes) is a JSON 404 too, not Express's HTML page.
    app.use((_req, _res, next) => next(new NotFoundError('No such route.')));
    app.use(errorHandler);
    return app;
  }

  const stop = async () => {
    await pages.close();
    await apollo.stop();
    for (const module of modules) await module.stop?.(services);
  };
  // Loaded now, not with the first mail: loading them stalls the event loop (decision 061).
  await services.mail.loadTemplates();
  return {
    services,
    site,
    metricsSite: () => metricsSite(services, db),
    pagesRenderedBy: () => pages.renderedBy(),
    stop,
  };
}

/** The GraphQL server, started, with its limits and plugins. */
async function startApollo(): Promise<ApolloServer<Context>> {
  const schema = await buildAppSchema();
  const persisted = persistedOperations();
  const apollo = new ApolloServer<Context>({
    schema,
    formatError,
    // Token, depth, alias and cost limits (decision 009); introspection stays on for integrators, under the same limits.
    parseOptions,
    validationRules: queryValidationRules,
    introspection: true,
    csrfPrevention: true,
    // The apps' operations by id from the generated manifest; public reads over GET cacheable (decision 106).
    persistedQueries: persisted.persistedQueries,
    // No @cacheControl hints are used; without the plugin no resolver is wrapped for it (bench/jobs.mjs).
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      costLimit(schema, chargeTokenCost),
      retryAfterStatus,
      persisted.cacheControl,
      scopeRefusalStatus,
      costReport,
      ...modules.flatMap((module) => module.graphqlPlugins?.() ?? []),
    ],
    // Apollo's JSON, with the text of an answer given again written once (decision 035).
    stringifyResult,
  });
  await apollo.start();
  return apollo;
}

/** /graphql and /api: the modules' webhooks, then the session and body, GraphQL and the REST routes. */
function apiRoutes(services: Services, config: Config, apollo: ApolloServer<Context>): Router {
  const rest = Router();
  rest.use(sameSiteWrites(config));
  for (const module of modules)
    if (module.restRoutes) rest.use(module.restRoutes(services, config));
  rest.use((_req, _res, next) => next(new NotFoundError('No such API route.')));

  const api = Router();
  for (const module of modules)
    if (module.webhookRoutes) api.use('/api', module.webhookRoutes(services, config));
  // The signed-in user and bodies only where an answer uses them: the built apps' files and the job
  // pages are served from memory and must not wait on a session lookup (two queries) per request.
  // The user first: an admin's body may be larger (decision 021).
  // An API token's request is counted against its minute first (decision 105).
  api.use(
    ['/graphql', '/api'],
    loadSession(services, config),
    tokenRequestLimit(services),
    jsonBody,
    backInRequest,
  );
  api.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: async ({ req, res }) => contextOf(services, config, req, res),
    }),
  );
  // A token refused before GraphQL runs answers in GraphQL's shape (RFC 6750 challenge included).
  api.use('/graphql', graphqlRefusals);
  api.use('/api', rest);
  return api;
}
