import type { EntityManager } from 'typeorm';
import { isMysql } from '../../db/dialect';
import { titleTerms } from '../../lib/title-words';
import { Job } from './job.entity';

/**
 * The search terms table (decision 048): one row per job and prefix of a word of its title
 * (`titleTerms`), keyed (term, createdAt, jobId) so the jobs having a term are read in the list's
 * order (newest first, as IDX_jobs_list) and a page stops after its rows. Written by the API with
 * every job write, in the same transaction; `IDX_job_terms_job` finds a job's rows to replace them.
 */
export const JOB_TERMS = 'job_terms';
export const JOB_TERMS_BY_JOB = 'IDX_job_terms_job';

/** A job as its terms need it: createdAt as a Date or as the database returned it. */
export type TermedJob = { id: string; title: string; createdAt: Date | string };

/** Rows a statement: 3 placeholders each, under SQLite's 32,766. */
const BATCH = 5_000;

type Db = EntityManager;

/** The CREATE TABLE of job_terms: terms compare byte for byte (folded already) on both databases. */
export function createJobTermsSql(db: Db): string[] {
  const e = (name: string) => db.dataSource.driver.escape(name);
  const key = `PRIMARY KEY (${e('term')}, ${e('createdAt')}, ${e('jobId')})`;
  if (isMysql(db))
    return [
      `CREATE TABLE ${e(JOB_TERMS)} (${e('term')} varchar(200) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, ${e('createdAt')} datetime(3) NOT NULL, ${e('jobId')} varchar(36) NOT NULL, ${key}, KEY ${e(JOB_TERMS_BY_JOB)} (${e('jobId')})) ENGINE=InnoDB`,
    ];
  return [
    `CREATE TABLE ${e(JOB_TERMS)} (${e('term')} varchar(200) NOT NULL, ${e('createdAt')} datetime(3) NOT NULL, ${e('jobId')} varchar(36) NOT NULL, ${key}) WITHOUT ROWID`,
    `CREATE INDEX ${e(JOB_TERMS_BY_JOB)} ON ${e(JOB_TERMS)} (${e('jobId')})`,
  ];
}

/** Adds the terms of `jobs` (none of which has any yet), in multi-row INSERTs. */
export async function addJobTerms(db: Db, jobs: readonly TermedJob[]): Promise<void> {
  const e = (name: string) => db.dataSource.driver.escape(name);
  const column = db.dataSource.getMetadata(Job).findColumnWithPropertyName('createdAt')!;
  let rows: unknown[][] = [];
  const flush = async () => {
    if (!rows.length) return;
    await db.query(
      `INSERT INTO ${e(JOB_TERMS)} (${e('term')}, ${e('createdAt')}, ${e('jobId')}) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}`,
      rows.flat(),
    );
    rows = [];
  };
  for (const job of jobs) {
    const at: unknown =
      job.createdAt instanceof Date
        ? db.dataSource.driver.preparePersistentValue(job.createdAt, column)
        : job.createdAt;
    for (const term of titleTerms(job.title)) {
      rows.push([term, at, job.id]);
      if (rows.length >= BATCH) await flush();
    }
  }
  await flush();
}

/** Removes every term of the job `id`. */
export async function removeJobTerms(db: Db, id: string): Promise<void> {
  const e = (name: string) => db.dataSource.driver.escape(name);
  await db.query(`DELETE FROM ${e(JOB_TERMS)} WHERE ${e('jobId')} = ?`, [id]);
}

/** Fills job_terms from every job, a slice at a time (migrations; it must be empty). */
export async function fillJobTerms(db: Db, slice = 2_000): Promise<void> {
  const e = (name: string) => db.dataSource.driver.escape(name);
  let after = '';
  for (;;) {
    const jobs: TermedJob[] = await db.query(
      `SELECT ${e('id')} AS id, ${e('title')} AS title, ${e('createdAt')} AS createdAt FROM ${e('jobs')} WHERE ${e('id')} > ? ORDER BY ${e('id')} LIMIT ${slice}`,
      [after],
    );
    if (!jobs.length) return;
    await addJobTerms(db, jobs);
    after = jobs[jobs.length - 1].id;
  }
}
