// What the bench seeders (lists-seed.mjs, stats-seed.mjs) share to write rows straight into the
// tables with multi-row INSERTs: the stored datetime format and the statement.

/** A stored datetime as both drivers write it: UTC 'YYYY-MM-DD HH:MM:SS.SSS' (from a Date or ms). */
export const stamp = (at) => new Date(at).toISOString().replace('T', ' ').replace('Z', '');

/**
 * Inserts `rows` into `table` in one statement: objects keyed by column name, each with the first
 * row's columns.
 */
export async function insertRows(db, table, rows) {
  const e = (name) => db.driver.escape(name);
  const columns = Object.keys(rows[0]);
  const one = `(${columns.map(() => '?').join(', ')})`;
  await db.query(
    `INSERT INTO ${e(table)} (${columns.map(e).join(', ')}) VALUES ${rows.map(() => one).join(', ')}`,
    rows.flatMap((row) => columns.map((column) => row[column])),
  );
}
