import { GoneError, NotFoundError } from '../../errors';
import { requireSignedIn, type Viewer } from '../auth/auth.service';
import type { DownloadLinks } from './download-link';
import type { OrderRecord, PaymentOrders } from './payment-orders';
import { type PdfProduct, pdfProduct, readPdf } from './pdf-catalogue';

/** A signed-in buyer's PDF, with a fresh download link (payments on or off: links have their own secret); none once refunded. */
export type PdfPurchase = {
  pdf: PdfProduct;
  orderId: string;
  paidAt: Date;
  downloadUrl: string | null;
  /** When the purchase was refunded in full; null otherwise. */
  refundedAt: Date | null;
};

/** The files of paid PDF orders (decision 026): download links, what they stand for, and the buyer's PDFs. */
export class PdfDownloads {
  constructor(
    private readonly orders: PaymentOrders,
    private readonly links: DownloadLinks,
  ) {}

  /** A fresh 15-minute link to a paid PDF order's file. */
  url(orderId: string): string {
    return this.links.create(orderId).url;
  }

  /** The file a download link stands for. Tampered: 400; expired or refunded: 410; not a paid PDF order: 404. */
  async file(token: unknown): Promise<{ fileName: string; bytes: Buffer }> {
    const order = await this.orders.byId(this.links.read(token));
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
  async mine(viewer: Viewer): Promise<PdfPurchase[]> {
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
          downloadUrl: refunded ? null : this.url(order.id),
          refundedAt: refunded ? order.refundedAt : null,
        },
      ];
    });
  }
}
