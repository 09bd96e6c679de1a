import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Sealed mail bodies (decision 078): the bodies as sent move to sealed columns and html/text keep
 * the copy staff read, null once erased. Bodies of messages already sent or failed are erased
 * here; those still waiting keep their plain bodies (this migration has no key) and are sent from
 * them, then erased like any other.
 */
export class SealedMailBodies1765900000078 implements MigrationInterface {
  name = 'SealedMailBodies1765900000078';

  async up(q: QueryRunner): Promise<void> {
    for (const name of ['html', 'text'])
      await q.changeColumn(
        'mail_outbox',
        name,
        new TableColumn({ name, type: 'text', isNullable: true }),
      );
    await q.addColumns('mail_outbox', [
      new TableColumn({ name: 'sealedHtml', type: 'text', isNullable: true }),
      new TableColumn({ name: 'sealedText', type: 'text', isNullable: true }),
    ]);
    await q.query(
      `UPDATE mail_outbox SET html = NULL, text = NULL WHERE status IN ('sent', 'failed')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('mail_outbox', ['sealedHtml', 'sealedText']);
    await q.query(`UPDATE mail_outbox SET html = '', text = '' WHERE html IS NULL OR text IS NULL`);
    for (const name of ['html', 'text'])
      await q.changeColumn('mail_outbox', name, new TableColumn({ name, type: 'text' }));
  }
}
