import type { EntityManager } from 'typeorm';
import { isMysql } from '../../db/dialect';
import { titleTerms } from '../../lib/title-words';
import { Job } from './job.entity';

/**
 * The search terms table (decision 048): one row per job and prefix of a word of its title
 * (`titleTerms`), keyed (term, createdAt, jobId) so the jobs having a term are read in the list's
 * order (newest first, as IDX_jobs_list) and a page stops after its rows. Written by the API with
 * every job write, in the same transaction; `IDX_job_terms_job` finds a job's rows to replace them.
 * Each row carries the job's filter columns (TERM_FILTERS, as the jobs table stores them), so a
 * search tests the list filters on the terms row itself and never reads the job's row to filter.
 */
export const JOB_TERMS = 'job_terms';
export const JOB_TERMS_BY_JOB = 'IDX_job_terms_job';

/**
 * The jobs' filter columns copied onto each of their terms rows, same names, types and storage as
 * on jobs (job-list.query.ts tests them there): a job write that changes one rewrites its terms.
 */
export const TERM_FILTERS = [
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

/**
 * A job as its terms need it: createdAt and deadline as Dates or as the database returned them,
 * the filter columns as on the job.
 */
export type TermedJob = {
  id: string;
  title: string;
  createdAt: Date | string;
  deadline: Date | string | null;
  jobType: string | null;
  jobLocation: string | null;
  salaryMin: number | null;
  experienceYears: number | null;
};

/** Rows a statement: 8 placeholders each, under SQLite's 32,766. */
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

/** Adds the terms of `jobs` (none of which has any yet), with their filter columns. */
export async function addJobTerms(db: Db, jobs: readonly TermedJob[]): Promise<void> {
  await insertTerms(db, jobs, true);
}

/** Multi-row INSERTs of the terms of `jobs`: the key columns, and the filter columns if `filters`. */
async function insertTerms(
  db: Db,
  jobs: readonly TermedJob[] | readonly Pick<TermedJob, 'id' | 'title' | 'createdAt'>[],
  filters: boolean,
): Promise<void> {
  const e = (name: string) => db.dataSource.driver.escape(name);
  const names = ['term', 'createdAt', 'jobId', ...(filters ? TERM_FILTERS : [])];
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
    const columns = filters ? termFilterValues(db, job as TermedJob) : [];
    for (const term of titleTerms(job.title)) {
      rows.push([term, at, job.id, ...columns]);
      if (rows.length >= BATCH) await flush();
    }
  }
  await flush();
}

/**
 * Rewrites the filter columns of the job's terms rows when one of them differs between `before`
 * and `after` (a job update that keeps the title; a new title replaces the rows instead).
 */
export async function updateTermFilters(
  db: Db,
  before: TermedJob,
  after: TermedJob,
): Promise<void> {
  const values = termFilterValues(db, after);
  const old = termFilterValues(db, before);
  if (values.every((value, i) => sameValue(value, old[i]))) return;
  const e = (name: string) => db.dataSource.driver.escape(name);
  await db.query(
    `UPDATE ${e(JOB_TERMS)} SET ${TERM_FILTERS.map((name) => `${e(name)} = ?`).join(', ')} WHERE ${e('jobId')} = ?`,
    [...values, after.id],
  );
}

/** The job's filter column values as the driver stores them, in TERM_FILTERS order. */
function termFilterValues(db: Db, job: TermedJob): unknown[] {
  return TERM_FILTERS.map((name) =>
    name === 'deadline' ? storedDate(db, 'deadline', job.deadline) : job[name],
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

/** A Date as the driver stores it in the jobs' column (SQLite keeps text); anything else as is. */
function storedDate(db: Db, property: 'createdAt' | 'deadline', value: unknown): unknown {
  if (!(value instanceof Date)) return value ?? null;
  const column = db.dataSource.getMetadata(Job).findColumnWithPropertyName(property)!;
  return db.dataSource.driver.preparePersistentValue(value, column);
}

/** Removes every term of the job `id`. */
export async function removeJobTerms(db: Db, id: string): Promise<void> {
  const e = (name: string) => db.dataSource.driver.escape(name);
  await db.query(`DELETE FROM ${e(JOB_TERMS)} WHERE ${e('jobId')} = ?`, [id]);
}

/**
 * Fills job_terms' key columns from every job, a slice at a time (migration 048, before the table
 * had filter columns; it must be empty).
 */
export async function fillJobTerms(db: Db, slice = 2_000): Promise<void> {
  const e = (name: string) => db.dataSource.driver.escape(name);
  let after = '';
  for (;;) {
    const jobs: Pick<TermedJob, 'id' | 'title' | 'createdAt'>[] = await db.query(
      `SELECT ${e('id')} AS id, ${e('title')} AS title, ${e('createdAt')} AS createdAt FROM ${e('jobs')} WHERE ${e('id')} > ? ORDER BY ${e('id')} LIMIT ${slice}`,
      [after],
    );
    if (!jobs.length) return;
    await insertTerms(db, jobs, false);
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
