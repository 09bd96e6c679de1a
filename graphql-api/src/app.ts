import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { Router, type Express } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { NotFoundError } from './errors';
import type { Context } from './graphql/context';
import { depthLimit } from './graphql/depth-limit';
import { formatError } from './graphql/format-error';
import { buildAppSchema } from './graphql/schema';
import { errorHandler, jsonBody, sameSiteWrites, securityHeaders } from './http/security';
import { loadSession, sessionCookie } from './http/session';
import { type Clock, systemClock } from './lib/clock';
import { authRoutes } from './modules/auth/auth.rest';
import { jobRoutes } from './modules/jobs/job.rest';
import { jobSeoRoutes } from './modules/jobs/job.seo';
import { suggestionRoutes } from './modules/suggestions/suggestion.rest';
import { createServices, type Services } from './services';

export type Site = 'api' | 'storefront' | 'admin';

export type App = {
  services: Services;
  /** An Express app for one of the three origins: the API alone, or an app with the API mounted. */
  site(kind: Site): Express;
  stop(): Promise<void>;
};

/** The composition root: services → GraphQL + REST → one Express app per origin. */
export async function createApp({ config, db, clock = systemClock }: { config: Config; db: DataSource; clock?: Clock }): Promise<App> {
  const services = createServices({ db, config, clock });

  const apollo = new ApolloServer<Context>({
    schema: await buildAppSchema(),
    formatError,
    validationRules: [depthLimit(8)],
    introspection: true,
    csrfPrevention: true,
    // No @cacheControl hints are used; without the plugin no resolver is wrapped for it (bench/jobs.mjs).
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
  });
  await apollo.start();

  const rest = Router();
  rest.use(sameSiteWrites(config));
  rest.use(authRoutes(services, config));
  rest.use(jobRoutes(services));
  rest.use(suggestionRoutes(services));
  rest.use((_req, _res, next) => next(new NotFoundError('No such API route.')));

  const api = Router();
  api.use(jsonBody);
  api.use(loadSession(services));
  api.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: async ({ req, res }) => ({ services, user: req.user ?? null, session: sessionCookie(req, res, config), req, res }),
    }),
  );
  api.use('/api', rest);

  function site(kind: Site): Express {
    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', 'loopback, linklocal, uniquelocal');
    app.use(securityHeaders(config));
    app.get('/healthz', (_req, res) => {
      res.json({ ok: true });
    });
    app.use(api);
    if (kind === 'storefront') {
      app.use('/admin', (req, res) => res.redirect(302, `${config.adminUrl}/admin${req.url === '/' ? '' : req.url}`));
      app.use(jobSeoRoutes(services, config));
      serveBuiltApp(app, config.storefrontDist);
    }
    if (kind === 'admin') {
      app.get('/', (_req, res) => res.redirect(302, '/admin/dashboard'));
      serveBuiltApp(app, config.adminDist);
    }
    app.use(errorHandler);
    return app;
  }

  const stop = async () => {
    await apollo.stop();
    await services.jobs.stop();
  };
  return { services, site, stop };
}

/** Static files of a built React app, and its index.html for every other page (client-side routes). */
function serveBuiltApp(app: Express, dist: string) {
  app.use(express.static(dist, { index: false, maxAge: '1h', setHeaders: immutableAssets }));
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const index = path.join(dist, 'index.html');
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('This app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

function immutableAssets(res: express.Response, file: string) {
  if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
