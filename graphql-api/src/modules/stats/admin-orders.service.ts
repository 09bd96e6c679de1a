import type { Clock } from '../../lib/clock';
import type { Connection } from '../../lib/paging';
import type { CoursesService } from '../courses/course.service';
import type { EnrollmentsService } from '../courses/enrollment.service';
import type { OrderFilter, OrderRecord, PaymentsService } from '../payments/payment.service';
import { requireAdmin, type Viewer } from '../auth/auth.service';
import type { UsersService } from '../users/user.service';
import { type RefundCheck, refundCheck } from './refund-rules';

/** An order as the admin's list shows it: what was bought, by whom, for how much, and for a paid course whether it may be refunded. */
export type AdminOrderRecord = Omit<OrderRecord, 'amount' | 'userId'> & {
  /** In rupees. */
  amount: number;
  /** The course's or the PDF's title; the item id when it is no longer known. */
  itemTitle: string;
  /** The buyer's account id; null for a guest (PDF orders need no account). */
  buyerId: string | null;
  /** The buyer's name and email; null for a guest, or when the account was deleted since. */
  buyer: { name: string; email: string } | null;
  /** For a paid course order: the refund policy applied now. Otherwise null. */
  refund: RefundCheck | null;
};

/**
 * The admin's order list (decision 029): every payment order through PaymentsService, completed with
 * the course or PDF title, the buyer and, for a paid course order, its refund eligibility from the
 * buyer's progress (EnrollmentsService). A page of 25 costs five small queries, whatever it holds.
 */
export class AdminOrdersService {
  constructor(
    private readonly clock: Clock,
    private readonly payments: PaymentsService,
    private readonly courses: CoursesService,
    private readonly enrollments: EnrollmentsService,
    private readonly users: UsersService,
  ) {}

  /** Newest first, cursor-paginated, by status, kind and an order or payment id (order-reports.ts checks them). */
  async list(
    viewer: Viewer,
    filter: OrderFilter | null | undefined,
    first?: unknown,
    after?: unknown,
  ): Promise<Connection<AdminOrderRecord>> {
    requireAdmin(viewer);
    const page = await this.payments.reports.search(filter ?? {}, first, after);
    const orders = page.edges.map((e) => e.node);
    const courseOrders = orders.filter((o) => o.kind === 'course');
    const paidCourses = courseOrders.flatMap((o) =>
      o.status === 'paid' && o.userId ? [{ userId: o.userId, courseId: o.itemId }] : [],
    );
    const [courseTitles, users, progress] = await Promise.all([
      this.courses.titlesOf(courseOrders.map((o) => o.itemId)),
      this.users.byIds(orders.flatMap((o) => (o.userId ? [o.userId] : []))),
      this.enrollments.progressOfBuyers(paidCourses),
    ]);
    const pdfs = new Map(this.payments.pdfProducts().map((p) => [p.id, p]));
    const now = this.clock.now();
    const complete = ({ amount, userId, ...order }: OrderRecord): AdminOrderRecord => {
      const user = userId ? users.get(userId) : undefined;
      const bought = progress.get(`${userId}:${order.itemId}`);
      return {
        ...order,
        amount: amount / 100,
        itemTitle:
          (order.kind === 'course'
            ? courseTitles.get(order.itemId)
            : pdfs.get(order.itemId)?.title) ?? order.itemId,
        buyerId: userId,
        buyer: user ? { name: user.name, email: user.email } : null,
        refund: bought && order.paidAt ? refundCheck(order.paidAt, bought, now) : null,
      };
    };
    return {
      ...page,
      edges: page.edges.map((e) => ({ cursor: e.cursor, node: complete(e.node) })),
    };
  }
}
