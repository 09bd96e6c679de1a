import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Outgoing webhooks (decision 104): endpoints, and their deliveries with a due path like the outbox's. */
export class Webhooks1766600000104 implements MigrationInterface {
  name = 'Webhooks1766600000104';

  async up(q: QueryRunner): Promise<void> {
    const date = (name: string, isNullable = false) => ({
      name,
      type: 'datetime',
      precision: 3,
      isNullable,
    });
    await q.createTable(
      new Table({
        name: 'webhook_endpoints',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'url', type: 'varchar', length: '2000' },
          { name: 'description', type: 'varchar', length: '200' },
          { name: 'events', type: 'varchar', length: '255' },
          { name: 'sealedSecret', type: 'text' },
          { name: 'enabled', type: 'boolean' },
          { name: 'disabledReason', type: 'varchar', length: '255', isNullable: true },
          date('disabledAt', true),
          date('failingSince', true),
          { name: 'createdBy', type: 'varchar', length: '36' },
          date('createdAt'),
          date('updatedAt'),
        ],
      }),
    );
    await q.createIndex(
      'webhook_endpoints',
      new TableIndex({ name: 'IDX_webhook_endpoints_created', columnNames: ['createdAt', 'id'] }),
    );
    await q.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'endpointId', type: 'varchar', length: '36' },
          { name: 'eventType', type: 'varchar', length: '40' },
          { name: 'payload', type: 'text' },
          { name: 'messageId', type: 'varchar', length: '40' },
          { name: 'attempts', type: 'integer' },
          { name: 'state', type: 'varchar', length: '16' },
          date('nextAttemptAt'),
          date('queuedAt'),
          { name: 'claimToken', type: 'varchar', length: '36', isNullable: true },
          date('claimedUntil', true),
          { name: 'lastStatusCode', type: 'integer', isNullable: true },
          { name: 'lastAnswer', type: 'varchar', length: '1000', isNullable: true },
          { name: 'lastError', type: 'varchar', length: '1000', isNullable: true },
          date('lastAttemptAt', true),
          date('deliveredAt', true),
          date('createdAt'),
        ],
      }),
    );
    const indexes: [string, string[]][] = [
      ['IDX_webhook_deliveries_due', ['state', 'nextAttemptAt']],
      ['IDX_webhook_deliveries_endpoint', ['endpointId', 'createdAt', 'id']],
    ];
    for (const [name, columnNames] of indexes)
      await q.createIndex('webhook_deliveries', new TableIndex({ name, columnNames }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('webhook_deliveries');
    await q.dropTable('webhook_endpoints');
  }
}
