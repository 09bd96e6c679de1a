import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addTermFiltersSql, dropTermFiltersSql, fillTermFilters } from './job-terms-table';

/**
 * The list filters on the search terms rows (decision 048, "Filters on the terms row"): adds the
 * jobs' deadline, jobType, jobLocation, salaryMin and experienceYears to job_terms, as the jobs
 * table stores them, and fills them from each row's job. Down removes them. Same SQL on both
 * databases.
 */
export class TermFilters1764900000000 implements MigrationInterface {
  name = 'TermFilters1764900000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of addTermFiltersSql(q.manager)) await q.query(sql);
    await fillTermFilters(q.manager);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropTermFiltersSql(q.manager)) await q.query(sql);
  }
}
