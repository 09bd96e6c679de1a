import type { ApolloServerPlugin } from '@apollo/server';
import type { Router } from 'express';
import type { MigrationInterface } from 'typeorm';
import type { Config } from '../config';
import type { Context } from '../graphql/context';
import type { RestErrorBodies } from '../http/rest';
import type { StorefrontPages } from '../http/server-render';
import type { ModuleServices, ServiceDeps, Services } from '../services';

/** A module's routes of the storefront origin: its SEO pages, its page forms' posts (decision 054). */
export type StorefrontRoutes = (
  services: Services,
  config: Config,
  pages: StorefrontPages,
) => Router;

export type SeedOptions = {
  /** False when the operator configured their own admin: the demo admin's password is public. */
  withAdmin: boolean;
};

/**
 * What a module hands the app: its parts, read by the composition root (services.ts, app.ts,
 * graphql/schema.ts, db/entities.ts, db/migrations/index.ts, db/seed.ts) from `modules` in
 * modules/index.ts. Every part is optional; each is used in list order.
 */
export type ApiModule = {
  /** Its folder's name. */
  name: string;
  /** TypeORM entity classes of its tables. */
  entities?: Function[];
  /** Migrations of its own tables (decision 015: one that spans modules stays in db/migrations/). */
  migrations?: (new () => MigrationInterface)[];
  /** type-graphql resolver classes. */
  resolvers?: Function[];
  /** Apollo plugins of its own (the job list's kept answers, decision 035), after the app's. */
  graphqlPlugins?: () => ApolloServerPlugin<Context>[];
  /**
   * Builds its services from the shared dependencies and the services of the modules listed before
   * it: once for the app, and once per unit of work on the unit's manager (decision 015). A module
   * names its services in `ModuleServices` (`declare module '../../services'`).
   */
  services?: (deps: ServiceDeps, built: ModuleServices) => Partial<ModuleServices>;
  /** REST routes under /api, mounted in list order (the /api 404 comes after every module's). */
  restRoutes?: (services: Services, config: Config) => Router;
  /** What error answers add on some of its REST paths beyond `{message, code, field?}` (http/rest.ts). */
  restErrorBodies?: RestErrorBodies;
  /**
   * Routes other servers call (payment webhooks) under /api, mounted before sessions, JSON body
   * parsing and the CSRF origin check: they read their own raw body and trust only its signature.
   */
  webhookRoutes?: (services: Services, config: Config) => Router;
  /**
   * Routes of the API and storefront origins outside /api and /graphql, after the API (the payment
   * sandbox's /sandbox pages and orders API): the paths a browser on either origin may be sent to.
   */
  siteRoutes?: (services: Services, config: Config) => Router;
  /** Routes of the storefront origin, after the API and before the storefront's static files (SEO pages). */
  storefrontRoutes?: StorefrontRoutes;
  /** Demo data for a first run, written through its services. */
  seed?: (services: Services, options: SeedOptions) => Promise<void>;
  /** Ends what its services keep running (timers, background work) when the app stops. */
  stop?: (services: Services) => Promise<void>;
};
