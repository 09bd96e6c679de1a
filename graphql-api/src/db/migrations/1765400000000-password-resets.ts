import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Password reset links (decision 062): the token's hash, its account and app, its time limits. */
export class PasswordResets1765400000000 implements MigrationInterface {
  name = 'PasswordResets1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'password_resets',
        columns: [
          { name: 'tokenHash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'site', type: 'varchar', length: '10' },
          { name: 'createdAt', type: 'datetime' },
          { name: 'expiresAt', type: 'datetime' },
          { name: 'usedAt', type: 'datetime', isNullable: true },
        ],
      }),
    );
    await q.createIndex(
      'password_resets',
      new TableIndex({ name: 'IDX_password_resets_user', columnNames: ['userId'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('password_resets');
  }
}
