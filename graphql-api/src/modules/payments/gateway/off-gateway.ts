import { PaymentsOffError } from '../../../errors';
import type { PaymentGateway } from './payment-gateway';

/** No Razorpay keys and no sandbox (production without Razorpay keys): nothing is sold, nothing verifies. */
export class OffGateway implements PaymentGateway {
  readonly mode = 'off' as const;
  readonly checkout = null;

  async createOrder(): Promise<never> {
    throw new PaymentsOffError();
  }

  async orderPayments(): Promise<never> {
    throw new PaymentsOffError();
  }

  async paymentRefunds(): Promise<never> {
    throw new PaymentsOffError();
  }

  async refund(): Promise<never> {
    throw new PaymentsOffError();
  }

  verifyPayment(): boolean {
    return false;
  }

  verifyWebhook(): boolean {
    return false;
  }
}
