import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/** The most viewed jobs for stats (issue 11, decision 029): the first entries of this index, read backwards. */
export class JobsByViews1764400000000 implements MigrationInterface {
  name = 'JobsByViews1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('jobs', new TableIndex({ name: 'IDX_jobs_views', columnNames: ['views', 'id'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('jobs', 'IDX_jobs_views');
  }
}
