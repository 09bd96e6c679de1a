import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import { BadInputError, ForbiddenError, NotFoundError } from '../../errors';
import { addressForLimits } from '../../lib/client-address';
import type { Clock } from '../../lib/clock';
import { requireSignedIn, type Viewer } from '../auth/auth.service';
import type { CoursesService } from '../courses/course.service';
import type { EnrollmentsService } from '../courses/enrollment.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { DOWNLOAD_LINK_MINUTES } from './download-link';
import type { PaymentGateway } from './gateway/payment-gateway';
import { parseBuyerTax } from './invoices/gstin';
import type { OrderRecord, PaymentOrders } from './payment-orders';
import type { OrderKind } from './payment.entity';
import {
  courseIdOf,
  PAYMENT_LIMITS,
  parsePdfOrder,
  parseProof,
  pdfFor,
  type PdfOrderInput,
  type VerifyInput,
} from './payment.rules';
import { completeOrder, type PaymentUnitRunner } from './payment-unit';
import type { PdfDownloads } from './pdf-downloads';

/** An order for a course, with what checkout shows and whether it extends running access. */
export type CourseOrder = {
  order: OrderRecord;
  course: { id: string; title: string; description: string };
  keyId: string | null;
  alreadyActive: boolean;
  message: string;
};

/** An order to place: what it is for, whose it is, and the buyer's GSTIN and state for the invoice (decision 070). */
type OrderToPlace = {
  kind: OrderKind;
  itemId: string;
  amount: number;
  userId: string | null;
  buyerEmail: string | null;
  receipt: string | null;
  tax: { gstin: string | null; state: string | null };
  notes: Record<string, string>;
};

const COURSE_PAID = 'Payment successful. Access granted for 30 days.';
/** A verify of an order refunded in full since (decision 068): it gives nothing. */
const COURSE_REFUNDED = 'This payment was refunded, so it gives no access.';
const PDF_REFUNDED = 'This payment was refunded, so it has no download link.';
/** A repeated verify of a paid PDF order that gives no link (product.md#downloads). */
export const PDF_CONFIRMED = {
  signIn: 'This payment is confirmed. Sign in to download it from Your PDFs on Your Courses.',
  guestLate: `This payment is confirmed. A PDF bought without an account has its download link only in the ${DOWNLOAD_LINK_MINUTES} minutes after payment.`,
} as const;

/**
 * Checkout (decision 026): orders placed at the provider and recorded, and the browser's
 * confirmation of a payment checked against our order and completed in one unit of work.
 */
export class PaymentCheckout {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly orders: PaymentOrders,
    private readonly downloads: PdfDownloads,
    private readonly deps: {
      rateLimits: RateLimitService;
      courses: CoursesService;
      enrollments: EnrollmentsService;
    },
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly inUnit: PaymentUnitRunner,
  ) {}

  /**
   * An order for a PDF, by a guest or a signed-in buyer (recorded as the buyer). The client's
   * amount and currency must be the product's (400 otherwise); unknown PDF: 404. Counts against
   * PAYMENT_LIMITS.order per address and per user once the input is valid.
   */
  async createPdfOrder(viewer: Viewer, input: PdfOrderInput, ip: string): Promise<OrderRecord> {
    if (viewer) requireSignedIn(viewer); // a token buys nothing (decision 100)
    const { product, receipt, buyerEmail } = parsePdfOrder(input ?? {}, Boolean(viewer));
    const tax = parseBuyerTax(input ?? {});
    await this.countAttempt('order', viewer, ip);
    return this.place({
      kind: 'pdf',
      itemId: product.id,
      amount: product.pricePaise,
      userId: viewer?.id ?? null,
      buyerEmail,
      receipt,
      tax,
      notes: { pdfId: product.id },
    });
  }

  /**
   * An order for a course (signed in): amount and title from the course; unknown or archived course:
   * 404. Access still running is no obstacle: paying extends it by 30 days, and the answer says so.
   */
  async createCourseOrder(
    viewer: Viewer,
    input: { courseId?: unknown; gstin?: unknown; state?: unknown },
    ip: string,
  ): Promise<CourseOrder> {
    const buyer = requireSignedIn(viewer);
    const courseId = courseIdOf(input?.courseId);
    const tax = parseBuyerTax(input ?? {});
    await this.countAttempt('order', buyer, ip);
    const course = await this.deps.courses.forPurchase(courseId);
    const { endsAt } = await this.deps.enrollments.access(
      { id: buyer.id, isAdmin: false },
      course.id,
    );
    const activeUntil = endsAt && endsAt.getTime() > this.clock.now().getTime() ? endsAt : null;
    const order = await this.place({
      kind: 'course',
      itemId: course.id,
      amount: course.pricePaise,
      userId: buyer.id,
      buyerEmail: null,
      receipt: null,
      tax,
      notes: { courseId: course.id },
    });
    const message = activeUntil
      ? `You already have access until ${this.day(activeUntil)}. This purchase extends it by 30 days.`
      : 'Order created. Complete the payment to get 30 days of access.';
    return {
      order,
      course: { id: course.id, title: course.title, description: course.description },
      keyId: this.gateway.checkout?.keyId ?? null,
      alreadyActive: Boolean(activeUntil),
      message,
    };
  }

  /**
   * POST /api/verify-razorpay-payment: the PDF order paid, and a fresh download link. The three
   * checkout values are no permanent pass (product.md#downloads): an order that was paid already
   * gets a link only for its signed-in buyer or, bought as a guest, within the link's 15 minutes
   * of payment; otherwise the answer confirms the payment and says where to download it.
   */
  async verifyPdf(
    viewer: Viewer,
    input: VerifyInput,
    ip: string,
  ): Promise<{ message: string; downloadUrl: string | null }> {
    const { order, paymentId } = await this.checkPayment(viewer, input, ip, 'pdf');
    const { paid } = await completeOrder(this.inUnit, order, paymentId);
    if ((paid ?? order).refundStatus === 'refunded')
      return { message: PDF_REFUNDED, downloadUrl: null };
    const refusal = paid ? null : this.noDownloadAgain(viewer, order);
    return refusal
      ? { message: refusal, downloadUrl: null }
      : { message: 'Payment verified.', downloadUrl: this.downloads.url(order.id) };
  }

  /** POST /api/pay/verify (signed in): the course order paid and 30 days granted (once), and when access now ends. */
  async verifyCourse(
    viewer: Viewer,
    input: VerifyInput,
    ip: string,
  ): Promise<{ message: string; endsAt: Date | null }> {
    const buyer = requireSignedIn(viewer);
    const { order, paymentId } = await this.checkPayment(buyer, input, ip, 'course');
    const { paid, endsAt } = await completeOrder(this.inUnit, order, paymentId);
    if ((paid ?? order).refundStatus === 'refunded')
      return { message: COURSE_REFUNDED, endsAt: null };
    // Confirmed before (a second verify, or the webhook came first): the access it granted then.
    const current =
      endsAt ??
      (await this.deps.enrollments.access({ id: buyer.id, isAdmin: false }, order.itemId)).endsAt;
    return { message: COURSE_PAID, endsAt: current };
  }

  /** Creates the order at the provider (outside any transaction), then records it as `created`. */
  private async place(o: OrderToPlace): Promise<OrderRecord> {
    const id = randomUUID();
    const receipt = o.receipt ?? id;
    const provider = await this.gateway.createOrder({
      amount: o.amount,
      currency: 'INR',
      receipt,
      notes: { ...o.notes, orderId: id },
    });
    return this.orders.insert({
      id,
      kind: o.kind,
      itemId: o.itemId,
      amount: o.amount,
      userId: o.userId,
      buyerEmail: o.buyerEmail,
      receipt,
      providerOrderId: provider.id,
      buyerGstin: o.tax.gstin,
      buyerState: o.tax.state,
    });
  }

  /** Why a verify of an order paid before gives no link, or null when it may (see verifyPdf). */
  private noDownloadAgain(viewer: Viewer, order: OrderRecord): string | null {
    if (order.userId) return viewer?.id === order.userId ? null : PDF_CONFIRMED.signIn;
    const paidAt = (order.paidAt ?? this.clock.now()).getTime();
    const recent = this.clock.now().getTime() - paidAt < DOWNLOAD_LINK_MINUTES * 60_000;
    return recent ? null : PDF_CONFIRMED.guestLate;
  }

  /**
   * Checks what checkout handed the browser against our stored order, in this order: shape (400),
   * rate limit (429), the order exists (404), it is not another user's (403; a course order must be
   * the caller's), it is for this item (400), and Razorpay's signature of `stored order id|payment id`
   * (400). Returns the order and the payment to complete it with; nothing is written.
   */
  private async checkPayment(
    viewer: Viewer,
    input: VerifyInput,
    ip: string,
    kind: OrderKind,
  ): Promise<{ order: OrderRecord; paymentId: string }> {
    if (viewer) requireSignedIn(viewer);
    const proof = parseProof(input ?? {});
    const itemId = kind === 'pdf' ? pdfFor(input.pdfId).id : courseIdOf(input.courseId);
    await this.countAttempt('verify', viewer, ip);
    const order = await this.orders.byProviderOrderId(proof.providerOrderId);
    if (!order) throw new NotFoundError('Order not found.');
    if (
      (order.userId && viewer && order.userId !== viewer.id) ||
      (kind === 'course' && order.userId !== viewer?.id)
    ) {
      throw new ForbiddenError('This order belongs to another account.');
    }
    if (order.kind !== kind || order.itemId !== itemId) {
      throw kind === 'pdf'
        ? new BadInputError('pdfId', 'This order is not for that PDF.')
        : new BadInputError('courseId', 'This order is not for that course.');
    }
    if (
      !this.gateway.verifyPayment({
        orderId: order.providerOrderId,
        paymentId: proof.paymentId,
        signature: proof.signature,
      })
    ) {
      throw new BadInputError(
        'razorpay_signature',
        'Payment verification failed: the signature does not match this order and payment.',
      );
    }
    return { order, paymentId: proof.paymentId };
  }

  /** One order or verify attempt, per address and per signed-in user. */
  private async countAttempt(kind: keyof typeof PAYMENT_LIMITS, viewer: Viewer, ip: string) {
    const limits = this.deps.rateLimits;
    await limits.consume(`payment-${kind}:ip:${addressForLimits(ip)}`, PAYMENT_LIMITS[kind]);
    if (viewer) await limits.consume(`payment-${kind}:user:${viewer.id}`, PAYMENT_LIMITS[kind]);
  }

  private day(date: Date): string {
    return date.toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: this.config.appTimezone,
    });
  }
}
