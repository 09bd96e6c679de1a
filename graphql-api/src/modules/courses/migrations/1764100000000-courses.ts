import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Courses, their modules, enrollments and module progress (decision 021). */
export class Courses1764100000000 implements MigrationInterface {
  name = 'Courses1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'courses',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'description', type: 'varchar', length: '1000' },
          // HTML in json columns: see course.entity.ts.
          { name: 'fullBlog', type: 'json' },
          { name: 'pricePaise', type: 'integer' },
          { name: 'archivedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await q.createIndex(
      'courses',
      new TableIndex({
        name: 'IDX_courses_catalogue',
        columnNames: ['archivedAt', 'createdAt', 'id'],
      }),
    );

    await q.createTable(
      new Table({
        name: 'course_modules',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'courseId', type: 'varchar', length: '36' },
          { name: 'position', type: 'integer' },
          { name: 'subTitle', type: 'varchar', length: '200' },
          { name: 'blog', type: 'json' },
          { name: 'videoId', type: 'varchar', length: '11', isNullable: true },
        ],
      }),
    );
    await q.createIndex(
      'course_modules',
      new TableIndex({ name: 'IDX_course_modules_course', columnNames: ['courseId', 'position'] }),
    );

    await q.createTable(
      new Table({
        name: 'enrollments',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'courseId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'startsAt', type: 'datetime', precision: 3 },
          { name: 'endsAt', type: 'datetime', precision: 3 },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );

    await q.createTable(
      new Table({
        name: 'module_progress',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'moduleId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'courseId', type: 'varchar', length: '36' },
          { name: 'completedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await q.createIndex(
      'module_progress',
      new TableIndex({ name: 'IDX_module_progress_course', columnNames: ['userId', 'courseId'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('module_progress');
    await q.dropTable('enrollments');
    await q.dropTable('course_modules');
    await q.dropTable('courses');
  }
}
