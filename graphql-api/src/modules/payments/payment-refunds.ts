import { randomUUID } from 'node:crypto';
import { formatPaise } from '../../contract/money';
import {
  BadInputError,
  ConflictError,
  GatewayError,
  NotFoundError,
  PaymentsOffError,
} from '../../errors';
import type { Clock } from '../../lib/clock';
import { requiredText } from '../../lib/validate';
import { requireAdmin, requireSignedIn, type Viewer } from '../auth/auth.service';
import type { EnrollmentsService } from '../courses/enrollment.service';
import type { UsersService } from '../users/user.service';
import type { PaymentGateway } from './gateway/payment-gateway';
import type { OrderRecord, PaymentOrders, RefundRecord } from './payment-orders';
import type { RefundStatus } from './payment.entity';
import {
  courseIdOf,
  type DeclineInput,
  parseDecline,
  parseRefund,
  type RefundInput,
} from './payment.rules';
import type { PaymentUnitRunner } from './payment-unit';
import type { PurchaseMails } from './purchase-mail';
import { checkRefundable, type RefundCheck, refundCheck, refundOpenings } from './refund-rules';

/** A buyer's refund meter for a course (decision 069): the policy applied to their latest purchase, and where a refund of it stands. */
export type CourseRefund = RefundCheck & {
  accessedPercentBelow: number;
  openingsLeft: number;
  orderId: string;
  /** The course's modules whose content the server sent the buyer (decision 069). */
  openedModuleIds: string[];
  paidAt: Date;
  /** In rupees. */
  amount: number;
  refundStatus: RefundStatus | null;
  /** When they asked for a refund of it. */
  requestedAt: Date | null;
  /** When staff declined that request, and their words. */
  declinedAt: Date | null;
  declineReason: string | null;
};

/** A refund with no answer from the provider for this long may be sent again (with the same idempotency key). */
const REFUND_RESEND_AFTER_MS = 30_000;

/**
 * Refunds (decisions 068, 069): staff's refunds sent to the provider, the buyer's request and
 * meter, staff's decline. How a refund ends is the unit of work's (payment-unit.ts).
 */
export class PaymentRefunds {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly orders: PaymentOrders,
    private readonly mails: PurchaseMails,
    private readonly users: UsersService,
    private readonly enrollments: EnrollmentsService,
    private readonly clock: Clock,
    private readonly inUnit: PaymentUnitRunner,
  ) {}

  /**
   * Staff refund a paid order, all that is left or part of it, with a reason (audited). The refund
   * is recorded pending in one unit with the order's state, so of two staff pressing Refund at once
   * one gets 409; then the provider is asked, outside the unit, with the refund's id as idempotency
   * key. Processed at once: recorded with its effects (a full refund ends the course's access or
   * the PDF's links; the buyer is mailed). Pending: its webhook ends it. Refused: failed, with the
   * provider's words. No answer: it stays pending, and Refund sends the same refund again after
   * 30 s. Returns the order as it now stands.
   */
  async refund(viewer: Viewer, input: RefundInput): Promise<OrderRecord> {
    const staff = requireAdmin(viewer, 'session-only');
    const request = parseRefund(input);
    if (this.gateway.mode === 'off') throw new PaymentsOffError();
    const order = await this.orders.byId(request.orderId);
    if (!order) throw new NotFoundError('Order not found.');
    const stuck = await this.stuckRefund(order);
    if (stuck) return this.send(order, stuck);
    const amount = request.amountPaise ?? order.amount - order.refundedAmount;
    checkRefundable(order, amount);
    const item = await this.mails.itemTitle(order);
    const refund = await this.inUnit(async ({ payments: tx, audit }) => {
      const started = await tx.orders.startRefund(order, {
        id: randomUUID(),
        amount,
        reason: request.reason,
        requestedBy: staff.id,
      });
      if (started)
        await audit.record(staff, {
          kind: 'order.refund',
          targetId: order.id,
          targetLabel: item,
          changes: [
            {
              field: 'refunded',
              before: formatPaise(order.refundedAmount),
              after: formatPaise(order.refundedAmount + amount),
            },
            { field: 'reason', before: null, after: request.reason },
          ],
        });
      return started;
    });
    if (!refund) {
      const now = await this.orders.byId(order.id);
      if (now) checkRefundable(now, amount);
      throw new ConflictError('orderId', 'A refund of this order is already on its way.');
    }
    return this.send(order, refund);
  }

  /**
   * The buyer's refund meter for a course (decision 069): their latest purchase not refunded in
   * full, the policy applied to what the server has sent them, and any request they made. Null
   * when they have no such purchase.
   */
  async courseRefund(viewer: Viewer, courseId: unknown): Promise<CourseRefund | null> {
    const buyer = requireSignedIn(viewer);
    const order = await this.orders.refundableCourseOrder(buyer.id, courseIdOf(courseId));
    return order ? this.courseRefundOf(order) : null;
  }

  /**
   * A buyer asks for a refund of their latest purchase of a course (decision 069), with a reason:
   * only while the policy allows it (400 with why not otherwise), once (409 when asked already or
   * a refund is on its way). Staff see the request first in the orders list and refund it.
   */
  async request(
    viewer: Viewer,
    input: { courseId?: unknown; reason?: unknown },
  ): Promise<CourseRefund> {
    const buyer = requireSignedIn(viewer);
    const courseId = courseIdOf(input?.courseId);
    const reason = requiredText(input?.reason, 'reason', 'The reason', 500, 'single-line');
    const order = await this.orders.refundableCourseOrder(buyer.id, courseId);
    if (!order) throw new NotFoundError('You have no purchase of this course to refund.');
    const before = await this.courseRefundOf(order);
    if (order.refundStatus === 'declined')
      throw new ConflictError('courseId', 'Your refund request for this purchase was declined.');
    if (order.refundStatus && order.refundStatus !== 'failed')
      throw new ConflictError('courseId', 'A refund of this purchase was asked for already.');
    if (!before.eligible) throw new BadInputError('courseId', before.reason);
    const [addressee, admins] = await Promise.all([
      this.mails.addressee(order),
      this.users.admins(),
    ]);
    const at = await this.inUnit(async ({ payments: tx }) => {
      const requestedAt = await tx.orders.requestRefund(order.id, reason);
      if (requestedAt)
        await tx.mails.refundRequested(order, { reason, requestedAt }, addressee, admins);
      return requestedAt;
    });
    if (!at)
      throw new ConflictError('courseId', 'A refund of this purchase was asked for already.');
    // What courseRefundOf would say of the order now: asked for, so no longer refundable.
    return { ...before, eligible: false, refundStatus: 'requested', requestedAt: at };
  }

  /**
   * Staff decline a buyer's refund request (decision 069), with their reason (3 to 500
   * characters, one line): the order becomes `declined`, the audit log records it and the buyer
   * gets the answer by mail. Only a `requested` order (409 otherwise, also to the second of two
   * staff answering at once). Staff may still refund the order later.
   */
  async decline(viewer: Viewer, input: DeclineInput): Promise<OrderRecord> {
    const staff = requireAdmin(viewer, 'session-only');
    const { orderId, reason } = parseDecline(input);
    const order = await this.orders.byId(orderId);
    if (!order) throw new NotFoundError('Order not found.');
    const answered = (status: RefundStatus | null) =>
      new ConflictError(
        'orderId',
        status === 'declined'
          ? 'This refund request was declined already.'
          : 'This order has no refund request to decline.',
      );
    if (order.refundStatus !== 'requested') throw answered(order.refundStatus);
    const addressee = await this.mails.addressee(order);
    const declined = await this.inUnit(async ({ payments: tx, audit }) => {
      const at = await tx.orders.declineRefund(order.id, reason);
      if (!at) return null;
      const updated: OrderRecord = {
        ...order,
        refundStatus: 'declined',
        refundDecline: reason,
        refundDeclinedAt: at,
        updatedAt: at,
      };
      await audit.record(staff, {
        kind: 'order.refund-decline',
        targetId: order.id,
        targetLabel: addressee.item,
        changes: [
          { field: 'refund request', before: 'requested', after: 'declined' },
          { field: 'reason', before: null, after: reason },
        ],
      });
      await tx.mails.refundDeclined(updated, { reason, declinedAt: at }, addressee);
      return updated;
    });
    if (!declined) throw answered((await this.orders.byId(order.id))?.refundStatus ?? null);
    return declined;
  }

  /** The refunds of some orders, oldest first (the admin's order list). */
  refundsOf(orderIds: readonly string[]): Promise<RefundRecord[]> {
    return this.orders.refundsOf(orderIds);
  }

  private async courseRefundOf(order: OrderRecord): Promise<CourseRefund> {
    const pair = [{ userId: order.userId ?? '', courseId: order.itemId }];
    const buyer = { id: order.userId ?? '', isAdmin: false };
    const [access, openedIds] = await Promise.all([
      this.enrollments.accessOfBuyers(pair),
      this.enrollments.openedModuleIds(buyer, order.itemId),
    ]);
    const check = refundCheck(
      order.paidAt!,
      access.get(`${order.userId}:${order.itemId}`)!,
      this.clock.now(),
    );
    return {
      ...check,
      ...refundOpenings(check),
      eligible: check.eligible && (!order.refundStatus || order.refundStatus === 'failed'),
      orderId: order.id,
      openedModuleIds: [...openedIds],
      paidAt: order.paidAt!,
      amount: order.amount / 100,
      refundStatus: order.refundStatus,
      requestedAt: order.refundRequestedAt,
      declinedAt: order.refundDeclinedAt,
      declineReason: order.refundDecline,
    };
  }

  /** A pending refund of this order the provider never answered for REFUND_RESEND_AFTER_MS: null otherwise. */
  private async stuckRefund(order: OrderRecord): Promise<RefundRecord | null> {
    if (order.refundStatus !== 'pending') return null;
    const refunds = await this.orders.refundsOf([order.id]);
    const cutoff = this.clock.now().getTime() - REFUND_RESEND_AFTER_MS;
    return (
      refunds.find(
        (r) => r.status === 'pending' && !r.providerRefundId && r.createdAt.getTime() <= cutoff,
      ) ?? null
    );
  }

  /** Asks the provider for a recorded pending refund and records its answer (see `refund`). */
  private async send(order: OrderRecord, refund: RefundRecord): Promise<OrderRecord> {
    let answer;
    try {
      answer = await this.gateway.refund({
        paymentId: order.providerPaymentId ?? '',
        amount: refund.amount,
        idempotencyKey: refund.id,
        notes: { orderId: order.id, refundId: refund.id },
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      throw new GatewayError(
        'Razorpay did not answer. The refund stays pending: its webhook will settle it, or in 30 seconds use Send again on it to send the same refund again (it is made once).',
      );
    }
    const { status, id, failureReason } = answer;
    if (status === 'pending') {
      if (id) await this.orders.noteProviderRefund(refund.id, id);
    } else {
      await this.inUnit(({ payments: tx }) =>
        tx.endRefund(refund.id, { status, providerRefundId: id, failureReason }),
      );
    }
    return (await this.orders.byId(order.id))!;
  }
}
