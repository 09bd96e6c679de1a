import express, { type Response, Router } from 'express';
import type { OrderErrorExtra, VerifyErrorExtra } from '../../contract/payment-bodies';
import { type RestErrorBodies, restBody } from '../../http/rest';
import { clientIp, requestViewer } from '../../http/session';
import type { Services } from '../../services';
import type { Viewer } from '../auth/viewer';
import {
  toCourseOrderJson,
  toCourseVerifiedJson,
  toOrderJson,
  toPdfJson,
  toPdfVerifiedJson,
  toPurchaseJson,
} from './payment.json';

/** The PDF payment paths (product.md#rest-api), the course checkout, the buyer's PDFs and downloads (decision 026). */
export function paymentRoutes(services: Services): Router {
  const router = Router();

  router.get('/pdfs', (_req, res) => {
    res.json(services.payments.pdfProducts().map(toPdfJson));
  });

  router.get('/pdfs/mine', async (req, res) => {
    res.json((await services.payments.myPdfPurchases(requestViewer(req))).map(toPurchaseJson));
  });

  router.post('/pdfs/email-downloads', async (req, res) => {
    res.json(
      await services.payments.emailMyDownloads(restBody<{ email?: unknown }>(req), clientIp(req)),
    );
  });

  // Public images; the PDFs themselves only through a signed link.
  router.get('/pdfs/:id/thumbnail.svg', async (req, res) => {
    const svg = await services.payments.thumbnail(req.params.id);
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });

  /** A private PDF behind a signed link: a bought PDF (saved) or an invoice or credit note (shown, decision 070). */
  const sendPdf = (
    res: Response,
    file: { fileName: string; bytes: Buffer },
    disposition: 'attachment' | 'inline',
  ) =>
    res
      .set({
        'Content-Disposition': `${disposition}; filename="${file.fileName}"`,
        'Cache-Control': 'private, no-store',
      })
      .type('application/pdf')
      .send(file.bytes);

  router.get('/documents/:token', async (req, res) => {
    sendPdf(res, await services.payments.documentFile(req.params.token), 'inline');
  });

  router.get('/downloads/:token', async (req, res) => {
    sendPdf(res, await services.payments.download(req.params.token), 'attachment');
  });

  // The four checkout calls have one shape: viewer, body and client IP in, one JSON answer out.
  function checkout<I, T>(
    path: string,
    call: (viewer: Viewer, body: I, ip: string) => Promise<T>,
    toJson: (result: T) => unknown,
  ): void {
    router.post(path, async (req, res) => {
      res.json(toJson(await call(requestViewer(req), restBody<I>(req), clientIp(req))));
    });
  }
  const { payments } = services;
  checkout('/create-razorpay-order', payments.createPdfOrder.bind(payments), toOrderJson);
  checkout('/verify-razorpay-payment', payments.verifyPdf.bind(payments), toPdfVerifiedJson);
  checkout('/pay/order', payments.createCourseOrder.bind(payments), toCourseOrderJson);
  checkout('/pay/verify', payments.verifyCourse.bind(payments), toCourseVerifiedJson);

  return router;
}

/** Errors of the checkout paths: the usual `{message, code, field?}`, plus what the storefront reads there (product.md#rest-api). */
export const paymentErrorBodies: RestErrorBodies = {
  'POST /create-razorpay-order': (message): OrderErrorExtra => ({ error: message }),
  'POST /pay/order': (message): OrderErrorExtra => ({ error: message }),
  'POST /verify-razorpay-payment': (): VerifyErrorExtra => ({ success: false }),
  'POST /pay/verify': (): VerifyErrorExtra => ({ success: false }),
};

/** Webhook bodies: Razorpay's events are a few KB. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/webhooks/razorpay, mounted before sessions, JSON parsing and the CSRF origin check
 * (ApiModule.webhookRoutes): Razorpay's servers have no session and no Origin; the raw bytes are
 * what the signature covers, so this route reads them itself.
 */
export function webhookRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/webhooks/razorpay',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await services.payments.handleWebhook(body, req.get('x-razorpay-signature'));
      res.json({ ok: true });
    },
  );
  return router;
}
