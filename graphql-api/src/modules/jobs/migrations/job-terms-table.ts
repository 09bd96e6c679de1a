import type { EntityManager } from 'typeorm';
import { isMysql } from '../../../db/dialect';
import { titleTerms } from '../../../lib/title-words';
import { Job } from '../job.entity';

/**
 * The search terms table of decision 048, for the migrations that made it (1764800000000,
 * 1764900000000) and the one that dropped it (1765000000000, decision 051) and restores it in its
 * down: one row per job and prefix of a word of its title (`titleTerms`), keyed (term, createdAt,
 * jobId), with the job's filter columns (TERM_FILTERS, as the jobs table stores them).
 */
export const JOB_TERMS = 'job_terms';
export const JOB_TERMS_BY_JOB = 'IDX_job_terms_job';

/** The jobs' filter columns copied onto each of their terms rows, as on jobs. */
const TERM_FILTERS = [
  'deadline',
  'jobType',
  'jobLocation',
  'salaryMin',
  'experienceYears',
] as const;
type TermFilter = (typeof TERM_FILTERS)[number];

/** Their column definitions, as on jobs (the same text on both databases). */
const FILTER_TYPES: Record<TermFilter, string> = {
  deadline: 'datetime NULL',
  jobType: 'varchar(20) NULL',
  jobLocation: 'varchar(20) NULL',
  salaryMin: 'integer NULL',
  experienceYears: 'integer NULL',
};

/** A job as its terms need it: createdAt as a Date or as the database returned it. */
type TermedJob = { id: string; title: string; createdAt: Date | string };

/** Rows a statement: 3 placeholders each, under SQLite's 32,766. */
const BATCH = 4_000;

type Db = EntityManager;

/**
 * The CREATE TABLE of job_terms as migration 048 made it (the key columns; the filter columns are
 * added by `addTermFiltersSql`): terms compare byte for byte (folded already) on both databases.
 */
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

/** The ALTER TABLEs adding the filter columns to job_terms (migration 1764900000000). */
export function addTermFiltersSql(db: Db): string[] {
  const e = (name: string) => db.dataSource.driver.escape(name);
  return TERM_FILTERS.map(
    (name) => `ALTER TABLE ${e(JOB_TERMS)} ADD COLUMN ${e(name)} ${FILTER_TYPES[name]}`,
  );
}

/** Multi-row INSERTs of the key columns of the terms of `jobs`. */
async function insertTerms(db: Db, jobs: readonly TermedJob[]): Promise<void> {
  const e = (name: string) => db.dataSource.driver.escape(name);
  const names = ['term', 'createdAt', 'jobId'];
  const one = `(${names.map(() => '?').join(', ')})`;
  let rows: unknown[][] = [];
  const flush = async () => {
    if (!rows.length) return;
    await db.query(
      `INSERT INTO ${e(JOB_TERMS)} (${names.map(e).join(', ')}) VALUES ${rows.map(() => one).join(', ')}`,
      rows.flat(),
    );
    rows = [];
  };
  for (const job of jobs) {
    const at = storedDate(db, 'createdAt', job.createdAt);
    for (const term of titleTerms(job.title)) {
      rows.push([term, at, job.id]);
      if (rows.length >= BATCH) await flush();
    }
  }
  await flush();
}

/** A Date as the driver stores it in the jobs' column (SQLite keeps text); anything else as is. */
function storedDate(db: Db, property: 'createdAt', value: unknown): unknown {
  if (!(value instanceof Date)) return value ?? null;
  const column = db.dataSource.getMetadata(Job).findColumnWithPropertyName(property)!;
  return db.dataSource.driver.preparePersistentValue(value, column);
}

/**
 * Fills job_terms' key columns from every job, a slice at a time (migration 048, before the table
 * had filter columns; it must be empty).
 */
export async function fillJobTerms(db: Db, slice = 2_000): Promise<void> {
  const e = (name: string) => db.dataSource.driver.escape(name);
  let after = '';
  for (;;) {
    const jobs: TermedJob[] = await db.query(
      `SELECT ${e('id')} AS id, ${e('title')} AS title, ${e('createdAt')} AS createdAt FROM ${e('jobs')} WHERE ${e('id')} > ? ORDER BY ${e('id')} LIMIT ${slice}`,
      [after],
    );
    if (!jobs.length) return;
    await insertTerms(db, jobs);
    after = jobs[jobs.length - 1].id;
  }
}

/** Fills the filter columns of every terms row from its job (migration 1764900000000). */
export async function fillTermFilters(db: Db): Promise<void> {
  const e = (name: string) => db.dataSource.driver.escape(name);
  const t = e(JOB_TERMS);
  const set = TERM_FILTERS.map(
    (name) =>
      `${e(name)} = (SELECT j.${e(name)} FROM ${e('jobs')} j WHERE j.${e('id')} = ${t}.${e('jobId')})`,
  );
  await db.query(`UPDATE ${t} SET ${set.join(', ')}`);
}

/** Removes the filter columns again (that migration's down). */
export function dropTermFiltersSql(db: Db): string[] {
  const e = (name: string) => db.dataSource.driver.escape(name);
  return TERM_FILTERS.map((name) => `ALTER TABLE ${e(JOB_TERMS)} DROP COLUMN ${e(name)}`);
}
