import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';

export type DbOptions = { databaseUrl?: string; sqlitePath: string; logging?: boolean };

/** SQLite (default, embedded) or MySQL/MariaDB when a mysql:// URL is given. Never `synchronize`. */
export function createDataSource(options: DbOptions): DataSource {
  const common = { entities, migrations, synchronize: false, migrationsRun: false, logging: options.logging ?? false } as const;
  if (options.databaseUrl) {
    return new DataSource({
      ...common,
      type: 'mysql',
      url: options.databaseUrl,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      dateStrings: false,
      migrationsTransactionMode: 'each',
    });
  }
  fs.mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
  return new DataSource({
    ...common,
    type: 'better-sqlite3',
    database: options.sqlitePath,
    prepareDatabase: (db: { pragma(s: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
    },
  });
}

/** Opens the connection and brings the schema up to date. */
export async function openDatabase(options: DbOptions): Promise<DataSource> {
  const db = createDataSource(options);
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  return db;
}
