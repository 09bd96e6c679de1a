import { Router } from 'express';
import type { ApiModule } from '../api-module';
import { createGateway, type PaymentGateway, type RazorpaySandbox } from './gateway';
import { Payments1764200000000 } from './migrations/1764200000000-payments';
import { OrderBuyerEmail1765700000000 } from './migrations/1765700000000-order-buyer-email';
import { Refunds1765800000000 } from './migrations/1765800000000-refunds';
import { TaxDocuments1765800000004 } from './migrations/1765800000004-tax-documents';
import { RefundDeclines1765800000005 } from './migrations/1765800000005-refund-declines';
import { DocumentPaymentId1766300000000 } from './migrations/1766300000000-document-payment-id';
import { AbandonedOrders1766300000001 } from './migrations/1766300000001-abandoned-orders';
import {
  DocumentSeries,
  PaymentEvent,
  PaymentOrder,
  PaymentRefund,
  TaxDocument,
} from './payment.entity';
import { paymentFormRoutes } from './payment.form';
import { PaymentResolver } from './payment.resolver';
import { paymentErrorBodies, paymentRoutes, webhookRoutes } from './payment.rest';
import { seedDemoSales } from './payment.seed';
import { PaymentsService } from './payment.service';

declare module '../../services' {
  interface ModuleServices {
    /** Razorpay, the offline sandbox, or 'off' (decision 025): one per app, shared by its units of work. */
    paymentGateway: PaymentGateway;
    /** The sandbox behind the gateway in sandbox mode (its orders, payments and sent webhooks), else null. */
    paymentSandbox: RazorpaySandbox | null;
    /** The PDF shop, orders, verification, webhooks, reconcile and downloads (decision 026): the one payment surface. */
    payments: PaymentsService;
  }
}

/** Payments (decisions 025, 026): the gateway to Razorpay or its sandbox; orders, PDFs, downloads, webhooks. */
export const payments: ApiModule = {
  name: 'payments',
  entities: [PaymentOrder, PaymentEvent, PaymentRefund, TaxDocument, DocumentSeries],
  migrations: [
    Payments1764200000000,
    OrderBuyerEmail1765700000000,
    Refunds1765800000000,
    TaxDocuments1765800000004,
    RefundDeclines1765800000005,
    DocumentPaymentId1766300000000,
    AbandonedOrders1766300000001,
  ],
  resolvers: [PaymentResolver],
  services: (
    { db, clock, config, app, inTransaction },
    { rateLimits, courses, enrollments, mail, users, webhooks },
  ) => {
    const { gateway, sandbox } = app
      ? { gateway: app.paymentGateway, sandbox: app.paymentSandbox }
      : createGateway(config);
    return {
      paymentGateway: gateway,
      paymentSandbox: sandbox,
      payments: new PaymentsService(
        db,
        clock,
        config,
        gateway,
        rateLimits,
        courses,
        enrollments,
        inTransaction,
        mail,
        users,
        webhooks,
      ),
    };
  },
  restRoutes: paymentRoutes,
  restErrorBodies: paymentErrorBodies,
  webhookRoutes,
  storefrontRoutes: paymentFormRoutes,
  seed: seedDemoSales,
  siteRoutes: ({ paymentSandbox }, config) => {
    const router = Router();
    if (paymentSandbox) router.use('/sandbox', paymentSandbox.routes(config));
    return router;
  },
  stop: async ({ paymentSandbox }) => paymentSandbox?.close(),
};
