import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from './config';
import type { Clock } from './lib/clock';
import { PasswordHasher } from './lib/password';
import { modules } from './modules';
import { isMysql } from './db/dialect';

/** What a module's service factory receives: the app's EntityManager, or a transaction's in a unit of work. */
export type ServiceDeps = {
  db: EntityManager;
  config: Config;
  clock: Clock;
  /** The app's one password-hashing gate (lib/password.ts), shared by its units of work. */
  passwords: PasswordHasher;
  /**
   * Runs `clear` (dropping what the app cached of data a service has just written) once readers can
   * see the write: at once outside a unit of work; inside one, when it commits, and never for a
   * unit that rolls back on MySQL/MariaDB. On SQLite also after a rollback: every reader shares the
   * unit's one connection there, so a read meanwhile may have cached rows that are now gone.
   */
  invalidate: (clear: () => void) => void;
  /** In a unit of work, the app's own services, whose state (caches) a copy bound to the unit may share. */
  app?: ModuleServices;
  /**
   * Runs `work` in a unit of work (`Services.inTransaction`), for a service whose write spans
   * services (a payment marked paid and the access it bought). A copy bound to a unit runs it in
   * that unit.
   */
  inTransaction: Services['inTransaction'];
};

/** Every module's services by name; each module adds its own in its index.ts (`declare module '../../services'`). */
export interface ModuleServices {}

export type Services = ModuleServices & {
  /**
   * A unit of work: runs `work` in one database transaction with services bound to it (`tx.users`,
   * `tx.jobs`, `tx.suggestions`, …). Everything they write commits together when `work` resolves,
   * and nothing is kept when it throws (the error is rethrown). Caches are cleared after the commit
   * (`ServiceDeps.invalidate`; decisions 015 and 019). On SQLite a unit holds the one connection's
   * write turn from start to end: other units and every write outside a unit wait for it (decision
   * 060), so inside a unit write only through `tx`.
   */
  inTransaction<T>(work: (tx: ModuleServices) => Promise<T>): Promise<T>;
};

/** The composition root of the domain: every module's services, built once in list order and handed to GraphQL and REST. */
export function createServices({
  db,
  config,
  clock,
}: {
  db: DataSource;
  config: Config;
  clock: Clock;
}): Services {
  // SQLite has one connection, on which units of work take turns with every other write
  // (db/sqlite-write-turns.ts, decision 060) while reads go on beside them.
  const sharedConnection = !isMysql(db);
  const passwords = new PasswordHasher(config.hashing);
  const app = build({
    db: db.manager,
    config,
    clock,
    passwords,
    invalidate: (clear) => clear(),
    inTransaction,
  });

  async function inTransaction<T>(work: (tx: ModuleServices) => Promise<T>): Promise<T> {
    const clears: (() => void)[] = [];
    const clearAll = () => clears.splice(0).forEach((clear) => clear());
    try {
      const result = await db.transaction((manager) => {
        const tx: ModuleServices = build({
          db: manager,
          config,
          clock,
          passwords,
          invalidate: (clear) => clears.push(clear),
          app,
          inTransaction: (inner) => inner(tx),
        });
        return work(tx);
      });
      clearAll();
      return result;
    } catch (error) {
      if (sharedConnection) clearAll();
      throw error;
    }
  }

  return Object.assign(app, { inTransaction });
}

/** Each module's services, in list order. */
function build(deps: ServiceDeps): ModuleServices {
  const services = {} as ModuleServices;
  for (const module of modules) Object.assign(services, module.services?.(deps, services));
  return services;
}
