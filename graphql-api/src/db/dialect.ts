import type { DataSource, EntityManager } from 'typeorm';

/**
 * Whether a connection speaks MySQL/MariaDB (TEST_MYSQL_URL, DATABASE_URL) rather than SQLite, for
 * the few statements the two write differently (upserts, row locks, index hints). The one place
 * that asks (data-source.ts picks the flavour).
 */
export function isMysql(db: DataSource | EntityManager): boolean {
  const { type } = 'dataSource' in db ? db.dataSource.options : db.options;
  return type === 'mysql' || type === 'mariadb';
}

/**
 * Adds 1 to `counter` of the row keyed by `key` (column → value), inserting it with 1 when there is
 * none: one statement, an upsert in each dialect (`key` must be the table's primary or a unique key).
 */
export async function incrementCounter(
  db: EntityManager,
  table: string,
  key: Record<string, unknown>,
  counter: string,
): Promise<void> {
  const e = (name: string) => db.dataSource.driver.escape(name);
  const names = Object.keys(key);
  const insert = `INSERT INTO ${e(table)} (${[...names, counter].map(e).join(', ')}) VALUES (${names.map(() => '?').join(', ')}, 1)`;
  const bump = `${e(counter)} = ${e(counter)} + 1`;
  await db.query(
    isMysql(db)
      ? `${insert} ON DUPLICATE KEY UPDATE ${bump}`
      : `${insert} ON CONFLICT (${names.map(e).join(', ')}) DO UPDATE SET ${bump}`,
    Object.values(key),
  );
}
