import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** What refunds paid back on each settled day (decision 068); days settled before refunds existed had none. */
export class StatsRefunds1765800000002 implements MigrationInterface {
  name = 'StatsRefunds1765800000002';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'stats_days',
      new TableColumn({ name: 'refunds', type: 'bigint', default: 0 }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('stats_days', 'refunds');
  }
}
