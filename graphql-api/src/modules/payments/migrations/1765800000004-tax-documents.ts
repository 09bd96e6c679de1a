import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/** Invoices and credit notes, their number series, and the buyer's GSTIN and state on orders (decision 070). */
export class TaxDocuments1765800000004 implements MigrationInterface {
  name = 'TaxDocuments1765800000004';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('payment_orders', [
      new TableColumn({ name: 'buyerGstin', type: 'varchar', length: '15', isNullable: true }),
      new TableColumn({ name: 'buyerState', type: 'varchar', length: '2', isNullable: true }),
    ]);
    const text = (name: string, length: number, isNullable = false) => ({
      name,
      type: 'varchar',
      length: String(length),
      isNullable,
    });
    const paise = (name: string) => ({ name, type: 'integer' });
    await q.createTable(
      new Table({
        name: 'tax_documents',
        columns: [
          { ...text('id', 36), isPrimary: true },
          text('kind', 12),
          text('number', 16),
          text('series', 12),
          { name: 'sequence', type: 'integer' },
          text('orderId', 36),
          text('refundId', 36, true),
          text('invoiceNumber', 16, true),
          { name: 'issuedAt', type: 'datetime', precision: 3 },
          text('itemTitle', 200),
          text('sac', 10),
          paise('amount'),
          paise('taxable'),
          paise('cgst'),
          paise('sgst'),
          paise('igst'),
          text('placeOfSupply', 2),
          text('buyerName', 200, true),
          text('buyerEmail', 254, true),
          text('buyerGstin', 15, true),
          text('sellerName', 200),
          text('sellerAddress', 500),
          text('sellerGstin', 15, true),
        ],
      }),
    );
    const index = (name: string, columnNames: string[], isUnique = false) =>
      q.createIndex('tax_documents', new TableIndex({ name, columnNames, isUnique }));
    await index('UQ_tax_documents_number', ['number'], true);
    await index('UQ_tax_documents_series', ['series', 'sequence'], true);
    await index('IDX_tax_documents_order', ['orderId', 'issuedAt']);
    await q.createTable(
      new Table({
        name: 'document_series',
        columns: [
          { ...text('series', 12), isPrimary: true },
          { name: 'nextNumber', type: 'integer' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('document_series');
    await q.dropTable('tax_documents');
    await q.dropColumns('payment_orders', ['buyerState', 'buyerGstin']);
  }
}
