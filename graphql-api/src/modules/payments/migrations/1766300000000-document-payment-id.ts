import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * The Razorpay payment id (pay_…) printed on each invoice and credit note, kept with the document
 * as issued (decision 070); documents issued before take their order's.
 */
export class DocumentPaymentId1766300000000 implements MigrationInterface {
  name = 'DocumentPaymentId1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'tax_documents',
      new TableColumn({ name: 'paymentId', type: 'varchar', length: '64', isNullable: true }),
    );
    await q.query(
      'UPDATE tax_documents SET paymentId = (SELECT o.providerPaymentId FROM payment_orders o WHERE o.id = tax_documents.orderId)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('tax_documents', 'paymentId');
  }
}
