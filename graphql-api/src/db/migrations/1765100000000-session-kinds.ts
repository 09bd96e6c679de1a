import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Sessions of two kinds (decision 055): a storefront session ('customer', 30 days) or the admin
 * console's ('admin', 12 hours and 30 minutes idle), and when each was last used. Sessions opened
 * before are the storefront's: the console asks staff to sign in again.
 */
export class SessionKinds1765100000000 implements MigrationInterface {
  name = 'SessionKinds1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('sessions', [
      new TableColumn({ name: 'kind', type: 'varchar', length: '10', default: "'customer'" }),
      new TableColumn({ name: 'lastSeenAt', type: 'datetime', isNullable: true }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('sessions', 'lastSeenAt');
    await q.dropColumn('sessions', 'kind');
  }
}
