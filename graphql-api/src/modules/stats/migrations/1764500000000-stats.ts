import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Settled days' figures and course buyers, for the admin stats (issue 11, decision 029). */
export class Stats1764500000000 implements MigrationInterface {
  name = 'Stats1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'stats_days',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'jobViews', type: 'integer' },
          { name: 'coursePurchases', type: 'integer' },
          { name: 'pdfPurchases', type: 'integer' },
          { name: 'courseRevenue', type: 'bigint' },
          { name: 'pdfRevenue', type: 'bigint' },
        ],
      }),
    );
    await q.createTable(new Table({ name: 'stats_course_buyers', columns: [{ name: 'userId', type: 'varchar', length: '36', isPrimary: true }] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('stats_course_buyers');
    await q.dropTable('stats_days');
  }
}
