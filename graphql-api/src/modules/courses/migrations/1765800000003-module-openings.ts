import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** When each buyer was first served each module's content (decision 069). */
export class ModuleOpenings1765800000003 implements MigrationInterface {
  name = 'ModuleOpenings1765800000003';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'module_openings',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'moduleId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'courseId', type: 'varchar', length: '36' },
          { name: 'openedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await q.createIndex(
      'module_openings',
      new TableIndex({ name: 'IDX_module_openings_course', columnNames: ['userId', 'courseId'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('module_openings');
  }
}
