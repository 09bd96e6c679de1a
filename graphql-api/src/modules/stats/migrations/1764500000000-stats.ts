import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Settled days' figures and course buyers, for the admin stats (decision 029). */
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
          { name: 'newCourseBuyers', type: 'integer' },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'stats_course_buyers',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'firstDay', type: 'varchar', length: '10' },
        ],
      }),
    );
    await q.createIndex(
      'stats_course_buyers',
      new TableIndex({ name: 'IDX_stats_course_buyers_first', columnNames: ['firstDay'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('stats_course_buyers');
    await q.dropTable('stats_days');
  }
}
