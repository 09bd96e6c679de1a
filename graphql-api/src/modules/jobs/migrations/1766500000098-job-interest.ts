import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Saves and apply clicks per job and day beside the views (decision 098): two counters on
 * job_views_daily (0 on the days before they were counted; the views' counter now 0 by default
 * too, as a day's first save or apply click adds the row) and its (jobId, day) index, so a job's
 * figures read only its own rows.
 */
const counter = (name: string) => new TableColumn({ name, type: 'integer', default: 0 });

export class JobInterest1766500000098 implements MigrationInterface {
  name = 'JobInterest1766500000098';

  async up(q: QueryRunner): Promise<void> {
    await q.changeColumn('job_views_daily', 'count', counter('count'));
    await q.addColumns('job_views_daily', [counter('saves'), counter('applyClicks')]);
    await q.createIndex(
      'job_views_daily',
      new TableIndex({ name: 'IDX_job_views_daily_job', columnNames: ['jobId', 'day'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('job_views_daily', 'IDX_job_views_daily_job');
    await q.dropColumn('job_views_daily', 'applyClicks');
    await q.dropColumn('job_views_daily', 'saves');
    await q.changeColumn(
      'job_views_daily',
      'count',
      new TableColumn({ name: 'count', type: 'integer' }),
    );
  }
}
