import 'reflect-metadata';
import { dropWorkerDatabases } from './mysql-db';
import { ensureTemplate } from './template-db';

/**
 * Jest globalSetup, before any test file: SQLite's template database is migrated once per set of
 * migrations (test/template-db.ts) and, when TEST_MYSQL_URL is set, the MySQL/MariaDB workers'
 * databases are dropped, so each worker's first test file migrates its own anew (test/mysql-db.ts).
 *
 * Both, whichever project jest passes: the sqlite and mysql projects name this one module, and
 * jest runs a module shared by projects once, with the config of the first test it finds for it.
 * Preparing only that project's database left the other without one whenever the order changed
 * (a fresh machine's first run had no SQLite template; a template left on disk hid it before).
 */
export default async function globalSetup(): Promise<void> {
  await ensureTemplate();
  if (process.env.TEST_MYSQL_URL) await dropWorkerDatabases();
}
