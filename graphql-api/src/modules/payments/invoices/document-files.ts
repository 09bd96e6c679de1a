import type { Config } from '../../../config';
import { NotFoundError } from '../../../errors';
import { requireSignedIn, type Viewer } from '../../auth/auth.service';
import { DOCUMENT_LINK_MS, type DownloadLinks } from '../download-link';
import type { PaymentOrders } from '../payment-orders';
import { documentPdf } from './document-pdf';
import type { TaxDocumentRecord, TaxDocuments } from './tax-documents';

/** An invoice or credit note with a link to its PDF (a year long). */
export type TaxDocumentLink = TaxDocumentRecord & { url: string };

/**
 * The buyer's and the admin's way to the tax documents (decision 070): lists with links, and the
 * PDF a link stands for. Issuing them is the payment's unit of work's (payment-unit.ts).
 */
export class TaxDocumentFiles {
  constructor(
    private readonly orders: PaymentOrders,
    private readonly documents: TaxDocuments,
    private readonly links: DownloadLinks,
    private readonly config: Config,
  ) {}

  /** The signed-in buyer's invoices and credit notes, newest first, each with a link to its PDF. */
  async mine(viewer: Viewer): Promise<TaxDocumentLink[]> {
    const { id: userId } = requireSignedIn(viewer);
    const orders = await this.orders.paidOrdersOf(userId);
    const documents = await this.documents.ofOrders(orders.map((o) => o.id));
    return documents.reverse().map((d) => ({ ...d, url: this.link(d).url }));
  }

  /** The documents of some orders, oldest first, with links (the admin's order list). */
  async ofOrders(orderIds: readonly string[]): Promise<TaxDocumentLink[]> {
    const documents = await this.documents.ofOrders(orderIds);
    return documents.map((d) => ({ ...d, url: this.link(d).url }));
  }

  /** The PDF a document link stands for. Tampered: 400; expired: 410; unknown: 404. */
  async file(token: unknown): Promise<{ fileName: string; bytes: Buffer }> {
    const document = await this.documents.byId(this.links.read(token));
    if (!document) throw new NotFoundError('This document is not available.');
    return {
      fileName: `${document.number.replace(/\//g, '-')}.pdf`,
      bytes: await documentPdf(document, this.config.appTimezone),
    };
  }

  /** A document's link, root-relative (`url`) and absolute (`link`, for mail). */
  link(document: TaxDocumentRecord): { url: string; link: string; number: string } {
    const { url } = this.links.create(document.id, DOCUMENT_LINK_MS);
    return { url, link: `${this.config.publicUrl}${url}`, number: document.number };
  }
}
