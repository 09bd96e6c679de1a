import { BadInputError, NotFoundError } from '../../errors';
import { isIdShaped, optionalText } from '../../lib/validate';
import { mailAddress } from '../mail/mail.service';
import { PDF_PRODUCTS, type PdfProduct, pdfProduct } from './pdf-catalogue';

/** Order creation and verification: each client may try this often (per address, and per signed-in user). */
export const PAYMENT_LIMITS = {
  order: {
    max: 20,
    windowMs: 10 * 60_000,
    message: 'Too many orders in a short time. Please wait a few minutes and try again.',
  },
  verify: {
    max: 40,
    windowMs: 10 * 60_000,
    message:
      'Too many payment confirmations in a short time. Please wait a few minutes and try again.',
  },
} as const;

/** "Email me my downloads" (decision 065): per network, and per address asked about. */
export const DOWNLOADS_MAIL_LIMITS = {
  ip: {
    max: 10,
    windowMs: 60 * 60_000,
    message: 'Too many download mails were asked for from this network. Please try again later.',
  },
  address: {
    max: 3,
    windowMs: 60 * 60_000,
    message: 'Too many download mails were asked for this address. Please try again in an hour.',
  },
} as const;

/** Razorpay's longest receipt. */
const RECEIPT_MAX = 40;
/** Razorpay ids (order_…, pay_…) and hex signatures are far shorter. */
const PROVIDER_TEXT_MAX = 100;

export type PdfOrderInput = {
  amount?: unknown;
  currency?: unknown;
  receipt?: unknown;
  pdfId?: unknown;
  /** A guest's address for the receipt and download link (decision 065); ignored when signed in. */
  email?: unknown;
  /** The buyer's GSTIN and state for the invoice (decision 070), both optional. */
  gstin?: unknown;
  state?: unknown;
};
export type VerifyInput = {
  razorpay_order_id?: unknown;
  razorpay_payment_id?: unknown;
  razorpay_signature?: unknown;
  pdfId?: unknown;
  courseId?: unknown;
};

/** What the browser sends back from checkout, checked for shape. */
export type PaymentProof = { providerOrderId: string; paymentId: string; signature: string };

/**
 * POST /api/create-razorpay-order: the amount and currency the client saw, the product, a receipt
 * and a guest's email. The payload `{amount, currency, receipt}` alone (product.md#rest-api) names no product: the
 * amount does, as no two PDFs cost the same (decision 067). With `pdfId` the amount must be that
 * PDF's price. A guest's email is optional: the receipt and a 7-day link go there, and without it
 * the verify's 15-minute link is the only one.
 */
export function parsePdfOrder(
  input: PdfOrderInput,
  signedIn: boolean,
): {
  product: PdfProduct;
  receipt: string | null;
  buyerEmail: string | null;
} {
  const product =
    input.pdfId === undefined || input.pdfId === null
      ? pdfCosting(input.amount)
      : pdfFor(input.pdfId);
  if (input.amount !== product.pricePaise) {
    throw new BadInputError(
      'amount',
      `The amount must be the PDF's price in paise: ${product.pricePaise} (₹${product.price}).`,
    );
  }
  if (input.currency !== 'INR') throw new BadInputError('currency', 'The currency must be INR.');
  const receipt = optionalText(input.receipt, 'receipt', 'The receipt', RECEIPT_MAX, 'single-line');
  if (signedIn || input.email === undefined || input.email === null || input.email === '')
    return { product, receipt, buyerEmail: null };
  return { product, receipt, buyerEmail: mailAddress(input.email) };
}

/** The PDF whose price is `amount` paise (prices are distinct: decision 067); none: 400 naming amount. */
function pdfCosting(amount: unknown): PdfProduct {
  const product = PDF_PRODUCTS.find((p) => p.pricePaise === amount);
  if (product) return product;
  const prices = PDF_PRODUCTS.map((p) => `${p.pricePaise} (₹${p.price})`).join(' or ');
  throw new BadInputError(
    'amount',
    `The amount must be a PDF's price in paise: ${prices}. Or send pdfId (GET /api/pdfs lists them).`,
  );
}

/** A PDF id: required text; not one of the products: 404. */
export function pdfFor(id: unknown): PdfProduct {
  if (typeof id !== 'string' || !id.trim())
    throw new BadInputError(
      'pdfId',
      'pdfId is required: the id of a PDF (GET /api/pdfs lists them).',
    );
  const product = pdfProduct(id);
  if (!product) throw new NotFoundError('PDF not found.');
  return product;
}

/** A course id: required; the course itself is looked up by the caller (unknown: 404). */
export function courseIdOf(id: unknown): string {
  if (typeof id !== 'string' || !id.trim())
    throw new BadInputError('courseId', 'courseId is required.');
  if (!isIdShaped(id)) throw new NotFoundError('Course not found.');
  return id;
}

/** The three values checkout hands the browser: required, short text. */
export function parseProof(input: VerifyInput): PaymentProof {
  const text = (field: keyof VerifyInput) => {
    const value = input?.[field];
    if (typeof value !== 'string' || !value.trim())
      throw new BadInputError(field, `${field} is required: send what checkout returned.`);
    if (value.length > PROVIDER_TEXT_MAX)
      throw new BadInputError(field, `${field} is not one Razorpay makes.`);
    return value;
  };
  return {
    providerOrderId: text('razorpay_order_id'),
    paymentId: text('razorpay_payment_id'),
    signature: text('razorpay_signature'),
  };
}

/** What staff send to refund an order: the amount in rupees (null: all that is left) and why. */
export type RefundInput = { orderId?: unknown; amount?: unknown; reason?: unknown };

/** Refund input checked for shape: the amount in paise (null: all that is left). */
export type RefundRequest = { orderId: string; amountPaise: number | null; reason: string };

/** Razorpay refunds at least ₹1. */
export const REFUND_MIN_PAISE = 100;

/**
 * A refund's order id, amount (rupees with at most two decimals, at least ₹1; none: the rest) and
 * reason (3 to 500 characters). Bad values: 400 naming the field.
 */
export function parseRefund(input: RefundInput): RefundRequest {
  const { orderId, amount, reason } = input ?? {};
  if (!isIdShaped(orderId)) throw new NotFoundError('Order not found.');
  let amountPaise: number | null = null;
  if (amount !== undefined && amount !== null) {
    const paise = typeof amount === 'number' ? Math.round(amount * 100) : NaN;
    if (!Number.isFinite(paise) || Math.abs(paise - (amount as number) * 100) > 1e-6)
      throw new BadInputError('amount', 'The amount must be in rupees with at most two decimals.');
    if (paise < REFUND_MIN_PAISE)
      throw new BadInputError('amount', 'The amount must be at least ₹1.');
    amountPaise = paise;
  }
  return {
    orderId,
    amountPaise,
    reason: staffReason(reason, 'Give a reason for the refund (at least 3 characters).'),
  };
}

/** What staff send to decline a buyer's refund request. */
export type DeclineInput = { orderId?: unknown; reason?: unknown };

/** A decline's order id and the answer the buyer is mailed (3 to 500 characters). */
export function parseDecline(input: DeclineInput): { orderId: string; reason: string } {
  const { orderId, reason } = input ?? {};
  if (!isIdShaped(orderId)) throw new NotFoundError('Order not found.');
  return { orderId, reason: staffReason(reason, 'Tell the buyer why (at least 3 characters).') };
}

/** Staff's reason for a refund or a decline: one line, 3 to 500 characters (400 `tooShort` below 3). */
function staffReason(reason: unknown, tooShort: string): string {
  const text = optionalText(reason, 'reason', 'The reason', 500, 'single-line');
  if (!text || text.length < 3) throw new BadInputError('reason', tooShort);
  return text;
}
