import type { CourseOrder, OrderRecord, PdfProduct, PdfPurchase } from './payment.service';

/** The REST shapes of the PDF shop and checkout (product.md#rest-api, decision 026), built from the service's records. */

/** One product of GET /api/pdfs. Price in rupees (pricePaise: as orders are made). */
export function toPdfJson(p: PdfProduct) {
  return { id: p.id, title: p.title, description: p.description, pages: p.pages, price: p.price, pricePaise: p.pricePaise, thumbnail: p.thumbnail };
}

/** What checkout needs of an order: Razorpay's order id, the amount in paise, the currency. */
export function toOrderJson(o: OrderRecord) {
  return { id: o.providerOrderId, amount: o.amount, currency: o.currency };
}

/** POST /api/pay/order. */
export function toCourseOrderJson(c: CourseOrder) {
  return { order: toOrderJson(c.order), course: c.course, keyId: c.keyId, alreadyActive: c.alreadyActive, message: c.message };
}

/** One entry of GET /api/pdfs/mine. */
export function toPurchaseJson(p: PdfPurchase) {
  return { pdf: toPdfJson(p.pdf), orderId: p.orderId, paidAt: p.paidAt, downloadUrl: p.downloadUrl };
}
