import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import { DOWNLOADS_MAIL_SENT } from '../../contract/pdf-downloads';
import { BadInputError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { CoursesService } from '../courses/course.service';
import {
  type MailMessage,
  type MailService,
  mailAddress,
  requireSending,
} from '../mail/mail.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { UsersService } from '../users/user.service';
import { type DownloadLinks, MAILED_LINK_MS } from './download-link';
import type { OrderRecord, PaymentOrders, RefundRecord } from './payment-orders';
import { DOWNLOADS_MAIL_LIMITS } from './payment.rules';
import { pdfProduct } from './pdf-catalogue';
import { addressForLimits } from '../../lib/client-address';
import { log } from '../../lib/log';

export { DOWNLOADS_MAIL_SENT };

/** Whom an order's mail and tax documents name: the account (else the guest's address), and the item's title. */
export interface Addressee {
  to: string | null;
  name: string | null;
  item: string;
}

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
    { to, name, item }: Addressee,
    accessEndsAt: Date | null,
    invoice: { link: string; number: string } | null,
  ): Promise<void> {
    // Refunded in full before it was paid (decision 081): a link that would only answer 410.
    const refunded = order.refundStatus === 'refunded';
    const download = order.kind === 'pdf' && !refunded ? this.mailedLink(order.id) : null;
    await this.enqueueFor(order.id, to, `receipt:${order.id}`, {
      kind: 'receipt',
      name,
      item,
      amountPaise: order.amount,
      orderId: order.id,
      paymentId: order.providerPaymentId ?? '',
      paidAt: order.paidAt ?? this.clock.now(),
      accessEndsAt,
      download,
      invoice,
    });
  }

  /**
   * The notice of a processed refund (decision 068), in the unit that recorded it, keyed by the
   * refund: to whoever got the receipt. Refused addresses are logged, as for receipts.
   */
  async refundNotice(
    order: OrderRecord,
    refund: RefundRecord,
    { to, name, item }: Addressee,
  ): Promise<void> {
    await this.enqueueFor(order.id, to, `refund:${refund.id}`, {
      kind: 'refund',
      name,
      item,
      amountPaise: refund.amount,
      orderId: order.id,
      refundedAt: refund.processedAt ?? this.clock.now(),
      full: order.refundStatus === 'refunded',
      kindOfItem: order.kind,
    });
  }

  /**
   * Staff's answer to a refund request they declined (decision 069), in the unit that declined it,
   * keyed by the order (a request is declined once): to whoever got the receipt.
   */
  async refundDeclined(
    order: OrderRecord,
    { reason, declinedAt }: { reason: string; declinedAt: Date },
    { to, name, item }: Addressee,
  ): Promise<void> {
    await this.enqueueFor(order.id, to, `refund-declined:${order.id}`, {
      kind: 'refund-declined',
      name,
      item,
      orderId: order.id,
      reason,
      declinedAt,
    });
  }

  /**
   * Staff are told of a buyer's refund request (decision 069), in the unit that recorded it: one
   * mail to each admin account, keyed by the order, the request's time and the admin, with a link
   * to the order in the console. Read the admins (`admins`) before the unit starts.
   */
  async refundRequested(
    order: OrderRecord,
    { reason, requestedAt }: { reason: string; requestedAt: Date },
    { to, name, item }: Addressee,
    admins: readonly { id: string; email: string }[],
  ): Promise<void> {
    const buyer = to ? (name ? `${name} (${to})` : to) : 'A guest';
    const link = `${this.config.adminUrl}/admin/orders?refund=REQUESTED&q=${order.id}`;
    for (const admin of admins)
      await this.enqueueFor(
        order.id,
        admin.email,
        `refund-requested:${order.id}:${+requestedAt}:${admin.id}`,
        {
          kind: 'refund-requested',
          item,
          buyer,
          amountPaise: order.amount,
          orderId: order.id,
          reason,
          requestedAt,
          link,
        },
      );
  }

  /**
   * One mail about an order into the outbox, in the caller's unit of work: none without an
   * address, and an address the outbox refuses is logged while the caller's change stands.
   */
  private async enqueueFor(
    orderId: string,
    to: string | null,
    idempotencyKey: string,
    template: MailMessage['template'],
  ): Promise<void> {
    if (!to) return;
    try {
      await this.services.mail.enqueue({ to, idempotencyKey, template });
    } catch (error) {
      if (!(error instanceof BadInputError)) throw error;
      log.warn(`payments: no ${template.kind} mail for order ${orderId}: ${error.message}`);
    }
  }

  /**
   * Whom an order's mail and documents name (the account's address, else the guest's) and what was
   * bought: read once per payment or refund, then handed to both the document and the mail.
   */
  async addressee(order: OrderRecord): Promise<Addressee> {
    const buyer = order.userId ? await this.services.users.findById(order.userId) : null;
    return {
      to: buyer?.email ?? order.buyerEmail,
      name: buyer?.name ?? null,
      item: await this.itemTitle(order),
    };
  }

  /** The course's or PDF's title ("Course" or "PDF" when no longer known). */
  async itemTitle(order: OrderRecord): Promise<string> {
    return order.kind === 'course'
      ? ((await this.services.courses.byId(order.itemId, { includeArchived: true }))?.title ??
          'Course')
      : (pdfProduct(order.itemId)?.title ?? 'PDF');
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
    await this.services.rateLimits.consume(
      `pdf-downloads:ip:${addressForLimits(ip)}`,
      DOWNLOADS_MAIL_LIMITS.ip,
    );
    await this.services.rateLimits.consume(
      `pdf-downloads:email:${email}`,
      DOWNLOADS_MAIL_LIMITS.address,
    );
    const at = this.clock.now().getTime();
    const mail = this.services.mail;
    mail.inBackground(
      'pdf-downloads',
      async () => {
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
        if (!downloads.length) return;
        await mail.enqueue({
          to: email,
          idempotencyKey: `pdf-downloads:${randomUUID()}`,
          template: {
            kind: 'pdf-downloads',
            downloads,
            expiresAt: new Date(at + MAILED_LINK_MS),
          },
        });
      },
      email,
    );
    return { message: DOWNLOADS_MAIL_SENT };
  }
}
