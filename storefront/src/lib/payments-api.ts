/**
 * The storefront's one client of the REST shim: the payment paths of product.md#rest-api, to create
 * an order and then verify what checkout hands back. Everything else (payment settings, PDFs,
 * purchases, the session) is GraphQL through Apollo (decision 041); these writes stay REST because
 * the product fixes their paths and bodies, which the API types once (`@devjobs/web/payment-bodies`).
 * Answers of any status are returned for the page to word, and none of these calls throws: an order
 * call that got no answer (offline, server down) says UNREACHABLE; the verify calls ask again, then say so.
 */

import type {
  BuyerTax,
  CheckoutPayment,
  CourseOrderAnswer,
  PaymentErrorBody,
  PaymentPaths,
  PdfOrderBody,
  PdfVerifiedAnswer,
  ProviderOrder,
} from '@devjobs/web/payment-bodies';

export type { BuyerTax };

type PaymentPath = keyof PaymentPaths;

/** Shown when a call got no answer at all. */
const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/** An error answer as it came: any part may be missing (a proxy's error page parses to `{}`). */
type ErrorBody = Partial<PaymentErrorBody>;

type Answer<P extends PaymentPath> =
  | { ok: true; status: number; body: PaymentPaths[P]['answer'] }
  | { ok: false; status: number; body: ErrorBody };

async function post<P extends PaymentPath>(
  path: P,
  body: PaymentPaths[P]['body'],
): Promise<Answer<P>> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = {}; // a proxy's HTML error page: the status says enough
  }
  if (response.ok)
    return { ok: true, status: response.status, body: parsed as PaymentPaths[P]['answer'] };
  return { ok: false, status: response.status, body: parsed ?? {} };
}

/** A reason fit to show from an error answer, or `fallback`. */
function reason(body: ErrorBody, fallback: string): string {
  return body.error?.trim() || body.message?.trim() || fallback;
}

// ---- PDFs (no account needed) ---------------------------------------------------------------

/** `POST /api/create-razorpay-order`: the order, or the `{error}` the server gave and the field it named. */
export async function createPdfOrder(
  input: PdfOrderBody,
  tax: BuyerTax = {},
): Promise<{ order: ProviderOrder } | { error: string; field?: string }> {
  let answer;
  try {
    answer = await post('/api/create-razorpay-order', { ...input, ...tax });
  } catch {
    return { error: UNREACHABLE };
  }
  if (!answer.ok)
    return {
      error: reason(answer.body, `The server answered ${answer.status}.`),
      field: answer.body.field,
    };
  return { order: answer.body };
}

export type PdfVerdict = PdfVerifiedAnswer | { success: false; message: string | null };

/** `POST /api/verify-razorpay-payment`: on success a signed, short-lived download link, or none and the server's words for an order paid before (product.md#downloads). */
export async function verifyPdfPayment(
  payment: CheckoutPayment,
  pdfId: string,
): Promise<PdfVerdict> {
  const answer = await verify('/api/verify-razorpay-payment', { ...payment, pdfId });
  if (!answer) return { success: false, message: UNCONFIRMED };
  if (answer.ok && answer.body.success === true)
    return { success: true, message: answer.body.message, downloadUrl: answer.body.downloadUrl };
  return { success: false, message: answer.body.message?.trim() || null };
}

// ---- courses (signed in) --------------------------------------------------------------------

/** `POST /api/pay/order`: the order, or why not (401 when signed out) and the field it named. */
export async function createCourseOrder(
  courseId: string,
  tax: BuyerTax = {},
): Promise<CourseOrderAnswer | { status: number; message: string | null; field?: string }> {
  let answer;
  try {
    answer = await post('/api/pay/order', { courseId, ...tax });
  } catch {
    return { status: 0, message: UNREACHABLE };
  }
  if (answer.ok) return answer.body;
  return {
    status: answer.status,
    message: answer.body.message?.trim() || null,
    field: answer.body.field,
  };
}

/** `POST /api/pay/verify`: 'granted', 'refused' (the server said no), or 'unconfirmed' (no answer came). */
export async function verifyCoursePayment(
  payment: CheckoutPayment,
  courseId: string,
): Promise<'granted' | 'refused' | 'unconfirmed'> {
  const answer = await verify('/api/pay/verify', { ...payment, courseId });
  if (!answer) return 'unconfirmed';
  return answer.ok && answer.body.success === true ? 'granted' : 'refused';
}

// ---- verification ---------------------------------------------------------------------------

/** Why a payment is not confirmed when the verify call got no answer (the webhook may still complete it). */
export const UNCONFIRMED = 'The server could not be reached to confirm the payment.';

const VERIFY_ATTEMPTS = 3;

/**
 * A verify call, asked again (after 1 s, then 2 s) while no answer comes or a gateway answers 5xx:
 * the money has moved by now, and the server treats repeats of one payment as one. Null when every
 * attempt went unanswered.
 */
async function verify<P extends '/api/verify-razorpay-payment' | '/api/pay/verify'>(
  path: P,
  body: PaymentPaths[P]['body'],
): Promise<Answer<P> | null> {
  for (let attempt = 1; ; attempt++) {
    let answer: Answer<P> | null = null;
    try {
      answer = await post(path, body);
    } catch {
      answer = null;
    }
    const retry = answer === null || answer.status >= 502;
    if (!retry || attempt === VERIFY_ATTEMPTS) return answer;
    await new Promise((resolve) => setTimeout(resolve, attempt * 1000));
  }
}
