import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../errors';
import { slugCandidate, slugify } from '../../lib/slug';
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

/**
 * Gives the job the first free slug of its title (title, title-2, title-3…) and runs the write.
 * A unique-key clash (a concurrent write, or MySQL's case-insensitive collation seeing a twin)
 * moves on to the next candidate.
 */
export async function writeWithFreeSlug(
  db: EntityManager,
  job: Job,
  write: () => Promise<unknown>,
): Promise<void> {
  const base = slugify(job.title);
  const { sql, params } = takenSlugsQuery(db.dataSource, base, job.id);
  const rows: { slug: string }[] = await db.query(sql, params);
  const taken = new Set(rows.map((r) => r.slug));
  let n = 1;
  for (let attempt = 0; attempt < 20; attempt++) {
    while (taken.has(slugCandidate(base, n))) n++;
    job.slug = slugCandidate(base, n);
    try {
      await write();
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      taken.add(job.slug);
    }
  }
  job.slug = `${base}-${randomUUID().slice(0, 8)}`;
  await write();
}
