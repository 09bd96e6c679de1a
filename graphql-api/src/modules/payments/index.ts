import { Router } from 'express';
import type { ApiModule } from '../api-module';
import { createGateway, type PaymentGateway, type RazorpaySandbox } from './gateway';

declare module '../../services' {
  interface ModuleServices {
    /** Razorpay, the offline sandbox, or 'off' (decision 025): one per app, shared by its units of work. */
    paymentGateway: PaymentGateway;
    /** The sandbox behind the gateway in sandbox mode (its orders, payments and sent webhooks), else null. */
    paymentSandbox: RazorpaySandbox | null;
  }
}

/** Payments (issue 10): the gateway to Razorpay or its sandbox. */
export const payments: ApiModule = {
  name: 'payments',
  services: ({ config, app }) => {
    if (app) return { paymentGateway: app.paymentGateway, paymentSandbox: app.paymentSandbox };
    const { gateway, sandbox } = createGateway(config);
    return { paymentGateway: gateway, paymentSandbox: sandbox };
  },
  siteRoutes: ({ paymentSandbox }, config) => {
    const router = Router();
    if (paymentSandbox) router.use('/sandbox', paymentSandbox.routes(config));
    return router;
  },
  stop: async ({ paymentSandbox }) => paymentSandbox?.close(),
};
