import { randomUUID } from 'node:crypto';
import { type EntityManager, In, MoreThanOrEqual } from 'typeorm';
import type { Config } from '../../config';
import { BadInputError, ConflictError, ForbiddenError, isUniqueViolation, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { rowsAfter } from '../../lib/keyset-query';
import { type Connection, readConnection } from '../../lib/paging';
import type { CoursesService } from '../courses/course.service';
import { requireSignedIn, type Viewer } from '../auth/auth.service';
import type { EnrollmentsService } from '../courses/enrollment.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { DOWNLOAD_KEY_PURPOSE, DownloadLinks } from './download-link';
import { OrderReports } from './order-reports';
import type { GatewayMode, PaymentGateway } from './gateway/payment-gateway';
import { type OrderKind, type OrderStatus, PaymentEvent, PaymentOrder } from './payment.entity';
import { courseIdOf, PAYMENT_LIMITS, parsePdfOrder, parseProof, pdfFor, type PdfOrderInput, type VerifyInput } from './payment.rules';
import { PDF_PRODUCTS, type PdfProduct, pdfProduct, readPdf, readThumbnail } from './pdf-catalogue';

export type { PdfProduct } from './pdf-catalogue';
export { ORDER_PAGE_MAX, type OrderFilter, type PaidFigures } from './order-reports';

/** An order as stored (plain data). */
export type OrderRecord = {
  id: string;
  kind: OrderKind;
  itemId: string;
  userId: string | null;
  amount: number;
  currency: string;
  status: OrderStatus;
  providerOrderId: string;
  providerPaymentId: string | null;
  receipt: string;
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
  failureReason: string | null;
};

/** What the browser needs to open checkout (GET /api/payments/config, GraphQL paymentSettings). */
export type PaymentSettings = { mode: GatewayMode; keyId: string | null; checkoutUrl: string | null };

/** An order for a course, with what checkout shows and whether it extends running access. */
export type CourseOrder = {
  order: OrderRecord;
  course: { id: string; title: string; description: string };
  keyId: string | null;
  alreadyActive: boolean;
  message: string;
};

/** A signed-in buyer's PDF, with a fresh download link (null when payments are off: links are signed with the gateway's key). */
export type PdfPurchase = { pdf: PdfProduct; orderId: string; paidAt: Date; downloadUrl: string | null };

/**
 * Payment orders and webhook events (issue 10, decision 026): the only code that touches the
 * payment_orders and payment_events tables. Order amounts and items come from our records; the
 * gateway is called outside any unit of work; `markPaid` runs inside one, with the grant
 * (payment-flows.ts). Nothing about a payment is ever deleted.
 */
export class PaymentsService {
  private readonly downloads: DownloadLinks;
  /** Issue 11's reads for the admin's stats and orders view (order-reports.ts). */
  readonly reports: OrderReports<OrderRecord>;

  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly gateway: PaymentGateway,
    private readonly rateLimits: RateLimitService,
    private readonly courses: CoursesService,
    private readonly enrollments: EnrollmentsService,
  ) {
    this.downloads = new DownloadLinks(gateway.deriveKey(DOWNLOAD_KEY_PURPOSE), clock);
    this.reports = new OrderReports(db, record);
  }

  private get repo() {
    return this.db.getRepository(PaymentOrder);
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
    return { mode: this.gateway.mode, keyId: this.gateway.checkout?.keyId ?? null, checkoutUrl: this.gateway.checkout?.scriptUrl ?? null };
  }

  // ---------------------------------------------------------------- orders

  /**
   * An order for a PDF, by a guest or a signed-in buyer (recorded as the buyer). The client's
   * amount and currency must be the product's (400 otherwise); unknown PDF: 404. Counts against
   * PAYMENT_LIMITS.order per address and per user once the input is valid.
   */
  async createPdfOrder(input: PdfOrderInput, viewer: Viewer, ip: string): Promise<OrderRecord> {
    const { product, receipt } = parsePdfOrder(input ?? {});
    await this.countAttempt('order', viewer, ip);
    return this.place({ kind: 'pdf', itemId: product.id, amount: product.pricePaise, userId: viewer?.id ?? null, receipt, notes: { pdfId: product.id } });
  }

  /**
   * An order for a course (signed in): amount and title from the course; unknown or archived course:
   * 404. Access still running is no obstacle: paying extends it by 30 days, and the answer says so.
   */
  async createCourseOrder(input: { courseId?: unknown }, viewer: Viewer, ip: string): Promise<CourseOrder> {
    const buyer = requireSignedIn(viewer);
    const courseId = courseIdOf(input?.courseId);
    await this.countAttempt('order', buyer, ip);
    const course = await this.courses.forPurchase(courseId);
    const { endsAt } = await this.enrollments.access({ id: buyer.id, isAdmin: false }, course.id);
    const activeUntil = endsAt && endsAt.getTime() > this.clock.now().getTime() ? endsAt : null;
    const order = await this.place({ kind: 'course', itemId: course.id, amount: course.pricePaise, userId: buyer.id, receipt: null, notes: { courseId: course.id } });
    const message = activeUntil
      ? `You already have access until ${this.day(activeUntil)}. This purchase extends it by 30 days.`
      : 'Order created. Complete the payment to get 30 days of access.';
    return { order, course: { id: course.id, title: course.title, description: course.description }, keyId: this.gateway.checkout?.keyId ?? null, alreadyActive: Boolean(activeUntil), message };
  }

  /** Creates the order at the provider (outside any transaction), then records it as `created`. */
  private async place(o: { kind: OrderKind; itemId: string; amount: number; userId: string | null; receipt: string | null; notes: Record<string, string> }): Promise<OrderRecord> {
    const id = randomUUID();
    const receipt = o.receipt ?? id;
    const provider = await this.gateway.createOrder({ amount: o.amount, currency: 'INR', receipt, notes: { ...o.notes, orderId: id } });
    const now = this.clock.now();
    const row: PaymentOrder = {
      id,
      kind: o.kind,
      itemId: o.itemId,
      userId: o.userId,
      amount: o.amount,
      currency: 'INR',
      status: 'created',
      providerOrderId: provider.id,
      providerPaymentId: null,
      receipt,
      createdAt: now,
      updatedAt: now,
      paidAt: null,
      failureReason: null,
    };
    await this.repo.insert(row);
    return record(row);
  }

  // ---------------------------------------------------------------- verification

  /**
   * Checks what checkout handed the browser against our stored order, in this order: shape (400),
   * rate limit (429), the order exists (404), it is not another user's (403; a course order must be
   * the caller's), it is for this item (400), and Razorpay's signature of `stored order id|payment id`
   * (400). Returns the order and the payment to complete it with; nothing is written.
   */
  async checkPayment(input: VerifyInput, viewer: Viewer, ip: string, kind: OrderKind): Promise<{ order: OrderRecord; paymentId: string }> {
    if (kind === 'course') requireSignedIn(viewer);
    const proof = parseProof(input ?? {});
    const itemId = kind === 'pdf' ? pdfFor(input.pdfId).id : courseIdOf(input.courseId);
    await this.countAttempt('verify', viewer, ip);
    const order = await this.byProviderOrderId(proof.providerOrderId);
    if (!order) throw new NotFoundError('Order not found.');
    if ((order.userId && viewer && order.userId !== viewer.id) || (kind === 'course' && order.userId !== viewer?.id)) {
      throw new ForbiddenError('This order belongs to another account.');
    }
    if (order.kind !== kind || order.itemId !== itemId) {
      throw kind === 'pdf' ? new BadInputError('pdfId', 'This order is not for that PDF.') : new BadInputError('courseId', 'This order is not for that course.');
    }
    if (!this.gateway.verifyPayment({ orderId: order.providerOrderId, paymentId: proof.paymentId, signature: proof.signature })) {
      throw new BadInputError('razorpay_signature', 'Payment verification failed: the signature does not match this order and payment.');
    }
    return { order, paymentId: proof.paymentId };
  }

  /**
   * Marks a `created` or `failed` order paid by `paymentId`, now. Returns the paid order, or null
   * when it was already paid: the caller grants only on a non-null answer, in the same unit of
   * work, so one order grants once however often it is confirmed.
   */
  async markPaid(orderId: string, paymentId: string): Promise<OrderRecord | null> {
    const now = this.clock.now();
    try {
      const result = await this.repo.update({ id: orderId, status: In(['created', 'failed']) }, { status: 'paid', providerPaymentId: paymentId, paidAt: now, updatedAt: now });
      if (!result.affected) return null;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('razorpay_payment_id', 'This payment is already recorded for another order.');
      throw error;
    }
    return record(await this.repo.findOneByOrFail({ id: orderId }));
  }

  /** A payment attempt failed (a `payment.failed` webhook): a created order becomes `failed` with the reason; a later payment may still complete it. */
  async markFailed(orderId: string, reason: string): Promise<void> {
    await this.repo.update({ id: orderId, status: 'created' }, { status: 'failed', failureReason: reason.slice(0, 500), updatedAt: this.clock.now() });
  }

  /** Remembers a webhook event; false when it was seen before (the delivery is a retry). */
  async recordEvent(eventId: string, type: string, providerOrderId: string | null): Promise<boolean> {
    try {
      await this.db.getRepository(PaymentEvent).insert({ eventId, type: type.slice(0, 50), providerOrderId: providerOrderId?.slice(0, 64) ?? null, receivedAt: this.clock.now() });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  // ---------------------------------------------------------------- downloads

  /** A fresh 15-minute link to a paid PDF order's file, or null when payments are off. */
  downloadUrl(orderId: string): string | null {
    return this.downloads.create(orderId)?.url ?? null;
  }

  /** The file a download link stands for. Tampered: 400; expired: 410; not a paid PDF order: 404. */
  async download(token: unknown): Promise<{ fileName: string; bytes: Buffer }> {
    const id = this.downloads.read(token);
    const order = await this.repo.findOneBy({ id });
    const product = order?.kind === 'pdf' && order.status === 'paid' ? pdfProduct(order.itemId) : undefined;
    if (!product) throw new NotFoundError('This download is not available.');
    return { fileName: product.fileName, bytes: await readPdf(product) };
  }

  /** The signed-in buyer's PDFs, latest purchase first, one entry per PDF, each with a fresh link. */
  async myPdfPurchases(viewer: Viewer): Promise<PdfPurchase[]> {
    const { id: userId } = requireSignedIn(viewer);
    const rows = await this.repo.find({ where: { userId, kind: 'pdf', status: 'paid' }, order: { paidAt: 'DESC', id: 'DESC' } });
    const seen = new Set<string>();
    return rows.flatMap((row) => {
      const pdf = pdfProduct(row.itemId);
      if (!pdf || seen.has(pdf.id)) return [];
      seen.add(pdf.id);
      return [{ pdf, orderId: row.id, paidAt: new Date(row.paidAt!), downloadUrl: this.downloadUrl(row.id) }];
    });
  }

  // ---------------------------------------------------------------- reads

  async byProviderOrderId(providerOrderId: string): Promise<OrderRecord | null> {
    const row = await this.repo.findOneBy({ providerOrderId });
    return row ? record(row) : null;
  }

  /** Orders still waiting for payment (created or failed) created since `since`, oldest first: what reconcile asks the provider about. */
  async openOrders(since: Date): Promise<OrderRecord[]> {
    const rows = await this.repo.find({ where: { status: In(['created', 'failed']), createdAt: MoreThanOrEqual(since) }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map(record);
  }

  /** Every order, newest first, cursor-paginated (the admin's order list). */
  list(first?: unknown, after?: unknown): Promise<Connection<OrderRecord>> {
    return readConnection(
      { first, after, fallback: 50, max: 100 },
      () => this.repo.count(),
      (cursor, limit) => rowsAfter(this.repo.createQueryBuilder('o'), cursor).orderBy('o.createdAt', 'DESC').addOrderBy('o.id', 'DESC').limit(limit).getMany(),
      (rows) => rows.map(record),
    );
  }

  // ---------------------------------------------------------------- helpers

  /** One order or verify attempt, per address and per signed-in user. */
  private async countAttempt(kind: keyof typeof PAYMENT_LIMITS, viewer: Viewer, ip: string) {
    await this.rateLimits.consume(`payment-${kind}:ip:${ip}`, PAYMENT_LIMITS[kind]);
    if (viewer) await this.rateLimits.consume(`payment-${kind}:user:${viewer.id}`, PAYMENT_LIMITS[kind]);
  }

  private day(date: Date): string {
    return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: this.config.appTimezone });
  }
}

const record = (r: PaymentOrder): OrderRecord => ({
  id: r.id,
  kind: r.kind,
  itemId: r.itemId,
  userId: r.userId ?? null,
  amount: Number(r.amount),
  currency: r.currency,
  status: r.status,
  providerOrderId: r.providerOrderId,
  providerPaymentId: r.providerPaymentId ?? null,
  receipt: r.receipt,
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
  paidAt: r.paidAt ? new Date(r.paidAt) : null,
  failureReason: r.failureReason ?? null,
});
