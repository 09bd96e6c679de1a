import path from 'node:path';
import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';
import { CONNECT_TIMEOUT_MS, explainOpenError, prepareDataDir } from './open-errors';
import { writeSqliteInTurns } from './sqlite-write-turns';

export type DbOptions = {
  databaseUrl?: string;
  sqlitePath: string;
  logging?: boolean;
  /** Which server a mysql:// URL points at; openDatabase asks the server. TypeORM reads schemas differently. */
  mysqlFlavor?: 'mysql' | 'mariadb';
};

/**
 * SQLite (default, embedded; its one connection written in turns, decision 060) or MySQL/MariaDB
 * when a mysql:// URL is given. Never `synchronize`.
 */
export function createDataSource(options: DbOptions): DataSource {
  const common = {
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: options.logging ?? false,
  } as const;
  if (options.databaseUrl) {
    return new DataSource({
      ...common,
      type: options.mysqlFlavor ?? 'mysql',
      url: options.databaseUrl,
      connectTimeout: CONNECT_TIMEOUT_MS,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      dateStrings: false,
      migrationsTransactionMode: 'each',
    });
  }
  prepareDataDir(path.dirname(options.sqlitePath));
  const sqlite = new DataSource({
    ...common,
    type: 'better-sqlite3',
    database: options.sqlitePath,
    prepareDatabase: (db: { pragma(s: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
    },
  });
  writeSqliteInTurns(sqlite);
  return sqlite;
}

/**
 * Opens the connection and brings the schema up to date. A database that cannot be opened for a
 * reason the user can fix (DATA_DIR, DATABASE_URL) throws a one-line StartupError.
 */
export async function openDatabase(options: DbOptions): Promise<DataSource> {
  let db: DataSource | undefined;
  try {
    const mysqlFlavor =
      options.databaseUrl && !options.mysqlFlavor
        ? await serverFlavor(options.databaseUrl)
        : options.mysqlFlavor;
    db = createDataSource({ ...options, mysqlFlavor });
    await db.initialize();
  } catch (error) {
    if (db?.isInitialized) await db.destroy();
    throw explainOpenError(error, options) ?? error;
  }
  await db.runMigrations({ transaction: 'each' });
  return db;
}

/**
 * MariaDB or MySQL behind a mysql:// URL. TypeORM must be told: MariaDB reports a nullable column's
 * default as the text 'NULL', which TypeORM only understands with type 'mariadb' (otherwise every
 * nullable column looks changed and the migration drift check fails).
 */
async function serverFlavor(url: string): Promise<'mysql' | 'mariadb'> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection({ uri: url, connectTimeout: CONNECT_TIMEOUT_MS });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    return /mariadb/i.test(String((rows as { version: string }[])[0]?.version))
      ? 'mariadb'
      : 'mysql';
  } finally {
    await connection.end();
  }
}
