import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** When a refund ended an enrollment (decision 068). */
export class EnrollmentRefunds1765800000001 implements MigrationInterface {
  name = 'EnrollmentRefunds1765800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'enrollments',
      new TableColumn({ name: 'refundedAt', type: 'datetime', precision: 3, isNullable: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('enrollments', 'refundedAt');
  }
}
