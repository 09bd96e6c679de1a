import type { DataSource } from 'typeorm';

/**
 * The MySQL/MariaDB test databases (docs/architecture.md#tests), beside TEST_MYSQL_URL's and named after its database,
 * so two checkouts testing at once never share one. Each jest worker has its own: jest's globalSetup
 * drops them (`dropWorkerDatabases`), the worker's first test file creates and migrates it, and
 * every later file of that worker starts on it emptied (`emptyTables`): migrated once per run.
 */
function serverUrl(): URL {
  const base = process.env.TEST_MYSQL_URL;
  if (!base) throw new Error('TEST_DB=mysql needs TEST_MYSQL_URL');
  return new URL(base);
}

/** TEST_MYSQL_URL's database name, as a safe prefix for ours. */
function prefix(url: URL): string {
  return url.pathname.replace(/^\//, '').replace(/[^A-Za-z0-9_]/g, '') || 'test';
}

/** Runs `work` on a connection to the server (no database selected), then closes it. */
async function onServer<T>(
  work: (query: (sql: string, params?: unknown[]) => Promise<any>) => Promise<T>,
): Promise<T> {
  const url = serverUrl();
  url.pathname = '/';
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection(url.toString());
  try {
    return await work(async (sql, params) => (await connection.query(sql, params))[0]);
  } finally {
    await connection.end();
  }
}

/** Creates database `suffix` beside TEST_MYSQL_URL's (dropping it first when `fresh`), and returns its URL. */
async function database(suffix: string, fresh: boolean): Promise<string> {
  const url = serverUrl();
  const name = `${prefix(url)}_${suffix}`;
  await onServer(async (query) => {
    if (fresh) await query(`DROP DATABASE IF EXISTS \`${name}\``);
    await query(
      `CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  });
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new, empty database (dropped first if it exists), and its URL: for tests of a first start. */
export function freshMysqlDatabase(suffix: string): Promise<string> {
  return database(suffix, true);
}

const WORKER = 'devjobs_w';

/** This jest worker's database, created when missing (openDatabase then migrates it), and its URL. */
export function workerMysqlDatabase(): Promise<string> {
  return database(`${WORKER}${process.env.JEST_WORKER_ID ?? '0'}`, false);
}

/** Drops every worker database of this prefix, so each worker of the run migrates its own anew. */
export async function dropWorkerDatabases(): Promise<void> {
  const mine = `${prefix(serverUrl())}_${WORKER}`;
  await onServer(async (query) => {
    const rows: { name: string }[] = await query(
      'SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA',
    );
    for (const { name } of rows) {
      if (name.startsWith(mine) && /^\d+$/.test(name.slice(mine.length)))
        await query(`DROP DATABASE \`${name}\``);
    }
  });
}

/**
 * Deletes every row of every table but the migrations table, so a test file starts on the migrated,
 * empty schema it would get from a fresh database. Foreign keys are off meanwhile (order-free).
 */
export async function emptyTables(db: DataSource): Promise<void> {
  const keep = db.options.migrationsTableName ?? 'migrations';
  const runner = db.createQueryRunner();
  try {
    const tables: { name: string }[] = await runner.query(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'",
    );
    await runner.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const { name } of tables) if (name !== keep) await runner.query(`DELETE FROM \`${name}\``);
    await runner.query('SET FOREIGN_KEY_CHECKS = 1');
  } finally {
    await runner.release();
  }
}
