import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { isMysql } from '../../../db/dialect';

/** The words index of job titles: FULLTEXT on MySQL/MariaDB, an FTS5 table on SQLite (decision 044). */
export const TITLE_WORDS = 'IDX_jobs_title_words';

/** The (title, deadline) index suggestions read before: the words index serves them now. */
const titleOrder = () =>
  new TableIndex({ name: 'IDX_jobs_title', columnNames: ['title', 'deadline'] });

/**
 * Title search and suggestions on a words index instead of `LIKE '%q%'` over every row (decision 044).
 * MySQL/MariaDB: a FULLTEXT index, created without stopwords so "the" or "about" are words like any
 * other. SQLite: an external-content FTS5 table over jobs.title keyed by the jobs' rowid, kept in
 * step by triggers, filled once here. Case and accents are folded on both; `_` is part of a word.
 * The (title, deadline) index goes: nothing reads titles in order any more.
 */
export class TitleWords1764600000000 implements MigrationInterface {
  name = 'TitleWords1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.dropIndex('jobs', titleOrder());
    await createTitleWords(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTitleWords(q);
    await q.createIndex('jobs', titleOrder());
  }
}

/** Creates the words index (and on SQLite its triggers) and fills it. */
export async function createTitleWords(q: QueryRunner): Promise<void> {
  if (isMysql(q.connection)) {
    await q.query('SET SESSION innodb_ft_enable_stopword = 0');
    await q.createIndex(
      'jobs',
      new TableIndex({ name: TITLE_WORDS, columnNames: ['title'], isFulltext: true }),
    );
    return;
  }
  const e = (name: string) => q.connection.driver.escape(name);
  const fts = e(TITLE_WORDS);
  const jobs = e('jobs');
  const title = e('title');
  await q.query(
    `CREATE VIRTUAL TABLE ${fts} USING fts5(${title}, content=${jobs}, tokenize="unicode61 remove_diacritics 2 tokenchars '_'")`,
  );
  const add = `INSERT INTO ${fts} (rowid, ${title}) VALUES (new.rowid, new.${title});`;
  const remove = `INSERT INTO ${fts} (${fts}, rowid, ${title}) VALUES ('delete', old.rowid, old.${title});`;
  await q.query(
    `CREATE TRIGGER ${e(`${TITLE_WORDS}_insert`)} AFTER INSERT ON ${jobs} BEGIN ${add} END`,
  );
  await q.query(
    `CREATE TRIGGER ${e(`${TITLE_WORDS}_delete`)} AFTER DELETE ON ${jobs} BEGIN ${remove} END`,
  );
  await q.query(
    `CREATE TRIGGER ${e(`${TITLE_WORDS}_update`)} AFTER UPDATE OF ${title} ON ${jobs} BEGIN ${remove} ${add} END`,
  );
  await q.query(`INSERT INTO ${fts} (${fts}) VALUES ('rebuild')`);
}

/** Drops the words index (and on SQLite its triggers). */
export async function dropTitleWords(q: QueryRunner): Promise<void> {
  if (isMysql(q.connection)) {
    await q.dropIndex('jobs', TITLE_WORDS);
    return;
  }
  const e = (name: string) => q.connection.driver.escape(name);
  for (const change of ['insert', 'delete', 'update'])
    await q.query(`DROP TRIGGER ${e(`${TITLE_WORDS}_${change}`)}`);
  await q.query(`DROP TABLE ${e(TITLE_WORDS)}`);
}
