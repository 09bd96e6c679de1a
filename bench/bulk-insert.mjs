// What the bench seeders (lists-seed.mjs, stats-seed.mjs) share to write rows straight into the
// tables with multi-row INSERTs: the stored datetime format, the statement, the jobs' columns.

/** A stored datetime as both drivers write it: UTC 'YYYY-MM-DD HH:MM:SS.SSS' (from a Date or ms). */
export const stamp = (at) => new Date(at).toISOString().replace('T', ' ').replace('Z', '');

/** Inserts `rows` (arrays in `columns` order) into `table` in one statement. */
export async function insertRows(db, table, columns, rows) {
  const e = (name) => db.driver.escape(name);
  const one = `(${columns.map(() => '?').join(', ')})`;
  await db.query(
    `INSERT INTO ${e(table)} (${columns.map(e).join(', ')}) VALUES ${rows.map(() => one).join(', ')}`,
    rows.flat(),
  );
}

/** The columns of a job's posting that every seeded job fills, in this order, before any other. */
export const JOB_POSTING_COLUMNS = [
  'id',
  'title',
  'slug',
  'company',
  'description',
  'externalLink',
  'responsibilities',
  'requirements',
  'skills',
  'benefits',
];
