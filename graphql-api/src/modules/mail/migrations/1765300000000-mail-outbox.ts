import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** The mail outbox (decision 061): one row per message, its key unique, newest-first and due paths. */
export class MailOutbox1765300000000 implements MigrationInterface {
  name = 'MailOutbox1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '40' },
          { name: 'recipient', type: 'varchar', length: '254' },
          { name: 'subject', type: 'varchar', length: '255' },
          { name: 'html', type: 'text' },
          { name: 'text', type: 'text' },
          { name: 'idempotencyKey', type: 'varchar', length: '191' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'attempts', type: 'integer' },
          { name: 'nextAttemptAt', type: 'datetime', precision: 3 },
          { name: 'claimToken', type: 'varchar', length: '36', isNullable: true },
          { name: 'claimedUntil', type: 'datetime', precision: 3, isNullable: true },
          { name: 'lastError', type: 'varchar', length: '1000', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'sentAt', type: 'datetime', precision: 3, isNullable: true },
        ],
      }),
    );
    await q.createIndex(
      'mail_outbox',
      new TableIndex({
        name: 'UQ_mail_outbox_key',
        columnNames: ['idempotencyKey'],
        isUnique: true,
      }),
    );
    const indexes: [string, string[]][] = [
      ['IDX_mail_outbox_created', ['createdAt', 'id']],
      ['IDX_mail_outbox_kind', ['kind', 'createdAt', 'id']],
      ['IDX_mail_outbox_status', ['status', 'createdAt', 'id']],
      ['IDX_mail_outbox_due', ['status', 'nextAttemptAt']],
    ];
    for (const [name, columnNames] of indexes)
      await q.createIndex('mail_outbox', new TableIndex({ name, columnNames }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('mail_outbox');
  }
}
