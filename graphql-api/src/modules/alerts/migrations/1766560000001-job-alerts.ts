import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Job alerts (product.md#job-alerts): the alerts, the jobs mailed to each address, and the
 * alerts' confirmation and unsubscribe links.
 */
export class JobAlerts1766560000001 implements MigrationInterface {
  name = 'JobAlerts1766560000001';

  async up(q: QueryRunner): Promise<void> {
    const id = (name: string) => ({ name, type: 'varchar', length: '36' });
    const at = (name: string, isNullable = false) => ({
      name,
      type: 'datetime',
      precision: 3,
      isNullable,
    });
    await q.createTable(
      new Table({
        name: 'job_alerts',
        columns: [
          { ...id('id'), isPrimary: true },
          { name: 'email', type: 'varchar', length: '254' },
          { ...id('userId'), isNullable: true },
          { name: 'filter', type: 'text' },
          { name: 'frequency', type: 'varchar', length: '16' },
          { name: 'state', type: 'varchar', length: '16' },
          at('createdAt'),
          at('updatedAt'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_job_alerts_email', columnNames: ['email'] }),
          new TableIndex({
            name: 'IDX_job_alerts_user',
            columnNames: ['userId', 'createdAt', 'id'],
          }),
          new TableIndex({
            name: 'IDX_job_alerts_due',
            columnNames: ['frequency', 'state', 'id'],
          }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'job_alert_sent',
        columns: [
          { name: 'email', type: 'varchar', length: '254', isPrimary: true },
          { ...id('jobId'), isPrimary: true },
          id('alertId'),
          at('sentAt'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'job_alert_links',
        columns: [
          { name: 'tokenHash', type: 'varchar', length: '64', isPrimary: true },
          id('userId'),
          { name: 'createdAt', type: 'datetime' },
          { name: 'expiresAt', type: 'datetime' },
          { name: 'usedAt', type: 'datetime', isNullable: true },
          id('alertId'),
          { name: 'purpose', type: 'varchar', length: '12' },
        ],
        indices: [new TableIndex({ name: 'IDX_job_alert_links_alert', columnNames: ['alertId'] })],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('job_alert_links');
    await q.dropTable('job_alert_sent');
    await q.dropTable('job_alerts');
  }
}
