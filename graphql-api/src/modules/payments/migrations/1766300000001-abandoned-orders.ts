import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/** The admin's abandoned checkouts (orders still 'created' after a day), newest first: a seek. */
export class AbandonedOrders1766300000001 implements MigrationInterface {
  name = 'AbandonedOrders1766300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex(
      'payment_orders',
      new TableIndex({
        name: 'IDX_payment_orders_status_created',
        columnNames: ['status', 'createdAt', 'id'],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('payment_orders', 'IDX_payment_orders_status_created');
  }
}
