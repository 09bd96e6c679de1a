import { randomUUID } from 'node:crypto';
import { type EntityManager, In } from 'typeorm';
import type { Config } from '../../../config';
import { isUniqueViolation } from '../../../errors';
import { calendarDay } from '../../../lib/calendar-day';
import type { Clock } from '../../../lib/clock';
import type { OrderRecord, RefundRecord } from '../payment-orders';
import { DocumentSeries, TaxDocument, type TaxDocumentKind } from '../payment.entity';
import type { Addressee } from '../purchase-mail';
import { financialYear, SAC, taxLines } from './gst';

/** A tax document as issued (plain data); amounts in paise. */
export type TaxDocumentRecord = {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  orderId: string;
  /** Razorpay's payment id (pay_…). */
  paymentId: string | null;
  refundId: string | null;
  invoiceNumber: string | null;
  issuedAt: Date;
  itemTitle: string;
  sac: string;
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  placeOfSupply: string;
  buyerName: string | null;
  buyerEmail: string | null;
  buyerGstin: string | null;
  sellerName: string;
  sellerAddress: string;
  sellerGstin: string | null;
};

/**
 * The series prefixes (decision 070): tax invoices and credit notes with a seller GSTIN; plain
 * receipts and refund notes without one. A number is prefix/FY/sequence, at most 16 characters.
 */
const PREFIX = {
  invoice: { taxed: 'INV', plain: 'RCT' },
  credit_note: { taxed: 'CN', plain: 'RCN' },
} as const;

/**
 * Invoices and credit notes (decision 070), for PaymentsService alone, on the unit of work's
 * manager: each document takes the next number of its financial year's series in the same unit
 * that marks the order paid (or the refund processed), so a unit that rolls back gives its number
 * back and the series has no gaps. Documents are never changed or deleted.
 */
export class TaxDocuments {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly config: Config,
  ) {}

  /** The invoice of an order just paid, at its price, GST-inclusive. */
  issueInvoice(order: OrderRecord, buyer: Addressee) {
    return this.issue('invoice', order, buyer, order.amount, null);
  }

  /** The credit note of a processed refund, referencing the order's invoice, at the refund's amount. */
  async issueCreditNote(order: OrderRecord, refund: RefundRecord, buyer: Addressee) {
    const invoice = await this.repo.findOne({ where: { orderId: order.id, kind: 'invoice' } });
    return this.issue('credit_note', order, buyer, refund.amount, {
      refundId: refund.id,
      invoiceNumber: invoice?.number ?? null,
    });
  }

  /** The documents of some orders, oldest first (an invoice before its credit notes). */
  async ofOrders(orderIds: readonly string[]): Promise<TaxDocumentRecord[]> {
    if (!orderIds.length) return [];
    const rows = await this.repo.find({
      where: { orderId: In([...new Set(orderIds)]) },
      order: { issuedAt: 'ASC', kind: 'DESC', sequence: 'ASC' },
    });
    return rows.map(record);
  }

  async byId(id: string): Promise<TaxDocumentRecord | null> {
    const row = await this.repo.findOneBy({ id });
    return row ? record(row) : null;
  }

  private async issue(
    kind: TaxDocumentKind,
    order: OrderRecord,
    buyer: Addressee,
    amount: number,
    credit: { refundId: string; invoiceNumber: string | null } | null,
  ): Promise<TaxDocumentRecord> {
    const { seller } = this.config;
    const issuedAt = this.clock.now();
    const series = `${PREFIX[kind][seller.gstin ? 'taxed' : 'plain']}/${financialYear(calendarDay(issuedAt, this.config.appTimezone))}`;
    const sequence = await this.take(series);
    const placeOfSupply = order.buyerState ?? seller.state;
    const row: TaxDocument = {
      id: randomUUID(),
      kind,
      number: `${series}/${String(sequence).padStart(5, '0')}`,
      series,
      sequence,
      orderId: order.id,
      paymentId: order.providerPaymentId,
      refundId: credit?.refundId ?? null,
      invoiceNumber: credit?.invoiceNumber ?? null,
      issuedAt,
      itemTitle: buyer.item.slice(0, 200),
      sac: SAC[order.kind],
      amount,
      ...taxLines(amount, placeOfSupply === seller.state),
      placeOfSupply,
      buyerName: buyer.name?.slice(0, 200) ?? null,
      buyerEmail: buyer.to,
      buyerGstin: order.buyerGstin,
      sellerName: seller.legalName.slice(0, 200),
      sellerAddress: seller.address.slice(0, 500),
      sellerGstin: seller.gstin ?? null,
    };
    await this.repo.insert(row);
    return record(row);
  }

  /**
   * The next number of a series, in the caller's unit of work: the increment locks the series'
   * row (MySQL) until the unit ends, so concurrent units number one after the other, and a unit
   * that rolls back returns its number. A new series starts at 1.
   */
  private async take(series: string): Promise<number> {
    const seriesRepo = this.db.getRepository(DocumentSeries);
    const bump = () =>
      seriesRepo
        .createQueryBuilder()
        .update(DocumentSeries)
        .set({ nextNumber: () => 'nextNumber + 1' })
        .where('series = :series', { series })
        .execute();
    if (!(await bump()).affected) {
      try {
        await seriesRepo.insert({ series, nextNumber: 2 });
        return 1;
      } catch (error) {
        // Another unit started the series first: take the next number after it.
        if (!isUniqueViolation(error)) throw error;
        await bump();
      }
    }
    const row = await seriesRepo.findOneByOrFail({ series });
    return row.nextNumber - 1;
  }

  private get repo() {
    return this.db.getRepository(TaxDocument);
  }
}

const record = (r: TaxDocument): TaxDocumentRecord => ({
  id: r.id,
  kind: r.kind,
  number: r.number,
  orderId: r.orderId,
  paymentId: r.paymentId ?? null,
  refundId: r.refundId ?? null,
  invoiceNumber: r.invoiceNumber ?? null,
  issuedAt: new Date(r.issuedAt),
  itemTitle: r.itemTitle,
  sac: r.sac,
  amount: Number(r.amount),
  taxable: Number(r.taxable),
  cgst: Number(r.cgst),
  sgst: Number(r.sgst),
  igst: Number(r.igst),
  placeOfSupply: r.placeOfSupply,
  buyerName: r.buyerName ?? null,
  buyerEmail: r.buyerEmail ?? null,
  buyerGstin: r.buyerGstin ?? null,
  sellerName: r.sellerName,
  sellerAddress: r.sellerAddress,
  sellerGstin: r.sellerGstin ?? null,
});
