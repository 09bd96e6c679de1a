import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createJobTermsSql, fillJobTerms, JOB_TERMS } from './job-terms-table';
import { createTitleWords, dropTitleWords } from './1764600000000-title-words';

/**
 * Title search on the API's own terms table instead of the databases' words indexes (decision 048):
 * creates job_terms, fills it from every job, and drops the FTS5 table and its triggers (SQLite) or
 * the FULLTEXT index (MySQL/MariaDB) that searched before. Down puts the words index back.
 */
export class JobTerms1764800000000 implements MigrationInterface {
  name = 'JobTerms1764800000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of createJobTermsSql(q.manager)) await q.query(sql);
    await fillJobTerms(q.manager);
    await dropTitleWords(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await createTitleWords(q);
    await q.query(`DROP TABLE ${q.connection.driver.escape(JOB_TERMS)}`);
  }
}
