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
