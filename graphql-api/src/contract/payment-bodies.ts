/**
 * The bodies of the four REST payment paths (product.md#rest-api, decision 027): what the
 * storefront sends and what the API answers. The API's payment.json.ts builds the answers to these
 * types; the storefront's payments-api.ts sends and reads them through `@devjobs/web/payment-bodies`.
 * Types only, no imports: both sides compile it.
 */

/** An order at the payment provider, as checkout needs it (amount in paise). */
export type ProviderOrder = { id: string; amount: number; currency: string };

/** What checkout hands the page after a payment, signed by the provider. */
export type CheckoutPayment = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

/**
 * A buyer's optional GST details for the invoice (decision 070), on either order call, each only
 * when given: a GSTIN (15 characters, check character verified) and a state (name or GST code).
 */
export type BuyerTax = { gstin?: string; state?: string };

/**
 * The product's order payload plus the PDF's id; `amount` is the PDF's price in paise (`pricePaise`).
 * `email`: where a guest's receipt goes, required when signed out (decision 065).
 */
export type PdfOrderBody = {
  pdfId: string;
  amount: number;
  currency: 'INR';
  receipt: string;
  email?: string;
} & BuyerTax;

/** A course order, and what the page tells the buyer before checkout opens. */
export type CourseOrderAnswer = {
  order: ProviderOrder;
  course: { id: string; title: string; description: string };
  /** The gateway's key id (null while payments are off); checkout takes the key from `paymentSettings`. */
  keyId: string | null;
  /** The buyer's access is active: this purchase adds 30 days to it (`message` says so). */
  alreadyActive: boolean;
  message: string;
};

/** A verified PDF payment: a signed, short-lived download link; null for a repeat that gives none (product.md#downloads). */
export type PdfVerifiedAnswer = { success: true; message: string; downloadUrl: string | null };

/** A verified course payment: when access now ends (ISO date-time). */
export type CourseVerifiedAnswer = { success: true; message: string; endsAt: string | null };

/** Every payment path: what it is sent, and what it answers with a 2xx status. */
export type PaymentPaths = {
  '/api/create-razorpay-order': { body: PdfOrderBody; answer: ProviderOrder };
  '/api/verify-razorpay-payment': {
    body: CheckoutPayment & { pdfId: string };
    answer: PdfVerifiedAnswer;
  };
  '/api/pay/order': { body: { courseId: string } & BuyerTax; answer: CourseOrderAnswer };
  '/api/pay/verify': { body: CheckoutPayment & { courseId: string }; answer: CourseVerifiedAnswer };
};

/** What an error answer adds on the order paths (`error` repeats the message) and on the verify paths. */
export type OrderErrorExtra = { error: string };
export type VerifyErrorExtra = { success: false };

/** Any error answer of these paths: `{message, code, field?}` plus its path's extra. */
export type PaymentErrorBody = { message: string; code: string; field?: string } & Partial<
  OrderErrorExtra & VerifyErrorExtra
>;
