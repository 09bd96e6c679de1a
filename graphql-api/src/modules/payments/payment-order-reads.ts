import { type EntityManager, In, MoreThanOrEqual } from 'typeorm';
import { PaymentOrder, PaymentRefund } from './payment.entity';
import { type OrderRecord, orderRecord, type RefundRecord, refundRecord } from './payment-records';

/** The reads of the payment_orders and payment_refunds tables (payment-orders.ts adds the writes). */
export class PaymentOrderReads {
  constructor(protected readonly db: EntityManager) {}

  protected get repo() {
    return this.db.getRepository(PaymentOrder);
  }

  protected get refunds() {
    return this.db.getRepository(PaymentRefund);
  }

  /** A user's latest paid order for a course that was not refunded in full: the purchase a refund would take back. */
  async refundableCourseOrder(userId: string, courseId: string): Promise<OrderRecord | null> {
    const rows = await this.repo.find({
      where: { userId, kind: 'course', itemId: courseId, status: 'paid' },
      order: { paidAt: 'DESC', id: 'DESC' },
    });
    const row = rows.find((r) => r.refundStatus !== 'refunded');
    return row ? orderRecord(row) : null;
  }

  async refundById(id: string): Promise<RefundRecord | null> {
    const row = await this.refunds.findOneBy({ id });
    return row ? refundRecord(row) : null;
  }

  async refundByProviderId(providerRefundId: string): Promise<RefundRecord | null> {
    const row = await this.refunds.findOneBy({ providerRefundId });
    return row ? refundRecord(row) : null;
  }

  /** The refunds of some orders, oldest first. */
  async refundsOf(orderIds: readonly string[]): Promise<RefundRecord[]> {
    if (!orderIds.length) return [];
    const rows = await this.refunds.find({
      where: { orderId: In([...new Set(orderIds)]) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(refundRecord);
  }

  async byPaymentId(providerPaymentId: string): Promise<OrderRecord | null> {
    const row = await this.repo.findOneBy({ providerPaymentId });
    return row ? orderRecord(row) : null;
  }

  async byId(id: string): Promise<OrderRecord | null> {
    const row = await this.repo.findOneBy({ id });
    return row ? orderRecord(row) : null;
  }

  async byProviderOrderId(providerOrderId: string): Promise<OrderRecord | null> {
    const row = await this.repo.findOneBy({ providerOrderId });
    return row ? orderRecord(row) : null;
  }

  /** Orders still waiting for payment (created or failed) created since `since`, oldest first: what reconcile asks the provider about. */
  async open(since: Date): Promise<OrderRecord[]> {
    const rows = await this.repo.find({
      where: { status: In(['created', 'failed']), createdAt: MoreThanOrEqual(since) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(orderRecord);
  }

  /** The paid PDF orders of a guest address or of an account (either may be null), latest payment first. */
  async paidPdfOrdersOf(buyerEmail: string, userId: string | null): Promise<OrderRecord[]> {
    const rows = await this.repo.find({
      where: [
        { buyerEmail, kind: 'pdf', status: 'paid' },
        ...(userId ? [{ userId, kind: 'pdf' as const, status: 'paid' as const }] : []),
      ],
      order: { paidAt: 'DESC', id: 'DESC' },
    });
    return rows.map(orderRecord);
  }

  /** A user's paid orders of any kind, latest payment first. */
  async paidOrdersOf(userId: string): Promise<OrderRecord[]> {
    const rows = await this.repo.find({
      where: { userId, status: 'paid' },
      order: { paidAt: 'DESC', id: 'DESC' },
    });
    return rows.map(orderRecord);
  }

  /** A user's paid PDF orders, latest payment first. */
  async paidPdfOrders(userId: string): Promise<OrderRecord[]> {
    const rows = await this.repo.find({
      where: { userId, kind: 'pdf', status: 'paid' },
      order: { paidAt: 'DESC', id: 'DESC' },
    });
    return rows.map(orderRecord);
  }
}
