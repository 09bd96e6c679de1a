import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** The sealed List-Unsubscribe link of mail someone subscribed to (product.md#job-alerts). */
export class UnsubscribeHeader1766560000000 implements MigrationInterface {
  name = 'UnsubscribeHeader1766560000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'mail_outbox',
      new TableColumn({ name: 'sealedUnsubscribe', type: 'text', isNullable: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('mail_outbox', 'sealedUnsubscribe');
  }
}
