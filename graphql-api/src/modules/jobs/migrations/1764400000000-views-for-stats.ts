import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

const columns = (order: ('day' | 'jobId')[]) => [
  ...order.map((name) =>
    name === 'day'
      ? { name: 'day', type: 'varchar', length: '10', isPrimary: true }
      : { name: 'jobId', type: 'varchar', length: '36', isPrimary: true },
  ),
  { name: 'count', type: 'integer' },
];

/**
 * What stats read of views (decision 029): the daily counters keyed by day first, so a
 * day's rows sit together (MySQL/MariaDB keep rows in key order: a day's total reads no other
 * rows) and the (day) index is no longer needed;
 * and the jobs by views, for the most viewed. The table is copied into its new shape.
 */
export class ViewsForStats1764400000000 implements MigrationInterface {
  name = 'ViewsForStats1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await this.reshape(q, ['day', 'jobId']);
    await q.createIndex(
      'jobs',
      new TableIndex({ name: 'IDX_jobs_views', columnNames: ['views', 'id'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('jobs', 'IDX_jobs_views');
    await this.reshape(q, ['jobId', 'day']);
    await q.createIndex(
      'job_views_daily',
      new TableIndex({ name: 'IDX_job_views_daily_day', columnNames: ['day'] }),
    );
  }

  /** Re-creates job_views_daily with its key in `order`, rows kept. */
  private async reshape(q: QueryRunner, order: ('day' | 'jobId')[]) {
    const e = (name: string) => q.connection.driver.escape(name);
    await q.renameTable('job_views_daily', 'job_views_daily_old');
    await q.createTable(new Table({ name: 'job_views_daily', columns: columns(order) }));
    await q.query(
      `INSERT INTO ${e('job_views_daily')} (${e('day')}, ${e('jobId')}, ${e('count')}) SELECT ${e('day')}, ${e('jobId')}, ${e('count')} FROM ${e('job_views_daily_old')}`,
    );
    await q.dropTable('job_views_daily_old');
  }
}
