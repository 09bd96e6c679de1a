import type { Services } from '../../services';
import { SYSTEM, viewerOf } from '../auth/auth.service';
import { DEMO_USER } from '../users/user.seed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The address the demo's orders are placed from: a documentation address, so no visitor's limits are used. */
const SEED_IP = '192.0.2.1';

/** Days back (from today) of the demo's guest PDF sales, and of the demo user's course purchases. */
const PDF_SALE_DAYS = [29, 26, 23, 21, 18, 15, 12, 10, 7, 5, 3, 1];
const COURSE_SALE_DAYS = [20, 8];
/** The PDF sale refunded in full by staff, and how many days after it was paid. */
const REFUNDED = { sale: 4, daysAfter: 2 };

/**
 * The demo's sales over the last 30 days (product.md#demo-data, decision 098), so the dashboard's
 * revenue and refund figures show what they are for: guests buy PDFs, the demo user buys each demo
 * course, and staff refund one PDF order. Placed, paid and verified through the shop's own checkout
 * and the bundled Razorpay sandbox, so every payment exists in the sandbox and staff can refund
 * the others from the orders page while the app runs (the sandbox keeps payments in memory,
 * decision 025); then moved to their days. Nothing without the sandbox (real Razorpay, or off).
 */
export async function seedDemoSales(services: Services): Promise<void> {
  const sandbox = services.paymentSandbox;
  if (!sandbox) return;
  const { payments } = services;
  const pdfs = payments.pdfProducts();
  const sold: { orderId: string; paidAt: Date }[] = [];

  for (const [i, back] of PDF_SALE_DAYS.entries()) {
    const pdf = pdfs[i % pdfs.length];
    const email = `reader${i + 1}@example.com`;
    const order = await payments.createPdfOrder(
      null,
      { pdfId: pdf.id, amount: pdf.pricePaise, currency: 'INR', email },
      SEED_IP,
    );
    const paid = sandbox.payForDemo(order.providerOrderId, { email });
    await payments.verifyPdf(null, { ...paid, pdfId: pdf.id }, SEED_IP);
    sold.push({ orderId: order.id, paidAt: daysBefore(order.createdAt, back) });
  }

  const user = await services.users.findByEmail(DEMO_USER.email);
  const { courses } = await services.courses.catalogueList();
  const buyer = viewerOf(user);
  if (buyer) {
    for (const [i, back] of COURSE_SALE_DAYS.entries()) {
      const course = courses[i];
      if (!course) break;
      const { order } = await payments.createCourseOrder(buyer, { courseId: course.id }, SEED_IP);
      const paid = sandbox.payForDemo(order.providerOrderId, { email: DEMO_USER.email });
      await payments.verifyCourse(buyer, { ...paid, courseId: course.id }, SEED_IP);
      sold.push({ orderId: order.id, paidAt: daysBefore(order.createdAt, back) });
    }
  }

  for (const { orderId, paidAt } of sold) await payments.pastSales.paidAt(orderId, paidAt);
  const refunded = sold[REFUNDED.sale];
  await payments.refund(SYSTEM, {
    orderId: refunded.orderId,
    reason: 'The buyer paid twice for the same notes.',
  });
  await payments.pastSales.refundedAt(
    refunded.orderId,
    new Date(refunded.paidAt.getTime() + REFUNDED.daysAfter * DAY_MS),
  );
}

/** The same time of day, `days` calendar days earlier. */
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);
