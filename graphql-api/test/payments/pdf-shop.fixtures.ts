import type { Client } from '../harness';
import { checkoutResult } from './payment.factory';

/** The two PDFs on sale, by id (pdf-catalogue.ts). */
export const HANDWRITTEN = 'react-handwritten-notes';
export const INTERMEDIATE = 'react-intermediate-notes';

/** A guest's order body for a PDF, at its price unless `amount` says otherwise. */
export const orderBody = (pdfId = HANDWRITTEN, amount = pdfId === HANDWRITTEN ? 4000 : 2900) => ({
  amount,
  currency: 'INR',
  receipt: `receipt_${Date.now()}`,
  pdfId,
  email: 'guest.buyer@example.com',
});

type Verified = { success: boolean; message: string; downloadUrl: string };

/** Orders a PDF, pays it (as checkout would), verifies it; the verify answer and what was sent. */
export async function buyAndVerify(client: Client, pdfId = HANDWRITTEN) {
  const order = await client.post('/api/create-razorpay-order', orderBody(pdfId));
  expect(order.status).toBe(200);
  const sent = { ...checkoutResult(order.body.id), pdfId };
  const verify = await client.post('/api/verify-razorpay-payment', sent);
  expect(verify.status).toBe(200);
  return {
    providerOrderId: order.body.id as string,
    verify: verify.body as Verified,
    /** The same verify again, by `by`: its status and answer. */
    again: async (by: Client) => {
      const reply = await by.post('/api/verify-razorpay-payment', sent);
      return { status: reply.status, body: reply.body as Verified };
    },
  };
}
