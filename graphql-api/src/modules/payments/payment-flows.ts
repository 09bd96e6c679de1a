import { BadInputError, toAppError } from '../../errors';
import type { ModuleServices, Services } from '../../services';
import type { Viewer } from '../auth/auth.service';
import type { OrderRecord } from './payment.service';
import type { VerifyInput } from './payment.rules';
import { parseWebhookEvent } from './webhook-event';

/** What completing an order did: the order as now paid (null when it already was), and the course access end when it granted one. */
type Completion = { paid: OrderRecord | null; endsAt: Date | null };

/** What a reconcile run did. */
export type ReconcileReport = { checked: number; completed: OrderRecord[]; errors: { order: OrderRecord; message: string }[] };

const COURSE_PAID = 'Payment successful. Access granted for 30 days.';

/**
 * The payment flows that span services (decision 026): each confirmation of a payment (browser
 * verify, webhook, reconcile) marks the order paid and grants what it bought in ONE unit of work,
 * so a failure in between leaves neither. Gateway calls happen outside units (decision 015).
 * Stateless: built from the app's services wherever a flow starts (REST routes, the reconcile command).
 */
export class PaymentFlows {
  constructor(private readonly services: Services) {}

  /** POST /api/verify-razorpay-payment: the PDF order paid, and a fresh download link. */
  async verifyPdf(input: VerifyInput, viewer: Viewer, ip: string): Promise<{ message: string; downloadUrl: string | null }> {
    const { order, paymentId } = await this.services.payments.checkPayment(input, viewer, ip, 'pdf');
    await this.complete(order, paymentId);
    return { message: 'Payment verified.', downloadUrl: this.services.payments.downloadUrl(order.id) };
  }

  /** POST /api/pay/verify: the course order paid and 30 days granted (once), and when access now ends. */
  async verifyCourse(input: VerifyInput, viewer: Viewer, ip: string): Promise<{ message: string; endsAt: Date | null }> {
    const { order, paymentId } = await this.services.payments.checkPayment(input, viewer, ip, 'course');
    const { endsAt } = await this.complete(order, paymentId);
    // Confirmed before (a second verify, or the webhook came first): the access it granted then.
    const current = endsAt ?? (await this.services.enrollments.access({ id: viewer!.id, isAdmin: false }, order.itemId)).endsAt;
    return { message: COURSE_PAID, endsAt: current };
  }

  /**
   * A Razorpay webhook (raw body, as signed). Wrong signature, or not an event: 400. A payment
   * whose amount or currency is not our order's: 400, nothing changes. An event seen before: done,
   * nothing changes (its id is recorded first in the unit of work; a second delivery fails that insert). payment.captured / order.paid complete the order (once); payment.failed marks a
   * created order failed. Events of orders that are not ours are recorded and ignored.
   */
  async handleWebhook(rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined): Promise<{ duplicate: boolean }> {
    if (!this.services.paymentGateway.verifyWebhook(rawBody, signature)) {
      throw new BadInputError('x-razorpay-signature', 'The webhook signature does not match its body.');
    }
    const event = parseWebhookEvent(rawBody, eventIdHeader);
    const { payments } = this.services;
    const order = event.providerOrderId ? await payments.byProviderOrderId(event.providerOrderId) : null;
    const payment = event.payment;
    if (order && payment && (payment.amount !== order.amount || payment.currency !== order.currency)) {
      throw new BadInputError('amount', `The payment's amount (${payment.amount} ${payment.currency}) does not match the order's (${order.amount} ${order.currency}); the order was not completed.`);
    }
    const recorded = await this.services.inTransaction(async (tx) => {
      if (!(await tx.payments.recordEvent(event.id, event.type, event.providerOrderId))) return false;
      if (!order || !payment) return true;
      if ((event.type === 'payment.captured' || event.type === 'order.paid') && payment.status === 'captured') await completeIn(tx, order, payment.id);
      if (event.type === 'payment.failed') await tx.payments.markFailed(order.id, payment.errorDescription ?? 'The payment failed.');
      return true;
    });
    return { duplicate: !recorded };
  }

  /**
   * Completes the open orders created since `since` whose payment the gateway reports captured (for
   * the order's amount): orders whose browser never confirmed and whose webhook never arrived. A
   * gateway error on one order is reported and the others go on.
   */
  async reconcile(since: Date): Promise<ReconcileReport> {
    const report: ReconcileReport = { checked: 0, completed: [], errors: [] };
    for (const order of await this.services.payments.openOrders(since)) {
      report.checked++;
      try {
        const payments = await this.services.paymentGateway.orderPayments(order.providerOrderId);
        const captured = payments.find((p) => p.status === 'captured' && p.amount === order.amount && p.currency === order.currency);
        if (captured && (await this.complete(order, captured.id)).paid) report.completed.push(order);
      } catch (error) {
        report.errors.push({ order, message: toAppError(error).message });
      }
    }
    return report;
  }

  private complete(order: OrderRecord, paymentId: string): Promise<Completion> {
    return this.services.inTransaction((tx) => completeIn(tx, order, paymentId));
  }
}

/** Inside a unit of work: the order paid, and for a course 30 days granted from the payment; nothing when it was paid already. */
async function completeIn(tx: ModuleServices, order: OrderRecord, paymentId: string): Promise<Completion> {
  const paid = await tx.payments.markPaid(order.id, paymentId);
  if (!paid || paid.kind !== 'course') return { paid, endsAt: null };
  const granted = await tx.enrollments.grant(paid.userId ?? '', paid.itemId, paid.paidAt!);
  return { paid, endsAt: granted.endsAt };
}
