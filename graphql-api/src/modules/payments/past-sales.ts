import type { EntityManager } from 'typeorm';
import { PaymentOrder, PaymentRefund } from './payment.entity';

/**
 * Moves demo sales into the past (payment.seed.ts, decision 098): a paid order made now through
 * the sandbox gets the day it stands for, and so does a processed refund, so revenue and refunds
 * fall on the days the dashboard charts. Their invoices and credit notes keep the day they were
 * issued: their numbers follow each other in that order. Only the server's own seeding calls it.
 */
export class PastSales {
  constructor(private readonly db: EntityManager) {}

  /** The order was placed and paid at `at`. */
  async paidAt(orderId: string, at: Date): Promise<void> {
    await this.db
      .getRepository(PaymentOrder)
      .update({ id: orderId }, { createdAt: at, updatedAt: at, paidAt: at });
  }

  /** The order's processed refunds were asked for and processed at `at` (a full one refunded it then). */
  async refundedAt(orderId: string, at: Date): Promise<void> {
    await this.db
      .getRepository(PaymentRefund)
      .update({ orderId }, { createdAt: at, updatedAt: at, processedAt: at });
    const order = await this.db.getRepository(PaymentOrder).findOneBy({ id: orderId });
    await this.db
      .getRepository(PaymentOrder)
      .update({ id: orderId }, { updatedAt: at, refundedAt: order?.refundedAt ? at : null });
  }
}
