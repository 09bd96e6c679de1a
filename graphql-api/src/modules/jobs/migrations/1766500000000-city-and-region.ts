import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** IDX_jobs_list before and after: the sort key, then every list filter column (covering). */
const BEFORE = [
  'createdAt',
  'id',
  'deadline',
  'jobType',
  'jobLocation',
  'salaryMin',
  'experienceYears',
  'title',
];
const AFTER = [...BEFORE, 'city', 'region'];

/**
 * A job's city and a remote job's region (decision 097): two nullable columns, in the covering list
 * index too (the list index reads its columns from it). Existing jobs get no city, and the remote
 * ones the region ANYWHERE. Same QueryRunner calls on SQLite and MySQL.
 */
export class CityAndRegion1766500000000 implements MigrationInterface {
  name = 'CityAndRegion1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('jobs', [
      new TableColumn({ name: 'city', type: 'varchar', length: '20', isNullable: true }),
      new TableColumn({ name: 'region', type: 'varchar', length: '20', isNullable: true }),
    ]);
    const e = (name: string) => q.connection.driver.escape(name);
    await q.query(`UPDATE ${e('jobs')} SET ${e('region')} = ? WHERE ${e('jobLocation')} = ?`, [
      'ANYWHERE',
      'REMOTE',
    ]);
    await this.listIndex(q, AFTER);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.listIndex(q, BEFORE);
    await q.dropColumn('jobs', 'region');
    await q.dropColumn('jobs', 'city');
  }

  private async listIndex(q: QueryRunner, columnNames: string[]): Promise<void> {
    await q.dropIndex('jobs', 'IDX_jobs_list');
    await q.createIndex('jobs', new TableIndex({ name: 'IDX_jobs_list', columnNames }));
  }
}
