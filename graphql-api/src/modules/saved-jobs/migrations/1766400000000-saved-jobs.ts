import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Seekers' saved jobs (product.md#saved-jobs): one row per account and job, read newest first. */
export class SavedJobs1766400000000 implements MigrationInterface {
  name = 'SavedJobs1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'saved_jobs',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'jobId', type: 'varchar', length: '36' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'appliedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'note', type: 'varchar', length: '500', isNullable: true },
        ],
      }),
    );
    await q.createIndex(
      'saved_jobs',
      new TableIndex({
        name: 'UQ_saved_jobs_user_job',
        columnNames: ['userId', 'jobId'],
        isUnique: true,
      }),
    );
    await q.createIndex(
      'saved_jobs',
      new TableIndex({
        name: 'IDX_saved_jobs_user_created',
        columnNames: ['userId', 'createdAt', 'id'],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('saved_jobs');
  }
}
