import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Payment orders and handled webhook events (decision 026). */
export class Payments1764200000000 implements MigrationInterface {
  name = 'Payments1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'payment_orders',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '10' },
          { name: 'itemId', type: 'varchar', length: '64' },
          { name: 'userId', type: 'varchar', length: '36', isNullable: true },
          { name: 'amount', type: 'integer' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'providerOrderId', type: 'varchar', length: '64' },
          { name: 'providerPaymentId', type: 'varchar', length: '64', isNullable: true },
          { name: 'receipt', type: 'varchar', length: '40' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
          { name: 'paidAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'failureReason', type: 'varchar', length: '500', isNullable: true },
        ],
      }),
    );
    const index = (name: string, columnNames: string[], isUnique = false) =>
      q.createIndex('payment_orders', new TableIndex({ name, columnNames, isUnique }));
    await index('UQ_payment_orders_provider_order', ['providerOrderId'], true);
    await index('UQ_payment_orders_provider_payment', ['providerPaymentId'], true);
    await index('IDX_payment_orders_status_paid', ['status', 'paidAt']);
    await index('IDX_payment_orders_kind_status_paid', ['kind', 'status', 'paidAt']);
    await index('IDX_payment_orders_user', ['userId']);
    await index('IDX_payment_orders_created', ['createdAt', 'id']);

    await q.createTable(
      new Table({
        name: 'payment_events',
        columns: [
          { name: 'eventId', type: 'varchar', length: '100', isPrimary: true },
          { name: 'type', type: 'varchar', length: '50' },
          { name: 'providerOrderId', type: 'varchar', length: '64', isNullable: true },
          { name: 'receivedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('payment_events');
    await q.dropTable('payment_orders');
  }
}
