import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Confirmed addresses (decision 063): when each account's address was confirmed, and the links
 * mailed to confirm one. Every account that exists now counts as confirmed as of this migration,
 * so nobody who signed up before is asked to.
 */
export class EmailConfirmations1765500000000 implements MigrationInterface {
  name = 'EmailConfirmations1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'users',
      new TableColumn({ name: 'emailConfirmedAt', type: 'datetime', isNullable: true }),
    );
    await q.query('UPDATE users SET emailConfirmedAt = CURRENT_TIMESTAMP');
    await q.createTable(
      new Table({
        name: 'email_confirmations',
        columns: [
          { name: 'tokenHash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'purpose', type: 'varchar', length: '10' },
          { name: 'createdAt', type: 'datetime' },
          { name: 'expiresAt', type: 'datetime' },
          { name: 'usedAt', type: 'datetime', isNullable: true },
        ],
      }),
    );
    await q.createIndex(
      'email_confirmations',
      new TableIndex({ name: 'IDX_email_confirmations_user', columnNames: ['userId'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('email_confirmations');
    await q.dropColumn('users', 'emailConfirmedAt');
  }
}
