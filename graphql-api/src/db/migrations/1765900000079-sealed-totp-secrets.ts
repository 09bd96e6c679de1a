import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Room for sealed authenticator secrets (decision 078): about 100 characters where base32 took 32.
 * Rows stay as they are (a migration has no key): they are read plain and sealed by
 * `npm run secrets:reseal`.
 */
export class SealedTotpSecrets1765900000079 implements MigrationInterface {
  name = 'SealedTotpSecrets1765900000079';

  async up(q: QueryRunner): Promise<void> {
    await q.changeColumn(
      'user_totp',
      'secret',
      new TableColumn({ name: 'secret', type: 'varchar', length: '255' }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.changeColumn(
      'user_totp',
      'secret',
      new TableColumn({ name: 'secret', type: 'varchar', length: '64' }),
    );
  }
}
