import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import {
  BadInputError,
  ConflictError,
  ForbiddenError,
  GatewayError,
  GoneError,
  NotFoundError,
  PaymentsOffError,
  toAppError,
} from '../../errors';
import type { Clock } from '../../lib/clock';
import type { ServiceDeps } from '../../services';
import { formatPaise } from '../../contract/money';
import { requiredText } from '../../lib/validate';
import type { AuditService } from '../audit/audit.service';
import { requireAdmin, requireSignedIn, type Viewer } from '../auth/auth.service';
import type { CoursesService } from '../courses/course.service';
import type { EnrollmentsService } from '../courses/enrollment.service';
import type { MailService } from '../mail/mail.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { UsersService } from '../users/user.service';
import {
  DOCUMENT_LINK_MS,
  DOCUMENT_LINKS,
  DOWNLOAD_LINK_MINUTES,
  DownloadLinks,
} from './download-link';
import { documentPdf } from './invoices/document-pdf';
import { parseBuyerTax } from './invoices/gstin';
import { type TaxDocumentRecord, TaxDocuments } from './invoices/tax-documents';
import type { GatewayMode, PaymentGateway } from './gateway/payment-gateway';
import { OrderReports } from './order-reports';
import { PurchaseMails } from './purchase-mail';
import {
  type OrderRecord,
  orderRecord,
  PaymentOrders,
  type RefundEnd,
  type RefundRecord,
} from './payment-orders';
import type { OrderKind, RefundStatus } from './payment.entity';
import { checkRefundable, type RefundCheck, refundCheck } from './refund-rules';
import {
  courseIdOf,
  type DeclineInput,
  PAYMENT_LIMITS,
  parseDecline,
  parsePdfOrder,
  parseProof,
  parseRefund,
  pdfFor,
  type PdfOrderInput,
  type RefundInput,
  type VerifyInput,
} from './payment.rules';
import { PDF_PRODUCTS, type PdfProduct, pdfProduct, readPdf, readThumbnail } from './pdf-catalogue';
import {
  keepProviderRefund,
  processedRefundsOf,
  type ProviderRefund,
  refundsBeforePayment,
} from './refunds-before-payment';
import { parseWebhookEvent, type WebhookRefund } from './webhook-event';
import { addressForLimits } from '../../lib/client-address';

export type { OrderRecord, RefundRecord } from './payment-orders';
export type { TaxDocumentRecord } from './invoices/tax-documents';

/** An invoice or credit note with a link to its PDF (a year long). */
export type TaxDocumentLink = TaxDocumentRecord & { url: string };
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

/** A signed-in buyer's PDF, with a fresh download link (payments on or off: links have their own secret); none once refunded. */
export type PdfPurchase = {
  pdf: PdfProduct;
  orderId: string;
  paidAt: Date;
  downloadUrl: string | null;
  /** When the purchase was refunded in full; null otherwise. */
  refundedAt: Date | null;
};

/** A buyer's refund meter for a course (decision 069): the policy applied to their latest purchase, and where a refund of it stands. */
export type CourseRefund = RefundCheck & {
  orderId: string;
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

/** What a reconcile run did. */
export type ReconcileReport = {
  checked: number;
  completed: OrderRecord[];
  errors: { order: OrderRecord; message: string }[];
};

/** What completing an order did: the order as now paid (null when it already was), and the course access end when it granted one. */
type Completion = { paid: OrderRecord | null; endsAt: Date | null };

const COURSE_PAID = 'Payment successful. Access granted for 30 days.';
/** A verify of an order refunded in full since (decision 068): it gives nothing. */
const COURSE_REFUNDED = 'This payment was refunded, so it gives no access.';
const PDF_REFUNDED = 'This payment was refunded, so it has no download link.';
/** A refund with no answer from the provider for this long may be sent again (with the same idempotency key). */
const REFUND_RESEND_AFTER_MS = 30_000;
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
  private readonly documents: TaxDocuments;
  private readonly documentLinks: DownloadLinks;
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
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {
    this.orders = new PaymentOrders(db, clock);
    this.documents = new TaxDocuments(db, clock, config);
    this.documentLinks = new DownloadLinks(config.downloadSecret, clock, DOCUMENT_LINKS);
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

  /** Creates the order at the provider (outside any transaction), then records it as `created`. */
  private async place(o: {
    kind: OrderKind;
    itemId: string;
    amount: number;
    userId: string | null;
    buyerEmail: string | null;
    receipt: string | null;
    /** The buyer's GSTIN and state for the invoice (decision 070). */
    tax: { gstin: string | null; state: string | null };
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
      buyerGstin: o.tax.gstin,
      buyerState: o.tax.state,
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
    if ((paid ?? order).refundStatus === 'refunded')
      return { message: PDF_REFUNDED, downloadUrl: null };
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
    const { paid, endsAt } = await this.complete(order, paymentId);
    if ((paid ?? order).refundStatus === 'refunded')
      return { message: COURSE_REFUNDED, endsAt: null };
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
   * created order failed; refund.processed / refund.failed end a refund (decision 068), and a
   * refund we did not ask for (Razorpay's dashboard) is recorded. Events of orders that are not
   * ours are recorded and ignored.
   */
  async handleWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<{ duplicate: boolean }> {
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
      if (event.refund && (event.type === 'refund.processed' || event.type === 'refund.failed'))
        await tx.refundEventHere(order, event.refund, event.type);
      return true;
    });
    return { duplicate: !recorded };
  }

  /**
   * Completes the open orders created since `since` whose payment the gateway reports captured (for
   * the order's amount; refunds made since are applied as it completes, decision 081): orders whose
   * browser never confirmed and whose webhook never arrived. A
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
            (p.status === 'captured' || p.status === 'refunded') &&
            p.amount === order.amount &&
            p.currency === order.currency,
        );
        if (!captured) continue;
        const refunds = await processedRefundsOf(this.gateway, captured.id);
        if ((await this.complete(order, captured.id, refunds)).paid) report.completed.push(order);
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

  /** Completes the order in one unit of work, after keeping the provider's `refunds` of the payment (reconcile). */
  private complete(
    order: OrderRecord,
    paymentId: string,
    refunds: ProviderRefund[] = [],
  ): Promise<Completion> {
    return this.inTransaction(async ({ payments: tx }) => {
      for (const refund of refunds) await keepProviderRefund(tx.orders, order.id, refund);
      return tx.completeHere(order, paymentId);
    });
  }

  /**
   * Called on a unit of work's copy: the order paid, for a course 30 days granted from the payment,
   * its invoice issued (decision 070), and its receipt enqueued (once per order: only the confirmation that marked it paid gets here);
   * nothing when it was paid already. Refunds reported before (decision 081) get their credit notes
   * and mails now; refunded in full, it grants nothing (a PDF's links answer 410).
   */
  private async completeHere(order: OrderRecord, paymentId: string): Promise<Completion> {
    const paid = await this.orders.markPaid(order.id, paymentId);
    if (!paid) return { paid, endsAt: null };
    const endsAt =
      paid.kind === 'course' && paid.refundStatus !== 'refunded'
        ? (await this.enrollments.grant(paid.userId ?? '', paid.itemId, paid.paidAt!)).endsAt
        : null;
    const addressee = await this.purchaseMails.addressee(paid);
    const invoice = await this.documents.issueInvoice(paid, addressee);
    await this.purchaseMails.receipt(paid, addressee, endsAt, this.documentLink(invoice));
    for (const refund of await refundsBeforePayment(this.orders, paid)) {
      await this.documents.issueCreditNote(paid, refund, addressee);
      await this.purchaseMails.refundNotice(paid, refund, addressee);
    }
    return { paid, endsAt };
  }

  /** "Email me my downloads" (purchase-mail.ts): the same answer whether or not the address bought anything. */
  emailMyDownloads(input: { email?: unknown }, ip: string): Promise<{ message: string }> {
    return this.purchaseMails.emailDownloads(input, ip);
  }

  // ---------------------------------------------------------------- downloads

  /** The file a download link stands for. Tampered: 400; expired or refunded: 410; not a paid PDF order: 404. */
  async download(token: unknown): Promise<{ fileName: string; bytes: Buffer }> {
    const order = await this.orders.byId(this.downloads.read(token));
    if (order?.refundStatus === 'refunded')
      throw new GoneError('This purchase was refunded, so its download links no longer work.');
    const product =
      order?.kind === 'pdf' && order.status === 'paid' ? pdfProduct(order.itemId) : undefined;
    if (!product) throw new NotFoundError('This download is not available.');
    return { fileName: product.fileName, bytes: await readPdf(product) };
  }

  /**
   * The signed-in buyer's PDFs, latest purchase first, one entry per PDF, each with a fresh link: a
   * purchase not refunded in full, else the latest refunded one (with its refund date, no link).
   */
  async myPdfPurchases(viewer: Viewer): Promise<PdfPurchase[]> {
    const { id: userId } = requireSignedIn(viewer);
    const orders = await this.orders.paidPdfOrders(userId);
    const kept = new Map<string, OrderRecord>();
    for (const order of orders) {
      const other = kept.get(order.itemId);
      if (!other || (other.refundStatus === 'refunded' && order.refundStatus !== 'refunded'))
        kept.set(order.itemId, order);
    }
    return orders.flatMap((order) => {
      const pdf = pdfProduct(order.itemId);
      if (!pdf || kept.get(order.itemId) !== order) return [];
      const refunded = order.refundStatus === 'refunded';
      return [
        {
          pdf,
          orderId: order.id,
          paidAt: order.paidAt!,
          downloadUrl: refunded ? null : this.downloadUrl(order.id),
          refundedAt: refunded ? order.refundedAt : null,
        },
      ];
    });
  }

  // ---------------------------------------------------------------- refunds (decision 068)

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
    const staff = requireAdmin(viewer);
    const request = parseRefund(input);
    if (this.gateway.mode === 'off') throw new PaymentsOffError();
    const order = await this.orders.byId(request.orderId);
    if (!order) throw new NotFoundError('Order not found.');
    const stuck = await this.stuckRefund(order);
    if (stuck) return this.sendRefund(order, stuck);
    const amount = request.amountPaise ?? order.amount - order.refundedAmount;
    checkRefundable(order, amount);
    const item = await this.purchaseMails.itemTitle(order);
    const refund = await this.inTransaction(async ({ payments: tx, audit }) => {
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
    return this.sendRefund(order, refund);
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
  async requestRefund(
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
      this.purchaseMails.addressee(order),
      this.users.admins(),
    ]);
    const at = await this.inTransaction(async ({ payments: tx }) => {
      const requestedAt = await tx.orders.requestRefund(order.id, reason);
      if (requestedAt)
        await tx.purchaseMails.refundRequested(order, { reason, requestedAt }, addressee, admins);
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
  async declineRefund(viewer: Viewer, input: DeclineInput): Promise<OrderRecord> {
    const staff = requireAdmin(viewer);
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
    const addressee = await this.purchaseMails.addressee(order);
    const declined = await this.inTransaction(async ({ payments: tx, audit }) => {
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
      await tx.purchaseMails.refundDeclined(updated, { reason, declinedAt: at }, addressee);
      return updated;
    });
    if (!declined) throw answered((await this.orders.byId(order.id))?.refundStatus ?? null);
    return declined;
  }

  private async courseRefundOf(order: OrderRecord): Promise<CourseRefund> {
    const pair = [{ userId: order.userId ?? '', courseId: order.itemId }];
    const access = await this.enrollments.accessOfBuyers(pair);
    const check = refundCheck(
      order.paidAt!,
      access.get(`${order.userId}:${order.itemId}`)!,
      this.clock.now(),
    );
    return {
      ...check,
      eligible: check.eligible && (!order.refundStatus || order.refundStatus === 'failed'),
      orderId: order.id,
      paidAt: order.paidAt!,
      amount: order.amount / 100,
      refundStatus: order.refundStatus,
      requestedAt: order.refundRequestedAt,
      declinedAt: order.refundDeclinedAt,
      declineReason: order.refundDecline,
    };
  }

  /** The refunds of some orders, oldest first (the admin's order list). */
  refundsOf(orderIds: readonly string[]): Promise<RefundRecord[]> {
    return this.orders.refundsOf(orderIds);
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
  private async sendRefund(order: OrderRecord, refund: RefundRecord): Promise<OrderRecord> {
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
      await this.inTransaction(({ payments: tx }) =>
        tx.endRefundHere(refund.id, { status, providerRefundId: id, failureReason }),
      );
    }
    return (await this.orders.byId(order.id))!;
  }

  /** Called on a unit of work's copy: a pending refund ended (once), and its effects. */
  private async endRefundHere(refundId: string, end: RefundEnd): Promise<void> {
    const ended = await this.orders.endRefund(refundId, end);
    if (ended) await this.refundedHere(ended.order, ended.refund);
  }

  /**
   * Called on a unit of work's copy, with a refund.processed or refund.failed event of `order`:
   * ends our refund it names (by Razorpay's refund id, or ours in its notes), or records a refund
   * made in Razorpay's dashboard (kept until the order is paid, decision 081).
   */
  private async refundEventHere(
    order: OrderRecord,
    refund: WebhookRefund,
    type: 'refund.processed' | 'refund.failed',
  ): Promise<void> {
    const ours =
      (await this.orders.refundByProviderId(refund.id)) ??
      (refund.refundId ? await this.orders.refundById(refund.refundId) : null);
    if (ours) {
      if (ours.orderId !== order.id) return;
      return this.endRefundHere(ours.id, {
        status: type === 'refund.processed' ? 'processed' : 'failed',
        providerRefundId: refund.id,
        failureReason: type === 'refund.failed' ? 'Razorpay could not complete the refund.' : null,
      });
    }
    if (type !== 'refund.processed') return;
    const made = await keepProviderRefund(this.orders, order.id, refund);
    // Before the order is paid the refund is only kept: completing the order applies it (decision 081).
    if (made?.order.status === 'paid') await this.refundedHere(made.order, made.refund);
  }

  /** Called on a unit of work's copy after a refund ended: a processed one gets its credit note and is mailed, and a full refund takes back the course's access. */
  private async refundedHere(order: OrderRecord, refund: RefundRecord): Promise<void> {
    if (refund.status !== 'processed') return;
    const addressee = await this.purchaseMails.addressee(order);
    await this.documents.issueCreditNote(order, refund, addressee);
    if (order.refundStatus === 'refunded' && order.kind === 'course' && order.userId)
      await this.enrollments.revoke(
        order.userId,
        order.itemId,
        order.refundedAt ?? this.clock.now(),
      );
    await this.purchaseMails.refundNotice(order, refund, addressee);
  }

  /** A fresh 15-minute link to a paid PDF order's file. */
  private downloadUrl(orderId: string): string {
    return this.downloads.create(orderId).url;
  }

  // ---------------------------------------------------------------- invoices (decision 070)

  /** The signed-in buyer's invoices and credit notes, newest first, each with a link to its PDF. */
  async myTaxDocuments(viewer: Viewer): Promise<TaxDocumentLink[]> {
    const { id: userId } = requireSignedIn(viewer);
    const orders = await this.orders.paidOrdersOf(userId);
    const documents = await this.documents.ofOrders(orders.map((o) => o.id));
    return documents.reverse().map((d) => ({ ...d, url: this.documentLink(d).url }));
  }

  /** The documents of some orders, oldest first, with links (the admin's order list). */
  async documentsOf(orderIds: readonly string[]): Promise<TaxDocumentLink[]> {
    const documents = await this.documents.ofOrders(orderIds);
    return documents.map((d) => ({ ...d, url: this.documentLink(d).url }));
  }

  /** The PDF a document link stands for. Tampered: 400; expired: 410; unknown: 404. */
  async documentFile(token: unknown): Promise<{ fileName: string; bytes: Buffer }> {
    const document = await this.documents.byId(this.documentLinks.read(token));
    if (!document) throw new NotFoundError('This document is not available.');
    return {
      fileName: `${document.number.replace(/\//g, '-')}.pdf`,
      bytes: await documentPdf(document, this.config.appTimezone),
    };
  }

  /** A document's link, root-relative (`url`) and absolute (`link`, for mail). */
  private documentLink(document: TaxDocumentRecord): { url: string; link: string; number: string } {
    const { url } = this.documentLinks.create(document.id, DOCUMENT_LINK_MS);
    return { url, link: `${this.config.publicUrl}${url}`, number: document.number };
  }

  // ---------------------------------------------------------------- helpers

  /** One order or verify attempt, per address and per signed-in user. */
  private async countAttempt(kind: keyof typeof PAYMENT_LIMITS, viewer: Viewer, ip: string) {
    await this.rateLimits.consume(
      `payment-${kind}:ip:${addressForLimits(ip)}`,
      PAYMENT_LIMITS[kind],
    );
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
