import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Users, server-side sessions and rate-limit counters. */
export class Accounts1763780000000 implements MigrationInterface {
  name = 'Accounts1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'users',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'passwordHash', type: 'varchar', length: '255' },
          { name: 'isAdmin', type: 'boolean', default: 0 },
          { name: 'createdAt', type: 'datetime' },
        ],
      }),
    );
    // Unique keys as named unique indexes: the one form SQLite and MySQL both report back the same way.
    await q.createIndex(
      'users',
      new TableIndex({ name: 'UQ_users_email', columnNames: ['email'], isUnique: true }),
    );
    await q.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'tokenHash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'expiresAt', type: 'datetime' },
          { name: 'createdAt', type: 'datetime' },
        ],
      }),
    );
    await q.createIndex(
      'sessions',
      new TableIndex({ name: 'IDX_sessions_user', columnNames: ['userId'] }),
    );
    await q.createTable(
      new Table({
        name: 'rate_limits',
        columns: [
          { name: 'key', type: 'varchar', length: '191', isPrimary: true },
          { name: 'count', type: 'integer' },
          { name: 'windowStart', type: 'datetime' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('rate_limits');
    await q.dropTable('sessions');
    await q.dropTable('users');
  }
}
