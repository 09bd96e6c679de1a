import { type EntityManager, In, IsNull } from 'typeorm';
import { ConflictError, isUniqueViolation } from '../../errors';
import type { Clock } from '../../lib/clock';
import {
  PaymentEvent,
  PaymentOrder,
  type PaymentRefund,
  type RefundStatus,
} from './payment.entity';
import { PaymentOrderReads } from './payment-order-reads';
import {
  type NewOrder,
  type OrderRecord,
  orderRecord,
  type RefundEnd,
  type RefundRecord,
  refundRecord,
} from './payment-records';

export type { NewOrder, OrderRecord, RefundEnd, RefundRecord } from './payment-records';
export { orderRecord, refundRecord } from './payment-records';

/**
 * The payment_orders, payment_refunds and payment_events tables, for the payments module alone (other
 * modules go through PaymentsService): the writes here, the reads in payment-order-reads.ts. `db`
 * is the app's EntityManager or a unit of work's. Nothing about a payment is ever deleted.
 */
export class PaymentOrders extends PaymentOrderReads {
  constructor(
    db: EntityManager,
    private readonly clock: Clock,
  ) {
    super(db);
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
      refundedAmount: 0,
      refundStatus: null,
      refundedAt: null,
      refundRequest: null,
      refundRequestedAt: null,
      refundDecline: null,
      refundDeclinedAt: null,
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

  // ---------------------------------------------------------------- refunds (decision 068)

  /**
   * Starts a refund of `amount` paise: in one statement the order becomes `pending` if it is paid,
   * has no refund on its way and has at least that much left to refund; then the refund is recorded
   * as pending. Null when the order was not in that state (another refund won the race): of two
   * staff pressing Refund at once, one gets here.
   */
  async startRefund(
    order: OrderRecord,
    refund: { id: string; amount: number; reason: string; requestedBy: string },
  ): Promise<RefundRecord | null> {
    const now = this.clock.now();
    const result = await this.repo
      .createQueryBuilder()
      .update(PaymentOrder)
      .set({ refundStatus: 'pending', updatedAt: now })
      .where('id = :id AND status = :paid', { id: order.id, paid: 'paid' })
      .andWhere(
        "(refundStatus IS NULL OR refundStatus IN ('requested', 'declined', 'partial', 'failed'))",
      )
      .andWhere('refundedAmount + :amount <= amount', { amount: refund.amount })
      .execute();
    if (!result.affected) return null;
    const row: PaymentRefund = {
      ...refund,
      orderId: order.id,
      status: 'pending',
      providerRefundId: null,
      createdAt: now,
      updatedAt: now,
      processedAt: null,
      failureReason: null,
    };
    await this.refunds.insert(row);
    return refundRecord(row);
  }

  /**
   * A buyer's request for a refund (decision 069): the order becomes `requested` if it is paid and
   * no refund was asked for (or the last one failed). Null when it was not in that state, else the
   * time written.
   */
  requestRefund(orderId: string, reason: string): Promise<Date | null> {
    return this.moveRefund(
      orderId,
      (now) => ({ refundStatus: 'requested', refundRequest: reason, refundRequestedAt: now }),
      "status = 'paid' AND (refundStatus IS NULL OR refundStatus = 'failed')",
    );
  }

  /**
   * Staff decline a buyer's refund request (decision 069): the order becomes `declined`, with
   * their words, if it was `requested`. Null when it was not (answered already), else the time
   * written.
   */
  declineRefund(orderId: string, reason: string): Promise<Date | null> {
    return this.moveRefund(
      orderId,
      (now) => ({ refundStatus: 'declined', refundDecline: reason, refundDeclinedAt: now }),
      "refundStatus = 'requested'",
    );
  }

  /** One conditional update of an order's refund state: the time written, or null when `from` did not hold. */
  private async moveRefund(
    orderId: string,
    set: (now: Date) => Partial<PaymentOrder>,
    from: string,
  ): Promise<Date | null> {
    const now = this.clock.now();
    const result = await this.repo
      .createQueryBuilder()
      .update(PaymentOrder)
      .set({ ...set(now), updatedAt: now })
      .where(`id = :id AND ${from}`, { id: orderId })
      .execute();
    return result.affected ? now : null;
  }

  /** The provider's id of a refund it answered pending (its webhook will end it). */
  async noteProviderRefund(refundId: string, providerRefundId: string): Promise<void> {
    await this.refunds.update(
      { id: refundId, providerRefundId: IsNull() },
      { providerRefundId, updatedAt: this.clock.now() },
    );
  }

  /**
   * Ends a pending refund (processed or failed), once: null when it had ended already. A processed
   * one adds its amount to the order's; the order's refund status follows (refundStatusOf).
   */
  async endRefund(
    refundId: string,
    end: RefundEnd,
  ): Promise<{ order: OrderRecord; refund: RefundRecord } | null> {
    const now = this.clock.now();
    const ended = await this.refunds.update(
      { id: refundId, status: 'pending' },
      {
        status: end.status,
        ...(end.providerRefundId ? { providerRefundId: end.providerRefundId } : {}),
        failureReason: end.failureReason?.slice(0, 500) ?? null,
        processedAt: end.status === 'processed' ? now : null,
        updatedAt: now,
      },
    );
    if (!ended.affected) return null;
    const refund = refundRecord(await this.refunds.findOneByOrFail({ id: refundId }));
    return { order: await this.settleOrder(refund), refund };
  }

  /**
   * Records a refund the provider made without us (Razorpay's dashboard), learnt from its
   * `refund.processed` webhook: once per provider refund id (null when it was recorded before).
   */
  async recordProviderRefund(
    order: OrderRecord,
    refund: { id: string; providerRefundId: string; amount: number; reason: string },
  ): Promise<{ order: OrderRecord; refund: RefundRecord } | null> {
    if (await this.refunds.existsBy({ providerRefundId: refund.providerRefundId })) return null;
    const now = this.clock.now();
    const row: PaymentRefund = {
      ...refund,
      orderId: order.id,
      status: 'processed',
      requestedBy: null,
      createdAt: now,
      updatedAt: now,
      processedAt: now,
      failureReason: null,
    };
    try {
      await this.refunds.insert(row);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
    const record = refundRecord(row);
    return { order: await this.settleOrder(record), refund: record };
  }

  /** The order after one of its refunds ended: its refunded amount (added in one statement) and status. */
  private async settleOrder(refund: RefundRecord): Promise<OrderRecord> {
    const now = this.clock.now();
    if (refund.status === 'processed')
      await this.repo
        .createQueryBuilder()
        .update(PaymentOrder)
        .set({ refundedAmount: () => `refundedAmount + ${Number(refund.amount)}`, updatedAt: now })
        .where('id = :id', { id: refund.orderId })
        .execute();
    const order = await this.repo.findOneByOrFail({ id: refund.orderId });
    const pending = await this.refunds.existsBy({ orderId: order.id, status: 'pending' });
    const full = order.refundedAmount >= order.amount;
    const refundStatus: RefundStatus = pending
      ? 'pending'
      : full
        ? 'refunded'
        : order.refundedAmount > 0
          ? 'partial'
          : 'failed';
    const refundedAt = full ? (order.refundedAt ?? now) : null;
    await this.repo.update({ id: order.id }, { refundStatus, refundedAt, updatedAt: now });
    return orderRecord({ ...order, refundStatus, refundedAt, updatedAt: now });
  }
}
