import { type EntityManager, In, MoreThanOrEqual } from 'typeorm';
import { ConflictError, isUniqueViolation } from '../../errors';
import type { Clock } from '../../lib/clock';
import { type OrderKind, type OrderStatus, PaymentEvent, PaymentOrder } from './payment.entity';

/** An order as stored (plain data). */
export type OrderRecord = {
  id: string;
  kind: OrderKind;
  itemId: string;
  userId: string | null;
  /** A guest's address (decision 065); null for a signed-in buyer's order. */
  buyerEmail: string | null;
  amount: number;
  currency: string;
  status: OrderStatus;
  providerOrderId: string;
  providerPaymentId: string | null;
  receipt: string;
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
  failureReason: string | null;
};

/** An order to record, once the provider has made it. */
export type NewOrder = {
  id: string;
  kind: OrderKind;
  itemId: string;
  amount: number;
  userId: string | null;
  buyerEmail: string | null;
  receipt: string;
  providerOrderId: string;
};

/**
 * The payment_orders and payment_events tables, for PaymentsService alone (other code goes through
 * it). `db` is the app's EntityManager or a unit of work's. Nothing about a payment is ever deleted.
 */
export class PaymentOrders {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
  ) {}

  private get repo() {
    return this.db.getRepository(PaymentOrder);
  }

  /** Records an order the provider has made, as `created`. */
  async insert(o: NewOrder): Promise<OrderRecord> {
    const now = this.clock.now();
    const row: PaymentOrder = {
      ...o,
      currency: 'INR',
      status: 'created',
      providerPaymentId: null,
      createdAt: now,
      updatedAt: now,
      paidAt: null,
      failureReason: null,
    };
    await this.repo.insert(row);
    return orderRecord(row);
  }

  /**
   * Marks a `created` or `failed` order paid by `paymentId`, now. Returns the paid order, or null
   * when it was already paid: the caller grants only on a non-null answer, in the same unit of
   * work, so one order grants once however often it is confirmed.
   */
  async markPaid(orderId: string, paymentId: string): Promise<OrderRecord | null> {
    const now = this.clock.now();
    try {
      const result = await this.repo.update(
        { id: orderId, status: In(['created', 'failed']) },
        { status: 'paid', providerPaymentId: paymentId, paidAt: now, updatedAt: now },
      );
      if (!result.affected) return null;
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError(
          'razorpay_payment_id',
          'This payment is already recorded for another order.',
        );
      throw error;
    }
    return orderRecord(await this.repo.findOneByOrFail({ id: orderId }));
  }

  /** A payment attempt failed (a `payment.failed` webhook): a created order becomes `failed` with the reason; a later payment may still complete it. */
  async markFailed(orderId: string, reason: string): Promise<void> {
    await this.repo.update(
      { id: orderId, status: 'created' },
      { status: 'failed', failureReason: reason.slice(0, 500), updatedAt: this.clock.now() },
    );
  }

  /** Remembers a webhook event; false when it was seen before (the delivery is a retry). */
  async recordEvent(
    eventId: string,
    type: string,
    providerOrderId: string | null,
  ): Promise<boolean> {
    try {
      await this.db.getRepository(PaymentEvent).insert({
        eventId,
        type: type.slice(0, 50),
        providerOrderId: providerOrderId?.slice(0, 64) ?? null,
        receivedAt: this.clock.now(),
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
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

  /** A user's paid PDF orders, latest payment first. */
  async paidPdfOrders(userId: string): Promise<OrderRecord[]> {
    const rows = await this.repo.find({
      where: { userId, kind: 'pdf', status: 'paid' },
      order: { paidAt: 'DESC', id: 'DESC' },
    });
    return rows.map(orderRecord);
  }
}

export const orderRecord = (r: PaymentOrder): OrderRecord => ({
  id: r.id,
  kind: r.kind,
  itemId: r.itemId,
  userId: r.userId ?? null,
  buyerEmail: r.buyerEmail ?? null,
  amount: Number(r.amount),
  currency: r.currency,
  status: r.status,
  providerOrderId: r.providerOrderId,
  providerPaymentId: r.providerPaymentId ?? null,
  receipt: r.receipt,
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
  paidAt: r.paidAt ? new Date(r.paidAt) : null,
  failureReason: r.failureReason ?? null,
});
