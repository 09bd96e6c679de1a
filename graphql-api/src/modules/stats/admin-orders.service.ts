import type { Clock } from '../../lib/clock';
import type { Connection } from '../../lib/paging';
import { staffPage } from '../../lib/staff-list';
import type { CoursesService } from '../courses/course.service';
import type { EnrollmentsService } from '../courses/enrollment.service';
import { NotFoundError } from '../../errors';
import {
  type OrderFilter,
  type OrderRecord,
  type OrderState,
  orderState,
  type PaymentsService,
  type RefundRecord,
} from '../payments/payment.service';
import type { DeclineInput, RefundInput } from '../payments/payment.rules';
import { taxDocumentObject } from '../payments/payment.json';
import type { Viewer } from '../auth/auth.service';
import type { UsersService } from '../users/user.service';
import { type RefundCheck, refundCheck } from '../payments/refund-rules';

/** A refund as the admin's list shows it: amount in rupees, and the staff member who asked (null: Razorpay's dashboard). */
export type AdminRefundRecord = Omit<RefundRecord, 'amount' | 'requestedBy' | 'orderId'> & {
  amount: number;
  requestedBy: string | null;
};

/** An order as the admin's list shows it: what was bought, by whom, for how much, and for a paid course whether it may be refunded. */
export type AdminOrderRecord = Omit<OrderRecord, 'amount' | 'userId' | 'refundedAmount'> & {
  /** In rupees. */
  amount: number;
  /** In rupees: what processed refunds paid back. */
  refundedAmount: number;
  /** Its refunds, oldest first. */
  refunds: AdminRefundRecord[];
  /** Its invoice and credit notes, oldest first, with links (decision 070). */
  documents: ReturnType<typeof taxDocumentObject>[];
  /** The course's or the PDF's title; the item id when it is no longer known. */
  itemTitle: string;
  /** The buyer's account id; null for a guest (PDF orders need no account). */
  buyerId: string | null;
  /** The buyer's name and email; null for a guest, or when the account was deleted since. */
  buyer: { name: string; email: string } | null;
  /** Who to write to: the account's email, or the address a guest gave; null for an account deleted since. */
  email: string | null;
  /** Where it stands for staff (payments' order-state.ts): abandoned, partly refunded, … */
  state: OrderState;
  /** For a paid course order: the refund policy applied now. Otherwise null. */
  refund: RefundCheck | null;
};

/**
 * The admin's order list (decision 029): every payment order through PaymentsService, completed with
 * the course or PDF title, the buyer and, for a paid course order, its refund eligibility from the
 * modules the server sent the buyer (EnrollmentsService, decision 069), its refunds and its
 * invoice and credit notes. A page of 25 costs seven small queries, whatever it holds.
 */
export class AdminOrdersService {
  constructor(
    private readonly clock: Clock,
    private readonly payments: PaymentsService,
    private readonly courses: CoursesService,
    private readonly enrollments: EnrollmentsService,
    private readonly users: UsersService,
  ) {}

  /**
   * Newest first, cursor-paginated, by status, kind, refunds, abandoned checkouts and an order id,
   * payment id or buyer's email (order-reports.ts checks them).
   */
  list(
    viewer: Viewer,
    filter: OrderFilter | null | undefined,
    first?: unknown,
    after?: unknown,
  ): Promise<Connection<AdminOrderRecord>> {
    return staffPage(
      viewer,
      'orders:read',
      async () => {
        const q = filter?.q;
        const account =
          typeof q === 'string' && q.includes('@') ? await this.users.findByEmail(q.trim()) : null;
        return this.payments.reports.search(filter ?? {}, first, after, {
          now: this.clock.now(),
          buyerId: account?.id ?? null,
        });
      },
      (orders) => this.complete(orders),
    );
  }

  /** Refunds a paid order (PaymentsService.refund: staff only), and answers it as the list shows it. */
  async refund(viewer: Viewer, input: RefundInput): Promise<AdminOrderRecord> {
    const order = await this.payments.refund(viewer, input);
    const [record] = await this.complete([order]);
    if (!record) throw new NotFoundError('Order not found.');
    return record;
  }

  /** Declines a buyer's refund request (PaymentsService.declineRefund: staff only), answered as the list shows it. */
  async declineRefund(viewer: Viewer, input: DeclineInput): Promise<AdminOrderRecord> {
    const order = await this.payments.declineRefund(viewer, input);
    const [record] = await this.complete([order]);
    if (!record) throw new NotFoundError('Order not found.');
    return record;
  }

  /** Orders completed with their titles, buyers, refunds, documents and refund eligibility: seven small queries. */
  private async complete(orders: OrderRecord[]): Promise<AdminOrderRecord[]> {
    const courseOrders = orders.filter((o) => o.kind === 'course');
    const paidCourses = courseOrders.flatMap((o) =>
      o.status === 'paid' && o.userId ? [{ userId: o.userId, courseId: o.itemId }] : [],
    );
    const [courseTitles, access, refunds, documents] = await Promise.all([
      this.courses.titlesOf(courseOrders.map((o) => o.itemId)),
      this.enrollments.accessOfBuyers(paidCourses),
      this.payments.refundsOf(orders.map((o) => o.id)),
      this.payments.documentsOf(orders.map((o) => o.id)),
    ]);
    const users = await this.users.byIds([
      ...orders.flatMap((o) => (o.userId ? [o.userId] : [])),
      ...refunds.flatMap((r) => (r.requestedBy ? [r.requestedBy] : [])),
    ]);
    const pdfs = new Map(this.payments.pdfProducts().map((p) => [p.id, p]));
    const now = this.clock.now();
    const complete = ({
      amount,
      userId,
      refundedAmount,
      ...order
    }: OrderRecord): AdminOrderRecord => {
      const user = userId ? users.get(userId) : undefined;
      const reached = access.get(`${userId}:${order.itemId}`);
      return {
        ...order,
        amount: amount / 100,
        refundedAmount: refundedAmount / 100,
        documents: documents.filter((d) => d.orderId === order.id).map(taxDocumentObject),
        refunds: refunds
          .filter((r) => r.orderId === order.id)
          .map(({ orderId: _orderId, amount: paise, requestedBy, ...refund }) => ({
            ...refund,
            amount: paise / 100,
            requestedBy: requestedBy ? (users.get(requestedBy)?.email ?? requestedBy) : null,
          })),
        itemTitle:
          (order.kind === 'course'
            ? courseTitles.get(order.itemId)
            : pdfs.get(order.itemId)?.title) ?? order.itemId,
        buyerId: userId,
        buyer: user ? { name: user.name, email: user.email } : null,
        email: user?.email ?? order.buyerEmail,
        state: orderState({ ...order, amount, refundedAmount }, now),
        refund:
          reached && order.paidAt && order.refundStatus !== 'refunded'
            ? refundCheck(order.paidAt, reached, now)
            : null,
      };
    };
    return orders.map(complete);
  }
}
