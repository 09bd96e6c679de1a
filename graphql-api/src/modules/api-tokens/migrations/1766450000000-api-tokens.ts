import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Integrators' API tokens (decision 100): found by their secret's hash, listed newest first. */
export class ApiTokens1766450000000 implements MigrationInterface {
  name = 'ApiTokens1766450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'api_tokens',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '80' },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          { name: 'scopes', type: 'varchar', length: '255' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'createdBy', type: 'varchar', length: '36' },
          { name: 'expiresAt', type: 'datetime', precision: 3 },
          { name: 'revokedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'lastUsedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'lastUsedIp', type: 'varchar', length: '64', isNullable: true },
        ],
      }),
    );
    await q.createIndex(
      'api_tokens',
      new TableIndex({ name: 'UQ_api_tokens_hash', columnNames: ['tokenHash'], isUnique: true }),
    );
    await q.createIndex(
      'api_tokens',
      new TableIndex({ name: 'IDX_api_tokens_created', columnNames: ['createdAt', 'id'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('api_tokens');
  }
}
