import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Columns of IDX_jobs_list, in order: the sort key, then every filter column. */
const JOB_LIST_INDEX = [
  'createdAt',
  'id',
  'deadline',
  'jobType',
  'jobLocation',
  'salaryMin',
  'experienceYears',
  'title',
];

/** Job postings, their daily view counts, and visitor suggestions. */
export class JobsAndSuggestions1763800000000 implements MigrationInterface {
  name = 'JobsAndSuggestions1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'jobs',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'slug', type: 'varchar', length: '255' },
          { name: 'company', type: 'varchar', length: '200' },
          { name: 'description', type: 'text' },
          { name: 'externalLink', type: 'varchar', length: '2000' },
          { name: 'responsibilities', type: 'text' },
          { name: 'requirements', type: 'text' },
          { name: 'skills', type: 'text' },
          { name: 'benefits', type: 'text' },
          { name: 'salary', type: 'varchar', length: '200', isNullable: true },
          { name: 'salaryMin', type: 'integer', isNullable: true },
          { name: 'experienceYears', type: 'integer', isNullable: true },
          { name: 'startDate', type: 'datetime', isNullable: true },
          { name: 'deadline', type: 'datetime', isNullable: true },
          { name: 'jobLocation', type: 'varchar', length: '20', isNullable: true },
          { name: 'jobType', type: 'varchar', length: '20', isNullable: true },
          { name: 'thumbnail', type: 'varchar', length: '2000', isNullable: true },
          { name: 'views', type: 'integer', default: 0 },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    // Unique keys as named unique indexes (see the accounts migration).
    await q.createIndex(
      'jobs',
      new TableIndex({ name: 'UQ_jobs_slug', columnNames: ['slug'], isUnique: true }),
    );
    // Every list filter column sits in one covering index that starts with the sort key: a page is an
    // index-only walk newest first that stops after `first` matches, and a count never reads a job
    // body (docs/decisions/007-job-list-performance.md).
    await q.createIndex(
      'jobs',
      new TableIndex({ name: 'IDX_jobs_list', columnNames: [...JOB_LIST_INDEX] }),
    );
    // Title suggestions: distinct titles in order, open ones only, from the index alone.
    await q.createIndex(
      'jobs',
      new TableIndex({ name: 'IDX_jobs_title', columnNames: ['title', 'deadline'] }),
    );

    await q.createTable(
      new Table({
        name: 'job_views_daily',
        columns: [
          { name: 'jobId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'count', type: 'integer' },
        ],
      }),
    );
    await q.createIndex(
      'job_views_daily',
      new TableIndex({ name: 'IDX_job_views_daily_day', columnNames: ['day'] }),
    );

    await q.createTable(
      new Table({
        name: 'suggestions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'suggestion', type: 'text' },
          { name: 'jobId', type: 'varchar', length: '36', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await q.createIndex(
      'suggestions',
      new TableIndex({ name: 'IDX_suggestions_created', columnNames: ['createdAt', 'id'] }),
    );
    await q.createIndex(
      'suggestions',
      new TableIndex({ name: 'IDX_suggestions_job', columnNames: ['jobId'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('suggestions');
    await q.dropTable('job_views_daily');
    await q.dropTable('jobs');
  }
}
