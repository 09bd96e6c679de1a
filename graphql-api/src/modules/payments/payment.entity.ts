import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type OrderKind = 'course' | 'pdf';
/** created: waiting for payment; paid: completed (and granted); failed: the last payment attempt failed (a later one may still complete it). */
export type OrderStatus = 'created' | 'paid' | 'failed';

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
}

/** A webhook event handled once: its id is remembered, so a retried delivery changes nothing. */
@Entity('payment_events')
export class PaymentEvent {
  /** Razorpay's X-Razorpay-Event-Id (or a hash of the body when a delivery has none). */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  eventId: string;

  @Column({ type: 'varchar', length: 50 })
  type: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  providerOrderId: string | null;

  @Column({ type: 'datetime', precision: 3 })
  receivedAt: Date;
}
