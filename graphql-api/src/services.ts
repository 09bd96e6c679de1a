import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from './config';
import type { Clock } from './lib/clock';
import type { ApiModule } from './modules/api-module';
import { modules } from './modules';

/** What a module's service factory receives: the app's EntityManager, or a transaction's in a unit of work. */
export type ServiceDeps = { db: EntityManager; config: Config; clock: Clock };

/** Every module's services by name; each module adds its own in its index.ts (`declare module '../../services'`). */
export interface ModuleServices {}

export type Services = ModuleServices & {
  /**
   * A unit of work: runs `work` in one database transaction with services bound to it (`tx.users`,
   * `tx.suggestions`, …). Everything they write commits together when `work` resolves, and nothing
   * is kept when it throws (the error is rethrown). Services of a module marked `transactions:
   * 'shared'` are the app's own and run outside the transaction (decision 015).
   */
  inTransaction<T>(work: (tx: ModuleServices) => Promise<T>): Promise<T>;
};

type Built = { services: ModuleServices; byModule: Map<ApiModule, Partial<ModuleServices>> };

/** The composition root of the domain: every module's services, built once in list order and handed to GraphQL and REST. */
export function createServices({ db, config, clock }: { db: DataSource; config: Config; clock: Clock }): Services {
  const app = build({ db: db.manager, config, clock });
  // SQLite has one connection: a second transaction opened meanwhile would nest in the first as a savepoint.
  const oneAtATime = db.options.type === 'better-sqlite3';
  let previous: Promise<unknown> = Promise.resolve();

  function inTransaction<T>(work: (tx: ModuleServices) => Promise<T>): Promise<T> {
    const run = () => db.transaction((manager) => work(build({ db: manager, config, clock }, app).services));
    if (!oneAtATime) return run();
    const result = previous.then(run, run);
    previous = result.catch(() => undefined);
    return result;
  }

  return Object.assign(app.services, { inTransaction });
}

/** Each module's services in list order; with `shared`, modules marked 'shared' reuse those instances. */
function build(deps: ServiceDeps, shared?: Built): Built {
  const services = {} as ModuleServices;
  const byModule = new Map<ApiModule, Partial<ModuleServices>>();
  for (const module of modules) {
    const own = (shared && module.transactions === 'shared' ? shared.byModule.get(module) : module.services?.(deps, services)) ?? {};
    byModule.set(module, own);
    Object.assign(services, own);
  }
  return { services, byModule };
}
