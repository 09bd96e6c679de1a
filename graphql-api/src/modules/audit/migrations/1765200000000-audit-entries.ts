import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** The audit log of staff writes (decision 056), with its three newest-first paths: all, by actor, by kind. */
export class AuditEntries1765200000000 implements MigrationInterface {
  name = 'AuditEntries1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'audit_entries',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'actorId', type: 'varchar', length: '36', isNullable: true },
          { name: 'actor', type: 'varchar', length: '255' },
          { name: 'kind', type: 'varchar', length: '40' },
          { name: 'targetId', type: 'varchar', length: '36' },
          { name: 'targetLabel', type: 'varchar', length: '255' },
          { name: 'ip', type: 'varchar', length: '64', isNullable: true },
          { name: 'changes', type: 'text' },
        ],
      }),
    );
    const indexes: [string, string[]][] = [
      ['IDX_audit_entries_created', ['createdAt', 'id']],
      ['IDX_audit_entries_actor', ['actorId', 'createdAt', 'id']],
      ['IDX_audit_entries_kind', ['kind', 'createdAt', 'id']],
    ];
    for (const [name, columnNames] of indexes)
      await q.createIndex('audit_entries', new TableIndex({ name, columnNames }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('audit_entries');
  }
}
