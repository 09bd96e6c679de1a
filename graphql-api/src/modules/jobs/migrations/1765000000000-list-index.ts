import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysql } from '../../../db/dialect';
import { LIST_VERSION } from '../job-list.query';
import {
  addTermFiltersSql,
  createJobTermsSql,
  fillJobTerms,
  fillTermFilters,
  JOB_TERMS,
} from './job-terms-table';

/**
 * The list index (decision 051): creates the one-row list version every job write bumps, and drops
 * the search terms table of decision 048, which the index replaces. Down restores job_terms, filled
 * from the jobs, and drops the version. Same SQL on both databases but the table options.
 */
export class ListIndex1765000000000 implements MigrationInterface {
  name = 'ListIndex1765000000000';

  async up(q: QueryRunner): Promise<void> {
    const e = (name: string) => q.connection.driver.escape(name);
    const engine = isMysql(q.manager) ? ' ENGINE=InnoDB' : '';
    await q.query(
      `CREATE TABLE ${e(LIST_VERSION)} (${e('id')} integer NOT NULL PRIMARY KEY, ${e('version')} integer NOT NULL)${engine}`,
    );
    await q.query(`INSERT INTO ${e(LIST_VERSION)} (${e('id')}, ${e('version')}) VALUES (1, 0)`);
    await q.query(`DROP TABLE ${e(JOB_TERMS)}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of createJobTermsSql(q.manager)) await q.query(sql);
    await fillJobTerms(q.manager);
    for (const sql of addTermFiltersSql(q.manager)) await q.query(sql);
    await fillTermFilters(q.manager);
    await q.query(`DROP TABLE ${q.connection.driver.escape(LIST_VERSION)}`);
  }
}
