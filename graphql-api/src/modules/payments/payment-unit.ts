import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import type { EnrollmentsService } from '../courses/enrollment.service';
import type { WebhooksService } from '../webhooks/webhook.service';
import type { TaxDocumentFiles } from './invoices/document-files';
import type { TaxDocuments } from './invoices/tax-documents';
import type { OrderRecord, PaymentOrders, RefundEnd, RefundRecord } from './payment-orders';
import type { PurchaseMails } from './purchase-mail';
import {
  keepProviderRefund,
  type ProviderRefund,
  refundsBeforePayment,
} from './refunds-before-payment';
import type { WebhookRefund } from './webhook-event';

/** What completing an order did: the order as now paid (null when it already was), and the course access end when it granted one. */
export type Completion = { paid: OrderRecord | null; endsAt: Date | null };

/** Runs `work` in one unit of work (decision 015) with the unit's own payment steps and audit log. */
export type PaymentUnitRunner = <T>(
  work: (tx: { payments: PaymentUnit; audit: AuditService }) => Promise<T>,
) => Promise<T>;

/**
 * What a confirmed payment or an ended refund does, each step on one unit of work's copy (built by
 * PaymentsService for the unit, decision 026): the order's row, the course's access, the tax
 * documents (decision 070) and the mail are written together or not at all. Checkout, webhooks,
 * reconcile and refunds call into it; it calls none of them.
 */
export class PaymentUnit {
  constructor(
    /** The unit's payment tables (payment-orders.ts). */
    readonly orders: PaymentOrders,
    /** The unit's purchase mail (purchase-mail.ts). */
    readonly mails: PurchaseMails,
    private readonly documents: TaxDocuments,
    private readonly documentFiles: TaxDocumentFiles,
    private readonly enrollments: EnrollmentsService,
    private readonly clock: Clock,
    private readonly webhooks: WebhooksService,
  ) {}

  /**
   * The order paid, for a course 30 days granted from the payment, its invoice issued (decision
   * 070), and its receipt enqueued (once per order: only the confirmation that marked it paid gets
   * here); nothing when it was paid already. Refunds reported before (decision 081) get their credit
   * notes and mails now; refunded in full, it grants nothing (a PDF's links answer 410).
   */
  async complete(order: OrderRecord, paymentId: string): Promise<Completion> {
    const paid = await this.orders.markPaid(order.id, paymentId);
    if (!paid) return { paid, endsAt: null };
    const endsAt =
      paid.kind === 'course' && paid.refundStatus !== 'refunded'
        ? (await this.enrollments.grant(paid.userId ?? '', paid.itemId, paid.paidAt!)).endsAt
        : null;
    const addressee = await this.mails.addressee(paid);
    const invoice = await this.documents.issueInvoice(paid, addressee);
    await this.mails.receipt(paid, addressee, endsAt, this.documentFiles.link(invoice));
    for (const refund of await refundsBeforePayment(this.orders, paid)) {
      await this.documents.issueCreditNote(paid, refund, addressee);
      await this.mails.refundNotice(paid, refund, addressee);
    }
    await this.webhooks.emit('order.paid', orderEventData(paid));
    return { paid, endsAt };
  }

  /**
   * With a refund.processed or refund.failed event of `order`: ends our refund it names (by
   * Razorpay's refund id, or ours in its notes), or records a refund made in Razorpay's dashboard
   * (kept until the order is paid, decision 081).
   */
  async refundEvent(
    order: OrderRecord,
    refund: WebhookRefund,
    type: 'refund.processed' | 'refund.failed',
  ): Promise<void> {
    const ours =
      (await this.orders.refundByProviderId(refund.id)) ??
      (refund.refundId ? await this.orders.refundById(refund.refundId) : null);
    if (ours) {
      if (ours.orderId !== order.id) return;
      return this.endRefund(ours.id, {
        status: type === 'refund.processed' ? 'processed' : 'failed',
        providerRefundId: refund.id,
        failureReason: type === 'refund.failed' ? 'Razorpay could not complete the refund.' : null,
      });
    }
    if (type !== 'refund.processed') return;
    const made = await keepProviderRefund(this.orders, order.id, refund);
    // Before the order is paid the refund is only kept: completing the order applies it (decision 081).
    if (made?.order.status === 'paid') await this.refunded(made.order, made.refund);
  }

  /** A pending refund ended (once), and its effects. */
  async endRefund(refundId: string, end: RefundEnd): Promise<void> {
    const ended = await this.orders.endRefund(refundId, end);
    if (ended) await this.refunded(ended.order, ended.refund);
  }

  /** After a refund ended: a processed one gets its credit note and is mailed, and a full refund takes back the course's access. */
  private async refunded(order: OrderRecord, refund: RefundRecord): Promise<void> {
    if (refund.status !== 'processed') return;
    const addressee = await this.mails.addressee(order);
    await this.documents.issueCreditNote(order, refund, addressee);
    if (order.refundStatus === 'refunded' && order.kind === 'course' && order.userId)
      await this.enrollments.revoke(
        order.userId,
        order.itemId,
        order.refundedAt ?? this.clock.now(),
      );
    await this.mails.refundNotice(order, refund, addressee);
    await this.webhooks.emit('order.refunded', {
      ...orderEventData(order),
      refund: { id: refund.id, amountPaise: refund.amount },
    });
  }
}

/** An order as webhook events carry it (decision 104): what was bought and paid, not who bought it. */
function orderEventData(order: OrderRecord) {
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return {
    id: order.id,
    kind: order.kind,
    itemId: order.itemId,
    amountPaise: order.amount,
    currency: order.currency,
    status: order.status,
    paidAt: iso(order.paidAt),
    refundedAmountPaise: order.refundedAmount,
    refundStatus: order.refundStatus,
    refundedAt: iso(order.refundedAt),
  };
}

/** Completes the order in one unit of work, after keeping the provider's `refunds` of the payment (reconcile). */
export function completeOrder(
  inUnit: PaymentUnitRunner,
  order: OrderRecord,
  paymentId: string,
  refunds: ProviderRefund[] = [],
): Promise<Completion> {
  return inUnit(async ({ payments: tx }) => {
    for (const refund of refunds) await keepProviderRefund(tx.orders, order.id, refund);
    return tx.complete(order, paymentId);
  });
}
