import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** Saves and apply clicks of jobs on each settled day (decision 098); days settled before had none counted. */
export class StatsInterest1766500001098 implements MigrationInterface {
  name = 'StatsInterest1766500001098';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('stats_days', [
      new TableColumn({ name: 'jobSaves', type: 'integer', default: 0 }),
      new TableColumn({ name: 'jobApplyClicks', type: 'integer', default: 0 }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('stats_days', 'jobApplyClicks');
    await q.dropColumn('stats_days', 'jobSaves');
  }
}
