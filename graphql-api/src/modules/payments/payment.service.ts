import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { ServiceDeps } from '../../services';
import type { Viewer } from '../auth/auth.service';
import type { CoursesService } from '../courses/course.service';
import type { EnrollmentsService } from '../courses/enrollment.service';
import type { MailService } from '../mail/mail.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { UsersService } from '../users/user.service';
import type { WebhooksService } from '../webhooks/webhook.service';
import { DOCUMENT_LINKS, DownloadLinks } from './download-link';
import type { GatewayMode, PaymentGateway } from './gateway/payment-gateway';
import { type TaxDocumentLink, TaxDocumentFiles } from './invoices/document-files';
import { TaxDocuments } from './invoices/tax-documents';
import { OrderReports } from './order-reports';
import { PastSales } from './past-sales';
import { type CourseOrder, PaymentCheckout } from './payment-checkout';
import { type OrderRecord, orderRecord, PaymentOrders, type RefundRecord } from './payment-orders';
import { type CourseRefund, PaymentRefunds } from './payment-refunds';
import { PaymentUnit, type PaymentUnitRunner } from './payment-unit';
import { PaymentWebhooks, type ReconcileReport } from './payment-webhooks';
import type { DeclineInput, PdfOrderInput, RefundInput, VerifyInput } from './payment.rules';
import { PDF_PRODUCTS, type PdfProduct, pdfProduct, readThumbnail } from './pdf-catalogue';
import { PdfDownloads, type PdfPurchase } from './pdf-downloads';
import { PurchaseMails } from './purchase-mail';

export type { OrderRecord, RefundRecord } from './payment-orders';
export type { TaxDocumentRecord } from './invoices/tax-documents';
export type { TaxDocumentLink } from './invoices/document-files';
export type { PdfProduct } from './pdf-catalogue';
export type { CourseOrder } from './payment-checkout';
export type { CourseRefund } from './payment-refunds';
export type { PdfPurchase } from './pdf-downloads';
export type { ReconcileReport } from './payment-webhooks';
export { PDF_CONFIRMED } from './payment-checkout';
export { DOWNLOADS_MAIL_SENT } from './purchase-mail';
export { ORDER_PAGE_MAX, type OrderFilter, type PaidFigures } from './order-reports';
export { ABANDONED_AFTER_HOURS, orderState, type OrderState } from './order-state';

/** What the browser needs to open checkout (GraphQL paymentSettings). */
export type PaymentSettings = {
  mode: GatewayMode;
  keyId: string | null;
  checkoutUrl: string | null;
};

/**
 * Payments (decision 026), the one surface other code calls: the PDF shop, and by delegation
 * checkout (payment-checkout.ts), webhooks and reconcile (payment-webhooks.ts), refunds
 * (payment-refunds.ts), downloads (pdf-downloads.ts) and tax documents (invoices/document-files.ts).
 * What a confirmation or an ended refund writes runs in ONE unit of work on the unit's copy of
 * this service (`unit`, payment-unit.ts); gateway calls happen outside units (decision 015).
 * Decision 084 says which file owns what. Nothing about a payment is ever deleted.
 */
export class PaymentsService {
  /** Read-only reports for the admin's stats and orders view (order-reports.ts). */
  readonly reports: OrderReports<OrderRecord>;
  /** The steps of a payment's unit of work, bound to this copy's database: for payments' own units only. */
  readonly unit: PaymentUnit;
  private readonly checkout: PaymentCheckout;
  private readonly webhooks: PaymentWebhooks;
  private readonly refunds: PaymentRefunds;
  private readonly downloads: PdfDownloads;
  private readonly documents: TaxDocumentFiles;
  private readonly purchaseMails: PurchaseMails;
  /** Demo sales moved into the past (payment.seed.ts): only the server's own seeding uses it. */
  readonly pastSales: PastSales;

  constructor(
    db: EntityManager,
    clock: Clock,
    config: Config,
    private readonly gateway: PaymentGateway,
    rateLimits: RateLimitService,
    courses: CoursesService,
    enrollments: EnrollmentsService,
    inTransaction: ServiceDeps['inTransaction'],
    mail: MailService,
    users: UsersService,
    webhooks: WebhooksService,
  ) {
    const orders = new PaymentOrders(db, clock);
    const links = new DownloadLinks(config.downloadSecret, clock);
    const taxDocuments = new TaxDocuments(db, clock, config);
    const documentLinks = new DownloadLinks(config.downloadSecret, clock, DOCUMENT_LINKS);
    const mails = new PurchaseMails(
      { mail, users, courses, rateLimits },
      orders,
      links,
      clock,
      config,
    );
    const inUnit: PaymentUnitRunner = (work) =>
      inTransaction((tx) => work({ payments: tx.payments.unit, audit: tx.audit }));
    this.reports = new OrderReports(db, orderRecord);
    this.pastSales = new PastSales(db);
    this.purchaseMails = mails;
    this.downloads = new PdfDownloads(orders, links);
    this.documents = new TaxDocumentFiles(orders, taxDocuments, documentLinks, config);
    this.unit = new PaymentUnit(
      orders,
      mails,
      taxDocuments,
      this.documents,
      enrollments,
      clock,
      webhooks,
    );
    this.checkout = new PaymentCheckout(
      gateway,
      orders,
      this.downloads,
      { rateLimits, courses, enrollments },
      clock,
      config,
      inUnit,
    );
    this.webhooks = new PaymentWebhooks(gateway, orders, inUnit);
    this.refunds = new PaymentRefunds(gateway, orders, mails, users, enrollments, clock, inUnit);
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

  // ---------------------------------------------------------------- checkout (payment-checkout.ts)

  createPdfOrder(viewer: Viewer, input: PdfOrderInput, ip: string): Promise<OrderRecord> {
    return this.checkout.createPdfOrder(viewer, input, ip);
  }

  createCourseOrder(
    viewer: Viewer,
    input: { courseId?: unknown; gstin?: unknown; state?: unknown },
    ip: string,
  ): Promise<CourseOrder> {
    return this.checkout.createCourseOrder(viewer, input, ip);
  }

  verifyPdf(viewer: Viewer, input: VerifyInput, ip: string) {
    return this.checkout.verifyPdf(viewer, input, ip);
  }

  verifyCourse(viewer: Viewer, input: VerifyInput, ip: string) {
    return this.checkout.verifyCourse(viewer, input, ip);
  }

  // ---------------------------------------------------------------- the provider (payment-webhooks.ts)

  handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }> {
    return this.webhooks.handle(rawBody, signature);
  }

  reconcile(since: Date): Promise<ReconcileReport> {
    return this.webhooks.reconcile(since);
  }

  // ---------------------------------------------------------------- downloads (pdf-downloads.ts)

  /** "Email me my downloads" (purchase-mail.ts): the same answer whether or not the address bought anything. */
  emailMyDownloads(input: { email?: unknown }, ip: string): Promise<{ message: string }> {
    return this.purchaseMails.emailDownloads(input, ip);
  }

  download(token: unknown): Promise<{ fileName: string; bytes: Buffer }> {
    return this.downloads.file(token);
  }

  myPdfPurchases(viewer: Viewer): Promise<PdfPurchase[]> {
    return this.downloads.mine(viewer);
  }

  // ---------------------------------------------------------------- refunds (payment-refunds.ts)

  refund(viewer: Viewer, input: RefundInput): Promise<OrderRecord> {
    return this.refunds.refund(viewer, input);
  }

  courseRefund(viewer: Viewer, courseId: unknown): Promise<CourseRefund | null> {
    return this.refunds.courseRefund(viewer, courseId);
  }

  requestRefund(
    viewer: Viewer,
    input: { courseId?: unknown; reason?: unknown },
  ): Promise<CourseRefund> {
    return this.refunds.request(viewer, input);
  }

  declineRefund(viewer: Viewer, input: DeclineInput): Promise<OrderRecord> {
    return this.refunds.decline(viewer, input);
  }

  refundsOf(orderIds: readonly string[]): Promise<RefundRecord[]> {
    return this.refunds.refundsOf(orderIds);
  }

  // ---------------------------------------------------------------- tax documents (decision 070)

  myTaxDocuments(viewer: Viewer): Promise<TaxDocumentLink[]> {
    return this.documents.mine(viewer);
  }

  documentsOf(orderIds: readonly string[]): Promise<TaxDocumentLink[]> {
    return this.documents.ofOrders(orderIds);
  }

  documentFile(token: unknown): Promise<{ fileName: string; bytes: Buffer }> {
    return this.documents.file(token);
  }
}
