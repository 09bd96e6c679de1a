import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type OrderKind = 'course' | 'pdf';
/** created: waiting for payment; paid: completed (and granted); failed: the last payment attempt failed (a later one may still complete it). */
export type OrderStatus = 'created' | 'paid' | 'failed';
/**
 * Where a paid order's refunds stand (decision 068): null, none asked for; requested: the buyer asked
 * (decision 069) and staff have not refunded yet; pending: one is on its way
 * at the provider; partial: some of the amount was refunded; refunded: all of it (what it bought is
 * revoked); failed: the last refund failed and nothing was refunded.
 */
export type RefundStatus = 'requested' | 'declined' | 'pending' | 'partial' | 'refunded' | 'failed';
/** A refund at the provider: asked for (pending), then processed or failed. */
export type RefundState = 'pending' | 'processed' | 'failed';

/**
 * One purchase: what was bought, by whom, for how much, and its payment at the provider. Rows are
 * never deleted (decision 026): a paid order is the record of revenue and of the grant it made.
 */
@Entity('payment_orders')
// Unique keys as named unique indexes (the form SQLite and MySQL report back alike).
@Index('UQ_payment_orders_provider_order', ['providerOrderId'], { unique: true })
@Index('UQ_payment_orders_provider_payment', ['providerPaymentId'], { unique: true })
// Revenue by period, and by kind (the admin stats, decision 029); a buyer's purchases; the admin list, newest first.
@Index('IDX_payment_orders_status_paid', ['status', 'paidAt'])
@Index('IDX_payment_orders_kind_status_paid', ['kind', 'status', 'paidAt'])
@Index('IDX_payment_orders_user', ['userId'])
@Index('IDX_payment_orders_created', ['createdAt', 'id'])
// A guest's paid PDFs by the address they gave ("email me my downloads", decision 065).
@Index('IDX_payment_orders_buyer_email', ['buyerEmail'])
// The admin's list filtered by refund status (few orders have one).
@Index('IDX_payment_orders_refund', ['refundStatus', 'createdAt'])
// The admin's abandoned checkouts: orders still 'created', newest first (order-state.ts).
@Index('IDX_payment_orders_status_created', ['status', 'createdAt', 'id'])
export class PaymentOrder {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 10 })
  kind: OrderKind;

  /** The course id, or the PDF product id. */
  @Column({ type: 'varchar', length: 64 })
  itemId: string;

  /** The buyer; null for a guest's PDF order. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  /** The address a guest gave at checkout (lower case), where its receipt goes; null for a signed-in buyer's order. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  buyerEmail: string | null;

  /** In paise, from our records (the course's or the PDF's price), never from the client. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 10 })
  status: OrderStatus;

  /** Razorpay's order id (order_…). */
  @Column({ type: 'varchar', length: 64 })
  providerOrderId: string;

  /** Razorpay's payment id (pay_…) once paid. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  providerPaymentId: string | null;

  /** The receipt sent to Razorpay (at most 40 characters). */
  @Column({ type: 'varchar', length: 40 })
  receipt: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  paidAt: Date | null;

  /** Why the last payment attempt failed (the provider's words), when one did. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  failureReason: string | null;

  /** In paise: the sum of the order's processed refunds. */
  @Column({ type: 'integer', default: 0 })
  refundedAmount: number;

  @Column({ type: 'varchar', length: 10, nullable: true })
  refundStatus: RefundStatus | null;

  /** When the whole amount had been refunded (what it bought was revoked then). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  refundedAt: Date | null;

  /** The buyer's words when they asked for a refund (decision 069), and when. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  refundRequest: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  refundRequestedAt: Date | null;

  /** Staff's words when they declined the buyer's request (decision 069), and when. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  refundDecline: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  refundDeclinedAt: Date | null;
  /** The buyer's GSTIN, given at checkout for input tax credit (decision 070). */
  @Column({ type: 'varchar', length: 15, nullable: true })
  buyerGstin: string | null;

  /** The buyer's state (GST code), given at checkout: the place of supply. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  buyerState: string | null;
}

/**
 * One refund of a paid order (decision 068), full or partial: asked for by staff (its id is the
 * idempotency key sent to the provider) or made in Razorpay's dashboard and learnt by webhook.
 * Rows are never deleted; processed refunds are the record of money paid back.
 */
@Entity('payment_refunds')
@Index('IDX_payment_refunds_order', ['orderId', 'createdAt'])
@Index('UQ_payment_refunds_provider', ['providerRefundId'], { unique: true })
// Refunds by the day they were processed (the admin's stats).
@Index('IDX_payment_refunds_status_processed', ['status', 'processedAt'])
export class PaymentRefund {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  /** In paise. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  @Column({ type: 'varchar', length: 10 })
  status: RefundState;

  /** Razorpay's refund id (rfnd_…) once it made one. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  providerRefundId: string | null;

  /** The staff account that asked; null for a refund made in the provider's dashboard. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  requestedBy: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  processedAt: Date | null;

  /** Why it failed (the provider's words), when it did. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  failureReason: string | null;
}

/** A webhook event handled once: its id is remembered, so a retried delivery changes nothing. */
@Entity('payment_events')
export class PaymentEvent {
  /** What the signature covers (decision 081): the event type and its entities' ids, or the body's hash. */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  eventId: string;

  @Column({ type: 'varchar', length: 50 })
  type: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  providerOrderId: string | null;

  @Column({ type: 'datetime', precision: 3 })
  receivedAt: Date;
}

/** What a tax document is: an invoice of a paid order, or a credit note of a refund. */
export type TaxDocumentKind = 'invoice' | 'credit_note';

/**
 * An invoice or credit note as issued (decision 070): every value printed on it is kept here as it
 * was then, so the document reads the same forever. Amounts in paise. Never changed or deleted.
 */
@Entity('tax_documents')
@Index('UQ_tax_documents_number', ['number'], { unique: true })
@Index('UQ_tax_documents_series', ['series', 'sequence'], { unique: true })
@Index('IDX_tax_documents_order', ['orderId', 'issuedAt'])
export class TaxDocument {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 12 })
  kind: TaxDocumentKind;

  /** 'INV/26-27/00001', 'CN/26-27/00001', or 'RCT/…' / 'RCN/…' without a seller GSTIN: at most 16 characters. */
  @Column({ type: 'varchar', length: 16 })
  number: string;

  /** The series the number was taken from ('INV/26-27'), and its place in it from 1. */
  @Column({ type: 'varchar', length: 12 })
  series: string;

  @Column({ type: 'integer' })
  sequence: number;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  /** Razorpay's payment id (pay_…) of the order, printed for the accountant; null only for an unpaid order's refund. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  paymentId: string | null;

  /** A credit note's refund. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  refundId: string | null;

  /** A credit note's invoice number. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  invoiceNumber: string | null;

  @Column({ type: 'datetime', precision: 3 })
  issuedAt: Date;

  @Column({ type: 'varchar', length: 200 })
  itemTitle: string;

  @Column({ type: 'varchar', length: 10 })
  sac: string;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'integer' })
  taxable: number;

  @Column({ type: 'integer' })
  cgst: number;

  @Column({ type: 'integer' })
  sgst: number;

  @Column({ type: 'integer' })
  igst: number;

  /** The GST state code of the place of supply. */
  @Column({ type: 'varchar', length: 2 })
  placeOfSupply: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  buyerName: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  buyerEmail: string | null;

  @Column({ type: 'varchar', length: 15, nullable: true })
  buyerGstin: string | null;

  @Column({ type: 'varchar', length: 200 })
  sellerName: string;

  @Column({ type: 'varchar', length: 500 })
  sellerAddress: string;

  /** Null: issued without a seller GSTIN, a plain receipt (or its refund note), not a tax document. */
  @Column({ type: 'varchar', length: 15, nullable: true })
  sellerGstin: string | null;
}

/** The next number of each document series (decision 070): taken in the unit of work that issues, so numbers have no gaps. */
@Entity('document_series')
export class DocumentSeries {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  series: string;

  /** The number the next document of the series gets. */
  @Column({ type: 'integer' })
  nextNumber: number;
}
