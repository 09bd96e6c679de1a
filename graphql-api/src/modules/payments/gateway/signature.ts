import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's signatures: HMAC-SHA256 as lowercase hex (payments: `order_id|payment_id`; webhooks: the raw body). */
export function razorpaySignature(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

const SHA256_HEX = /^[0-9a-f]{64}$/i;

/**
 * Whether `given` is the signature of `data`, compared in constant time. Anything that is not 64 hex
 * digits (wrong length, not hex, not a string) is simply false: the shape check looks only at the
 * untrusted input, never at the secret.
 */
export function signatureMatches(secret: string, data: string | Buffer, given: unknown): boolean {
  if (typeof given !== 'string' || !SHA256_HEX.test(given)) return false;
  const expected = createHmac('sha256', secret).update(data).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
