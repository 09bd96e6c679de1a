import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Two-factor sign-in (decision 064): authenticator secrets, one-time recovery codes (hashed) and
 * pending second steps of sign-ins (hashed tokens), each keyed to an account.
 */
export class TwoFactor1765600000000 implements MigrationInterface {
  name = 'TwoFactor1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'user_totp',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'secret', type: 'varchar', length: '64' },
          { name: 'createdAt', type: 'datetime' },
          { name: 'confirmedAt', type: 'datetime', isNullable: true },
          { name: 'lastStep', type: 'integer', isNullable: true },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'totp_recovery_codes',
        columns: [
          { name: 'codeHash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'createdAt', type: 'datetime' },
          { name: 'usedAt', type: 'datetime', isNullable: true },
        ],
      }),
    );
    await q.createIndex(
      'totp_recovery_codes',
      new TableIndex({ name: 'IDX_totp_recovery_codes_user', columnNames: ['userId'] }),
    );
    await q.createTable(
      new Table({
        name: 'sign_in_challenges',
        columns: [
          { name: 'tokenHash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '10' },
          { name: 'step', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'expiresAt', type: 'datetime' },
        ],
      }),
    );
    await q.createIndex(
      'sign_in_challenges',
      new TableIndex({ name: 'IDX_sign_in_challenges_user', columnNames: ['userId'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('sign_in_challenges');
    await q.dropTable('totp_recovery_codes');
    await q.dropTable('user_totp');
  }
}
