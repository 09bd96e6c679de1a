import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import { DOWNLOADS_MAIL_SENT } from '../../contract/pdf-downloads';
import { BadInputError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { CoursesService } from '../courses/course.service';
import { type MailService, mailAddress, requireSending } from '../mail/mail.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { UsersService } from '../users/user.service';
import { type DownloadLinks, MAILED_LINK_MS } from './download-link';
import type { OrderRecord, PaymentOrders, RefundRecord } from './payment-orders';
import { DOWNLOADS_MAIL_LIMITS } from './payment.rules';
import { pdfProduct } from './pdf-catalogue';

export { DOWNLOADS_MAIL_SENT };

/**
 * The mail about purchases (decision 065, product.md#receipts), for PaymentsService alone: the
 * receipt of an order just paid, written in the unit of work that paid it, and "email me my
 * downloads". Mailed download links work 7 days (MAILED_LINK_DAYS).
 */
export class PurchaseMails {
  constructor(
    private readonly services: {
      mail: MailService;
      users: UsersService;
      courses: CoursesService;
      rateLimits: RateLimitService;
    },
    private readonly orders: PaymentOrders,
    private readonly downloads: DownloadLinks,
    private readonly clock: Clock,
    private readonly config: Config,
  ) {}

  /**
   * The receipt of an order just paid (decision 065), in the unit that paid it, keyed by the order:
   * to the buyer's account address, or to the address a guest gave. An order with neither (a guest's
   * from before addresses were asked) gets none. An address the outbox refuses is logged and the
   * payment still completes: nothing was written for the mail when it refuses.
   */
  async receipt(
    order: OrderRecord,
    accessEndsAt: Date | null,
    invoice: { link: string; number: string } | null,
  ): Promise<void> {
    const { to, buyer, item } = await this.addressee(order);
    if (!to) return;
    const download = order.kind === 'pdf' ? this.mailedLink(order.id) : null;
    try {
      await this.services.mail.enqueue({
        to,
        idempotencyKey: `receipt:${order.id}`,
        template: {
          kind: 'receipt',
          name: buyer?.name ?? null,
          item,
          amountPaise: order.amount,
          orderId: order.id,
          paymentId: order.providerPaymentId ?? '',
          paidAt: order.paidAt ?? this.clock.now(),
          accessEndsAt,
          download,
          invoice,
        },
      });
    } catch (error) {
      if (!(error instanceof BadInputError)) throw error;
      console.warn(`payments: no receipt for order ${order.id}: ${error.message}`);
    }
  }

  /**
   * The notice of a processed refund (decision 068), in the unit that recorded it, keyed by the
   * refund: to whoever got the receipt. Refused addresses are logged, as for receipts.
   */
  async refundNotice(order: OrderRecord, refund: RefundRecord): Promise<void> {
    const { to, buyer, item } = await this.addressee(order);
    if (!to) return;
    try {
      await this.services.mail.enqueue({
        to,
        idempotencyKey: `refund:${refund.id}`,
        template: {
          kind: 'refund',
          name: buyer?.name ?? null,
          item,
          amountPaise: refund.amount,
          orderId: order.id,
          refundedAt: refund.processedAt ?? this.clock.now(),
          full: order.refundStatus === 'refunded',
          kindOfItem: order.kind,
        },
      });
    } catch (error) {
      if (!(error instanceof BadInputError)) throw error;
      console.warn(`payments: no refund notice for order ${order.id}: ${error.message}`);
    }
  }

  /** Who an order's mail goes to (the account's address, else the guest's), and the item's title. */
  private async addressee(order: OrderRecord) {
    const buyer = order.userId ? await this.services.users.findById(order.userId) : null;
    const to = buyer?.email ?? order.buyerEmail;
    const item =
      order.kind === 'course'
        ? ((await this.services.courses.byId(order.itemId, { includeArchived: true }))?.title ??
          'Course')
        : (pdfProduct(order.itemId)?.title ?? 'PDF');
    return { to, buyer, item };
  }

  /** A 7-day link to a paid PDF order, absolute, for a mail. */
  private mailedLink(orderId: string): { link: string; expiresAt: Date } {
    const { url, expiresAt } = this.downloads.create(orderId, MAILED_LINK_MS);
    return { link: `${this.config.publicUrl}${url}`, expiresAt };
  }

  /**
   * "Email me my downloads" (decision 065): fresh 7-day links to every PDF paid with this address
   * (a guest's orders that gave it, and the orders of the account it belongs to), mailed to it. The
   * answer is the same whether or not anything was bought, and comes before the mail is written
   * (in the background), so its timing tells nothing either. Limited per network and per address.
   */
  async emailDownloads(input: { email?: unknown }, ip: string): Promise<{ message: string }> {
    requireSending(this.config);
    const email = mailAddress(input?.email);
    await this.services.rateLimits.consume(`pdf-downloads:ip:${ip}`, DOWNLOADS_MAIL_LIMITS.ip);
    await this.services.rateLimits.consume(
      `pdf-downloads:email:${email}`,
      DOWNLOADS_MAIL_LIMITS.address,
    );
    const at = this.clock.now().getTime();
    this.services.mail.enqueueInBackground('pdf-downloads', async () => {
      const account = await this.services.users.findByEmail(email);
      const seen = new Set<string>();
      const downloads = (await this.orders.paidPdfOrdersOf(email, account?.id ?? null)).flatMap(
        (order) => {
          const pdf = pdfProduct(order.itemId);
          if (!pdf || seen.has(pdf.id) || order.refundStatus === 'refunded') return [];
          seen.add(pdf.id);
          return [{ title: pdf.title, link: this.mailedLink(order.id).link }];
        },
      );
      if (!downloads.length) return null;
      return {
        to: email,
        idempotencyKey: `pdf-downloads:${randomUUID()}`,
        template: {
          kind: 'pdf-downloads',
          downloads,
          expiresAt: new Date(at + MAILED_LINK_MS),
        },
      };
    });
    return { message: DOWNLOADS_MAIL_SENT };
  }
}
