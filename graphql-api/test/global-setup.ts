import 'reflect-metadata';
import { dropWorkerDatabases } from './mysql-db';
import { ensureTemplate } from './template-db';

/**
 * Jest globalSetup, once per project before its test files: SQLite migrates the template database
 * once per set of migrations; MySQL/MariaDB drops the workers' databases, so each worker's first
 * test file migrates its own anew (test/mysql-db.ts).
 */
export default async function globalSetup(_global: unknown, project: { displayName?: { name?: string } }): Promise<void> {
  if (project.displayName?.name === 'mysql') await dropWorkerDatabases();
  else await ensureTemplate();
}
