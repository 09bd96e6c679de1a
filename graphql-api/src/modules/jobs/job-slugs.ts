import type { DataSource } from 'typeorm';
import { Job } from './job.entity';

/**
 * The stored slugs a new slug `base` (or base-2, base-3…) may clash with, as one range of the unique
 * index UQ_jobs_slug: `base <= slug < base + '.'`. Every `base-N` sorts inside it, because '-' comes
 * just before '.' in both SQLite's BINARY order and MySQL's utf8mb4 collations. A LIKE would not use
 * SQLite's BINARY index (LIKE is case-insensitive there). The range may hold a few other neighbours
 * (`base!x`, and on MySQL case- or accent-twins such as `cafe-2` for `café`): harmless, the caller
 * only skips candidates it finds taken, and a unique-key clash still moves on to the next one.
 */
export function takenSlugsQuery(
  db: DataSource,
  base: string,
  exceptId: string,
): { sql: string; params: unknown[] } {
  const c = (name: string) => db.driver.escape(name);
  const table = c(db.getMetadata(Job).tableName);
  return {
    sql: `SELECT ${c('slug')} AS slug FROM ${table} WHERE ${c('slug')} >= ? AND ${c('slug')} < ? AND ${c('id')} <> ?`,
    params: [base, `${base}.`, exceptId],
  };
}
