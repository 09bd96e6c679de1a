import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** The address a guest's PDF order is mailed to (decision 065), and the index "email me my downloads" reads by. */
export class OrderBuyerEmail1765700000000 implements MigrationInterface {
  name = 'OrderBuyerEmail1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'payment_orders',
      new TableColumn({ name: 'buyerEmail', type: 'varchar', length: '254', isNullable: true }),
    );
    await q.createIndex(
      'payment_orders',
      new TableIndex({ name: 'IDX_payment_orders_buyer_email', columnNames: ['buyerEmail'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('payment_orders', 'IDX_payment_orders_buyer_email');
    await q.dropColumn('payment_orders', 'buyerEmail');
  }
}
