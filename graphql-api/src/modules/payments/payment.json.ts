import type {
  CourseOrderAnswer,
  CourseVerifiedAnswer,
  PdfVerifiedAnswer,
  ProviderOrder,
} from '../../contract/payment-bodies';
import type {
  CourseOrder,
  OrderRecord,
  PdfProduct,
  PdfPurchase,
  TaxDocumentLink,
} from './payment.service';

/**
 * The REST shapes of the PDF shop and checkout (product.md#rest-api, decision 026), built from the
 * service's records. The payment paths' answers follow contract/payment-bodies.ts, which the storefront reads too.
 */

/** One product of GET /api/pdfs. Price in rupees (pricePaise: as orders are made). */
export function toPdfJson(p: PdfProduct) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    pages: p.pages,
    price: p.price,
    pricePaise: p.pricePaise,
    thumbnail: p.thumbnail,
  };
}

/** What checkout needs of an order: Razorpay's order id, the amount in paise, the currency. */
export function toOrderJson(o: OrderRecord): ProviderOrder {
  return { id: o.providerOrderId, amount: o.amount, currency: o.currency };
}

/** POST /api/pay/order. */
export function toCourseOrderJson(c: CourseOrder): CourseOrderAnswer {
  return {
    order: toOrderJson(c.order),
    course: c.course,
    keyId: c.keyId,
    alreadyActive: c.alreadyActive,
    message: c.message,
  };
}

/** POST /api/verify-razorpay-payment. */
export function toPdfVerifiedJson(v: {
  message: string;
  downloadUrl: string | null;
}): PdfVerifiedAnswer {
  return { success: true, message: v.message, downloadUrl: v.downloadUrl };
}

/** POST /api/pay/verify: the end of access as JSON writes a Date. */
export function toCourseVerifiedJson(v: {
  message: string;
  endsAt: Date | null;
}): CourseVerifiedAnswer {
  return { success: true, message: v.message, endsAt: v.endsAt ? v.endsAt.toISOString() : null };
}

/** One entry of GET /api/pdfs/mine. */
export function toPurchaseJson(p: PdfPurchase) {
  return {
    pdf: toPdfJson(p.pdf),
    orderId: p.orderId,
    paidAt: p.paidAt,
    downloadUrl: p.downloadUrl,
    refundedAt: p.refundedAt,
  };
}

/** A document as GraphQL answers it: amounts in rupees, and whether it is a tax invoice. */
export function taxDocumentObject(d: TaxDocumentLink) {
  return {
    id: d.id,
    kind: d.kind,
    number: d.number,
    orderId: d.orderId,
    invoiceNumber: d.invoiceNumber,
    refundId: d.refundId,
    issuedAt: d.issuedAt,
    itemTitle: d.itemTitle,
    amount: d.amount / 100,
    taxable: d.taxable / 100,
    cgst: d.cgst / 100,
    sgst: d.sgst / 100,
    igst: d.igst / 100,
    placeOfSupply: d.placeOfSupply,
    taxInvoice: Boolean(d.sellerGstin),
    url: d.url,
  };
}
