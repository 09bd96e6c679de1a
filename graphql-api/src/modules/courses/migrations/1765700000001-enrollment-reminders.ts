import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** The end date an enrollment was last reminded of, and the index the reminder sweep reads by (decision 065). */
export class EnrollmentReminders1765700000001 implements MigrationInterface {
  name = 'EnrollmentReminders1765700000001';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'enrollments',
      new TableColumn({
        name: 'endingRemindedFor',
        type: 'datetime',
        precision: 3,
        isNullable: true,
      }),
    );
    await q.createIndex(
      'enrollments',
      new TableIndex({ name: 'IDX_enrollments_ends', columnNames: ['endsAt'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('enrollments', 'IDX_enrollments_ends');
    await q.dropColumn('enrollments', 'endingRemindedFor');
  }
}
