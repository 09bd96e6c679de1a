import { randomInt } from 'node:crypto';

/** Razorpay's JSON of an order and a payment (the fields shops read), as the sandbox answers them. */
export type SandboxOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};
export type SandboxPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'card';
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number;
  tax: number;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
};
export type SandboxRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: 'normal';
  speed_processed: 'normal';
  created_at: number;
};
/** How the sandbox ends the refunds it is asked for: processed at once, or pending and then failed (refund.failed). */
export type RefundOutcome = 'processed' | 'failed';
/** What checkout hands the shop's `handler` after a payment. */
export type CheckoutSuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};
export type RazorpayErrorBody = {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
    field?: string;
  };
};

/** A refusal in Razorpay's words: its HTTP status and error JSON. */
export class SandboxRefusal extends Error {
  readonly body: RazorpayErrorBody;
  constructor(
    readonly status: number,
    description: string,
    extra: { field?: string; code?: string } = {},
  ) {
    super(description);
    const { field, code = 'BAD_REQUEST_ERROR' } = extra;
    this.body = {
      error: {
        code,
        description,
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
        ...(field ? { field } : {}),
      },
    };
  }
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay-style ids: a prefix and 14 letters or digits (`order_N2x…`). */
export const razorpayId = (prefix: string) =>
  `${prefix}_${Array.from({ length: 14 }, () => ID_CHARS[randomInt(ID_CHARS.length)]).join('')}`;

/** Razorpay's limit on notes: an object of at most 15 strings of at most 256 characters. */
export function isNotes(notes: unknown): notes is Record<string, string> {
  if (!notes || typeof notes !== 'object' || Array.isArray(notes)) return false;
  const values = Object.values(notes);
  return values.length <= 15 && values.every((v) => typeof v === 'string' && v.length <= 256);
}
