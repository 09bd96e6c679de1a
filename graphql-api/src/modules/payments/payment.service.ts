import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { BadInputError, ForbiddenError, NotFoundError, toAppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { ServiceDeps } from '../../services';
import { requireSignedIn, type Viewer } from '../auth/auth.service';
import type { CoursesService } from '../courses/course.service';
import type { EnrollmentsService } from '../courses/enrollment.service';
import type { MailService } from '../mail/mail.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { UsersService } from '../users/user.service';
import { DOWNLOAD_LINK_MINUTES, DownloadLinks } from './download-link';
import type { GatewayMode, PaymentGateway } from './gateway/payment-gateway';
import { OrderReports } from './order-reports';
import { PurchaseMails } from './purchase-mail';
import { type OrderRecord, orderRecord, PaymentOrders } from './payment-orders';
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
import { PDF_PRODUCTS, type PdfProduct, pdfProduct, readPdf, readThumbnail } from './pdf-catalogue';
import { parseWebhookEvent } from './webhook-event';

export type { OrderRecord } from './payment-orders';
export type { PdfProduct } from './pdf-catalogue';
export { DOWNLOADS_MAIL_SENT } from './purchase-mail';
export { ORDER_PAGE_MAX, type OrderFilter, type PaidFigures } from './order-reports';

/** What the browser needs to open checkout (GraphQL paymentSettings). */
export type PaymentSettings = {
  mode: GatewayMode;
  keyId: string | null;
  checkoutUrl: string | null;
};

/** An order for a course, with what checkout shows and whether it extends running access. */
export type CourseOrder = {
  order: OrderRecord;
  course: { id: string; title: string; description: string };
  keyId: string | null;
  alreadyActive: boolean;
  message: string;
};

/** A signed-in buyer's PDF, with a fresh download link (payments on or off: links have their own secret). */
export type PdfPurchase = {
  pdf: PdfProduct;
  orderId: string;
  paidAt: Date;
  downloadUrl: string;
};

/** What a reconcile run did. */
export type ReconcileReport = {
  checked: number;
  completed: OrderRecord[];
  errors: { order: OrderRecord; message: string }[];
};

/** What completing an order did: the order as now paid (null when it already was), and the course access end when it granted one. */
type Completion = { paid: OrderRecord | null; endsAt: Date | null };

const COURSE_PAID = 'Payment successful. Access granted for 30 days.';
/** A repeated verify of a paid PDF order that gives no link (product.md#downloads). */
export const PDF_CONFIRMED = {
  signIn: 'This payment is confirmed. Sign in to download it from Your PDFs on Your Courses.',
  guestLate: `This payment is confirmed. A PDF bought without an account has its download link only in the ${DOWNLOAD_LINK_MINUTES} minutes after payment.`,
} as const;

/**
 * Payments (decision 026), the one surface other code calls: the PDF shop, orders, verification,
 * webhooks, reconcile and downloads. Amounts and items come from our records. Each confirmation of
 * a payment (browser verify, webhook, reconcile) marks the order paid and grants what it bought in
 * ONE unit of work, so a failure in between leaves neither; gateway calls happen outside units
 * (decision 015). The tables are reached through payment-orders.ts; nothing is ever deleted.
 */
export class PaymentsService {
  private readonly orders: PaymentOrders;
  private readonly downloads: DownloadLinks;
  private readonly purchaseMails: PurchaseMails;
  /** Read-only reports for the admin's stats and orders view (order-reports.ts). */
  readonly reports: OrderReports<OrderRecord>;

  constructor(
    db: EntityManager,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly gateway: PaymentGateway,
    private readonly rateLimits: RateLimitService,
    private readonly courses: CoursesService,
    private readonly enrollments: EnrollmentsService,
    private readonly inTransaction: ServiceDeps['inTransaction'],
    mail: MailService,
    users: UsersService,
  ) {
    this.orders = new PaymentOrders(db, clock);
    this.downloads = new DownloadLinks(config.downloadSecret, clock);
    this.reports = new OrderReports(db, orderRecord);
    this.purchaseMails = new PurchaseMails(
      { mail, users, courses, rateLimits },
      this.orders,
      this.downloads,
      clock,
      config,
    );
  }

  // ---------------------------------------------------------------- the shop

  pdfProducts(): readonly PdfProduct[] {
    return PDF_PRODUCTS;
  }

  /** A product's public thumbnail (SVG). Unknown id: NOT_FOUND. */
  thumbnail(id: unknown): Promise<Buffer> {
    const product = pdfProduct(id);
    if (!product) throw new NotFoundError('PDF not found.');
    return readThumbnail(product);
  }

  settings(): PaymentSettings {
    return {
      mode: this.gateway.mode,
      keyId: this.gateway.checkout?.keyId ?? null,
      checkoutUrl: this.gateway.checkout?.scriptUrl ?? null,
    };
  }

  // ---------------------------------------------------------------- orders

  /**
   * An order for a PDF, by a guest or a signed-in buyer (recorded as the buyer). The client's
   * amount and currency must be the product's (400 otherwise); unknown PDF: 404. Counts against
   * PAYMENT_LIMITS.order per address and per user once the input is valid.
   */
  async createPdfOrder(viewer: Viewer, input: PdfOrderInput, ip: string): Promise<OrderRecord> {
    const { product, receipt, buyerEmail } = parsePdfOrder(input ?? {}, Boolean(viewer));
    await this.countAttempt('order', viewer, ip);
    return this.place({
      kind: 'pdf',
      itemId: product.id,
      amount: product.pricePaise,
      userId: viewer?.id ?? null,
      buyerEmail,
      receipt,
      notes: { pdfId: product.id },
    });
  }

  /**
   * An order for a course (signed in): amount and title from the course; unknown or archived course:
   * 404. Access still running is no obstacle: paying extends it by 30 days, and the answer says so.
   */
  async createCourseOrder(
    viewer: Viewer,
    input: { courseId?: unknown },
    ip: string,
  ): Promise<CourseOrder> {
    const buyer = requireSignedIn(viewer);
    const courseId = courseIdOf(input?.courseId);
    await this.countAttempt('order', buyer, ip);
    const course = await this.courses.forPurchase(courseId);
    const { endsAt } = await this.enrollments.access({ id: buyer.id, isAdmin: false }, course.id);
    const activeUntil = endsAt && endsAt.getTime() > this.clock.now().getTime() ? endsAt : null;
    const order = await this.place({
      kind: 'course',
      itemId: course.id,
      amount: course.pricePaise,
      userId: buyer.id,
      buyerEmail: null,
      receipt: null,
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

  /** Creates the order at the provider (outside any transaction), then records it as `created`. */
  private async place(o: {
    kind: OrderKind;
    itemId: string;
    amount: number;
    userId: string | null;
    buyerEmail: string | null;
    receipt: string | null;
    notes: Record<string, string>;
  }): Promise<OrderRecord> {
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
    });
  }

  // ---------------------------------------------------------------- confirming a payment

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
    const { paid } = await this.complete(order, paymentId);
    const refusal = paid ? null : this.noDownloadAgain(viewer, order);
    return refusal
      ? { message: refusal, downloadUrl: null }
      : { message: 'Payment verified.', downloadUrl: this.downloadUrl(order.id) };
  }

  /** Why a verify of an order paid before gives no link, or null when it may (see verifyPdf). */
  private noDownloadAgain(viewer: Viewer, order: OrderRecord): string | null {
    if (order.userId) return viewer?.id === order.userId ? null : PDF_CONFIRMED.signIn;
    const paidAt = (order.paidAt ?? this.clock.now()).getTime();
    const recent = this.clock.now().getTime() - paidAt < DOWNLOAD_LINK_MINUTES * 60_000;
    return recent ? null : PDF_CONFIRMED.guestLate;
  }

  /** POST /api/pay/verify (signed in): the course order paid and 30 days granted (once), and when access now ends. */
  async verifyCourse(
    viewer: Viewer,
    input: VerifyInput,
    ip: string,
  ): Promise<{ message: string; endsAt: Date | null }> {
    const buyer = requireSignedIn(viewer);
    const { order, paymentId } = await this.checkPayment(buyer, input, ip, 'course');
    const { endsAt } = await this.complete(order, paymentId);
    // Confirmed before (a second verify, or the webhook came first): the access it granted then.
    const current =
      endsAt ??
      (await this.enrollments.access({ id: buyer.id, isAdmin: false }, order.itemId)).endsAt;
    return { message: COURSE_PAID, endsAt: current };
  }

  /**
   * A Razorpay webhook (raw body, as signed). Wrong signature, or not an event: 400. A payment
   * whose amount or currency is not our order's: 400, nothing changes. An event seen before: done,
   * nothing changes (its id is recorded first in the unit of work; a second delivery fails that
   * insert). payment.captured / order.paid complete the order (once); payment.failed marks a
   * created order failed. Events of orders that are not ours are recorded and ignored.
   */
  async handleWebhook(
    rawBody: Buffer,
    signature: string | undefined,
    eventIdHeader: string | undefined,
  ): Promise<{ duplicate: boolean }> {
    if (!this.gateway.verifyWebhook(rawBody, signature)) {
      throw new BadInputError(
        'x-razorpay-signature',
        'The webhook signature does not match its body.',
      );
    }
    const event = parseWebhookEvent(rawBody, eventIdHeader);
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
    const recorded = await this.inTransaction(async ({ payments: tx }) => {
      if (!(await tx.orders.recordEvent(event.id, event.type, event.providerOrderId))) return false;
      if (!order || !payment) return true;
      if (
        (event.type === 'payment.captured' || event.type === 'order.paid') &&
        payment.status === 'captured'
      )
        await tx.completeHere(order, payment.id);
      if (event.type === 'payment.failed')
        await tx.orders.markFailed(order.id, payment.errorDescription ?? 'The payment failed.');
      return true;
    });
    return { duplicate: !recorded };
  }

  /**
   * Completes the open orders created since `since` whose payment the gateway reports captured (for
   * the order's amount): orders whose browser never confirmed and whose webhook never arrived. A
   * gateway error on one order is reported and the others go on. For the operator's command only.
   */
  async reconcile(since: Date): Promise<ReconcileReport> {
    const report: ReconcileReport = { checked: 0, completed: [], errors: [] };
    for (const order of await this.orders.open(since)) {
      report.checked++;
      try {
        const payments = await this.gateway.orderPayments(order.providerOrderId);
        const captured = payments.find(
          (p) =>
            p.status === 'captured' && p.amount === order.amount && p.currency === order.currency,
        );
        if (captured && (await this.complete(order, captured.id)).paid)
          report.completed.push(order);
      } catch (error) {
        report.errors.push({ order, message: toAppError(error).message });
      }
    }
    return report;
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

  private complete(order: OrderRecord, paymentId: string): Promise<Completion> {
    return this.inTransaction(({ payments: tx }) => tx.completeHere(order, paymentId));
  }

  /**
   * Called on a unit of work's copy: the order paid, for a course 30 days granted from the payment,
   * and its receipt enqueued (once per order: only the confirmation that marked it paid gets here);
   * nothing when it was paid already.
   */
  private async completeHere(order: OrderRecord, paymentId: string): Promise<Completion> {
    const paid = await this.orders.markPaid(order.id, paymentId);
    if (!paid) return { paid, endsAt: null };
    const endsAt =
      paid.kind === 'course'
        ? (await this.enrollments.grant(paid.userId ?? '', paid.itemId, paid.paidAt!)).endsAt
        : null;
    await this.purchaseMails.receipt(paid, endsAt);
    return { paid, endsAt };
  }

  /** "Email me my downloads" (purchase-mail.ts): the same answer whether or not the address bought anything. */
  emailMyDownloads(input: { email?: unknown }, ip: string): Promise<{ message: string }> {
    return this.purchaseMails.emailDownloads(input, ip);
  }

  // ---------------------------------------------------------------- downloads

  /** The file a download link stands for. Tampered: 400; expired: 410; not a paid PDF order: 404. */
  async download(token: unknown): Promise<{ fileName: string; bytes: Buffer }> {
    const order = await this.orders.byId(this.downloads.read(token));
    const product =
      order?.kind === 'pdf' && order.status === 'paid' ? pdfProduct(order.itemId) : undefined;
    if (!product) throw new NotFoundError('This download is not available.');
    return { fileName: product.fileName, bytes: await readPdf(product) };
  }

  /** The signed-in buyer's PDFs, latest purchase first, one entry per PDF, each with a fresh link. */
  async myPdfPurchases(viewer: Viewer): Promise<PdfPurchase[]> {
    const { id: userId } = requireSignedIn(viewer);
    const seen = new Set<string>();
    return (await this.orders.paidPdfOrders(userId)).flatMap((order) => {
      const pdf = pdfProduct(order.itemId);
      if (!pdf || seen.has(pdf.id)) return [];
      seen.add(pdf.id);
      return [
        { pdf, orderId: order.id, paidAt: order.paidAt!, downloadUrl: this.downloadUrl(order.id) },
      ];
    });
  }

  /** A fresh 15-minute link to a paid PDF order's file. */
  private downloadUrl(orderId: string): string {
    return this.downloads.create(orderId).url;
  }

  // ---------------------------------------------------------------- helpers

  /** One order or verify attempt, per address and per signed-in user. */
  private async countAttempt(kind: keyof typeof PAYMENT_LIMITS, viewer: Viewer, ip: string) {
    await this.rateLimits.consume(`payment-${kind}:ip:${ip}`, PAYMENT_LIMITS[kind]);
    if (viewer)
      await this.rateLimits.consume(`payment-${kind}:user:${viewer.id}`, PAYMENT_LIMITS[kind]);
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
