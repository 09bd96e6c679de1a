import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** The id of the request that wrote a message, for the sender's log lines (decision 108). */
export class OutboxRequestId1766900000108 implements MigrationInterface {
  name = 'OutboxRequestId1766900000108';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'mail_outbox',
      new TableColumn({ name: 'requestId', type: 'varchar', length: '128', isNullable: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('mail_outbox', 'requestId');
  }
}
