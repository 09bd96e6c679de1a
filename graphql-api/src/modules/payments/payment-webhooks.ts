import { BadInputError, toAppError } from '../../errors';
import type { PaymentGateway } from './gateway/payment-gateway';
import type { OrderRecord, PaymentOrders } from './payment-orders';
import { completeOrder, type PaymentUnitRunner } from './payment-unit';
import { processedRefundsOf } from './refunds-before-payment';
import { parseWebhookEvent } from './webhook-event';

/** What a reconcile run did. */
export type ReconcileReport = {
  checked: number;
  completed: OrderRecord[];
  errors: { order: OrderRecord; message: string }[];
};

/**
 * What the provider tells us without the browser (decision 026): its webhooks, and what reconcile
 * asks it. Each confirmation or refund runs its steps (payment-unit.ts) in one unit of work.
 */
export class PaymentWebhooks {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly orders: PaymentOrders,
    private readonly inUnit: PaymentUnitRunner,
  ) {}

  /**
   * A Razorpay webhook (raw body, as signed). Wrong signature, or not an event: 400. A payment
   * whose amount or currency is not our order's: 400, nothing changes. An event seen before: done,
   * nothing changes (its id is recorded first in the unit of work; a second delivery fails that
   * insert). payment.captured / order.paid complete the order (once); payment.failed marks a
   * created order failed; refund.processed / refund.failed end a refund (decision 068), and a
   * refund we did not ask for (Razorpay's dashboard) is recorded. Events of orders that are not
   * ours are recorded and ignored.
   */
  async handle(rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }> {
    if (!this.gateway.verifyWebhook(rawBody, signature)) {
      throw new BadInputError(
        'x-razorpay-signature',
        'The webhook signature does not match its body.',
      );
    }
    const event = parseWebhookEvent(rawBody);
    const order = event.providerOrderId
      ? await this.orders.byProviderOrderId(event.providerOrderId)
      : null;
    const payment = event.payment;
    if (
      order &&
      payment &&
      (payment.amount !== order.amount || payment.currency !== order.currency)
    ) {
      throw new BadInputError(
        'amount',
        `The payment's amount (${payment.amount} ${payment.currency}) does not match the order's (${order.amount} ${order.currency}); the order was not completed.`,
      );
    }
    const recorded = await this.inUnit(async ({ payments: tx }) => {
      if (!(await tx.orders.recordEvent(event.id, event.type, event.providerOrderId))) return false;
      if (!order || !payment) return true;
      if (
        (event.type === 'payment.captured' || event.type === 'order.paid') &&
        payment.status === 'captured'
      )
        await tx.complete(order, payment.id);
      if (event.type === 'payment.failed')
        await tx.orders.markFailed(order.id, payment.errorDescription ?? 'The payment failed.');
      if (event.refund && (event.type === 'refund.processed' || event.type === 'refund.failed'))
        await tx.refundEvent(order, event.refund, event.type);
      return true;
    });
    return { duplicate: !recorded };
  }

  /**
   * Completes the open orders created since `since` whose payment the gateway reports captured (for
   * the order's amount; refunds made since are applied as it completes, decision 081): orders whose
   * browser never confirmed and whose webhook never arrived. A gateway error on one order is
   * reported and the others go on. For the operator's command only.
   */
  async reconcile(since: Date): Promise<ReconcileReport> {
    const report: ReconcileReport = { checked: 0, completed: [], errors: [] };
    for (const order of await this.orders.open(since)) {
      report.checked++;
      try {
        const payments = await this.gateway.orderPayments(order.providerOrderId);
        const captured = payments.find(
          (p) =>
            (p.status === 'captured' || p.status === 'refunded') &&
            p.amount === order.amount &&
            p.currency === order.currency,
        );
        if (!captured) continue;
        const refunds = await processedRefundsOf(this.gateway, captured.id);
        const { paid } = await completeOrder(this.inUnit, order, captured.id, refunds);
        if (paid) report.completed.push(order);
      } catch (error) {
        report.errors.push({ order, message: toAppError(error).message });
      }
    }
    return report;
  }
}
