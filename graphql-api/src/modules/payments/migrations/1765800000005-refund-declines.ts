import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** Staff's answer to a buyer's refund request when they decline it (decision 069): why, and when. */
export class RefundDeclines1765800000005 implements MigrationInterface {
  name = 'RefundDeclines1765800000005';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('payment_orders', [
      new TableColumn({ name: 'refundDecline', type: 'varchar', length: '500', isNullable: true }),
      new TableColumn({
        name: 'refundDeclinedAt',
        type: 'datetime',
        precision: 3,
        isNullable: true,
      }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('payment_orders', ['refundDeclinedAt', 'refundDecline']);
  }
}
