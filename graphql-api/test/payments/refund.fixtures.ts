import type { SentWebhook } from '../../src/modules/payments/gateway/sandbox/sandbox-webhooks';
import { PaymentOrder, PaymentRefund } from '../../src/modules/payments/payment.entity';
import type { Client, TestApp } from '../harness';
import { buyCourseInSandbox } from '../purchases.fixtures';

const REFUND = `mutation Refund($input: RefundOrderInput!) {
  refundOrder(input: $input) {
    id status amount refundStatus refundedAmount refundedAt
    refunds { amount reason status providerRefundId requestedBy processedAt failureReason }
  }
}`;

/** What the refund tests (decision 068) do through the sandbox and staff's GraphQL, for one test app. */
export function refundSteps(t: TestApp, admin: Client) {
  const sandbox = () => t.services.paymentSandbox!;
  const orders = () => t.db.getRepository(PaymentOrder);
  const orderOf = (providerOrderId: string) => orders().findOneByOrFail({ providerOrderId });
  return {
    sandbox,
    orders,
    refunds: () => t.db.getRepository(PaymentRefund),
    orderOf,
    /** A course bought by `buyer` with the sandbox's Pay button: its order row. */
    buyCourse: async (buyer: Client, courseId: string) =>
      orderOf((await buyCourseInSandbox(t, buyer, courseId)).providerOrderId),
    /** Staff's refundOrder mutation (or `as` another client's): the order answered, or the error. */
    refund: async (input: Record<string, unknown>, as: Client = admin) => {
      const reply = await as.gql(REFUND, { input });
      return { order: reply.data?.refundOrder, error: reply.errors?.[0] };
    },
    /** The sandbox's webhooks about one payment's refunds, once delivered. */
    refundWebhooksOf: async (paymentId: string): Promise<SentWebhook[]> => {
      await sandbox().webhooks.settled();
      return sandbox().webhooks.sent.filter(
        (w) => w.event.startsWith('refund.') && w.rawBody.toString().includes(paymentId),
      );
    },
    /** A webhook the sandbox sent, delivered again as it was. */
    replay: (w: SentWebhook) =>
      t.client().request('POST', '/api/webhooks/razorpay', {
        body: w.rawBody.toString(),
        headers: w.headers,
      }),
  };
}
