import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/** Refunds (decisions 068, 069): the refunds table, and each order's refunded amount, refund status and buyer's request. */
export class Refunds1765800000000 implements MigrationInterface {
  name = 'Refunds1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('payment_orders', [
      new TableColumn({ name: 'refundedAmount', type: 'integer', default: 0 }),
      new TableColumn({ name: 'refundStatus', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'refundedAt', type: 'datetime', precision: 3, isNullable: true }),
      new TableColumn({ name: 'refundRequest', type: 'varchar', length: '500', isNullable: true }),
      new TableColumn({
        name: 'refundRequestedAt',
        type: 'datetime',
        precision: 3,
        isNullable: true,
      }),
    ]);
    await q.createIndex(
      'payment_orders',
      new TableIndex({
        name: 'IDX_payment_orders_refund',
        columnNames: ['refundStatus', 'createdAt'],
      }),
    );
    await q.createTable(
      new Table({
        name: 'payment_refunds',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'orderId', type: 'varchar', length: '36' },
          { name: 'amount', type: 'integer' },
          { name: 'reason', type: 'varchar', length: '500' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'providerRefundId', type: 'varchar', length: '64', isNullable: true },
          { name: 'requestedBy', type: 'varchar', length: '36', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
          { name: 'processedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'failureReason', type: 'varchar', length: '500', isNullable: true },
        ],
      }),
    );
    const index = (name: string, columnNames: string[], isUnique = false) =>
      q.createIndex('payment_refunds', new TableIndex({ name, columnNames, isUnique }));
    await index('IDX_payment_refunds_order', ['orderId', 'createdAt']);
    await index('UQ_payment_refunds_provider', ['providerRefundId'], true);
    await index('IDX_payment_refunds_status_processed', ['status', 'processedAt']);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('payment_refunds');
    await q.dropIndex('payment_orders', 'IDX_payment_orders_refund');
    await q.dropColumns('payment_orders', [
      'refundRequestedAt',
      'refundRequest',
      'refundedAt',
      'refundStatus',
      'refundedAmount',
    ]);
  }
}
