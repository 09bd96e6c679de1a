import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, expectPdf, screenshots, test, uniqueTitle } from './fixtures';
import { checkoutLoaded, openModuleAnyway, paymentWindow } from './purchases';

/**
 * Refunds as the buyer sees them (decision 068): a buyer pays for a course and a PDF in the API's
 * Razorpay sandbox, staff refund both in full, and the buyer finds both marked refunded on Your
 * Courses, the course offered for sale again, and the PDF's download links dead. The purchases go
 * through the sandbox's payment window, as payments.spec.ts makes them: the sandbox refunds only
 * payments it took.
 */

/** Pays in the open payment window; the payment's id, as checkout hands it to the page's verify call. */
async function pay(page: Page, verifyPath: string): Promise<string> {
  const verify = page.waitForRequest(`**${verifyPath}`);
  await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
  return ((await verify).postDataJSON() as { razorpay_payment_id: string }).razorpay_payment_id;
}

/** One GraphQL operation on the console's origin, as the signed-in staff member; its data. */
async function asStaff<T>(
  staff: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const reply = await staff.post(`${ADMIN}/graphql`, { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** Staff find the order a payment paid and refund all of it, as the console's Orders page does; when it was refunded. */
async function refundInFull(staff: APIRequestContext, paymentId: string): Promise<string> {
  const found = await asStaff<{ adminOrders: { edges: { node: { id: string } }[] } }>(
    staff,
    'query FindOrder($q: String!) { adminOrders(filter: { q: $q }) { edges { node { id } } } }',
    { q: paymentId },
  );
  expect(found.adminOrders.edges).toHaveLength(1);
  const { refundOrder } = await asStaff<{
    refundOrder: { refundStatus: string; refundedAt: string | null };
  }>(
    staff,
    'mutation Refund($input: RefundOrderInput!) { refundOrder(input: $input) { refundStatus refundedAt } }',
    {
      input: {
        orderId: found.adminOrders.edges[0].node.id,
        reason: 'The buyer asked to cancel within 7 days.',
      },
    },
  );
  expect(refundOrder.refundStatus).toBe('REFUNDED');
  return refundOrder.refundedAt!;
}

/** A day as the storefront writes it ("28 November 2026", India time). */
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

test.describe('refunds, as the buyer sees them', () => {
  test('a buyer whose course and PDF were refunded sees when on Your Courses, can no longer read the course but may buy it again, and old download links stop working', async ({
    page,
    loginAs,
    createCourse,
    adminRequest,
  }) => {
    test.slow(); // two purchases in the sandbox, two refunds, then the page on two widths
    const course = await createCourse({
      title: uniqueTitle('Refunded Course'),
      price: 699,
      description: 'A course bought and then refunded.',
      modules: [{ subTitle: 'Paid module', blog: '<p>Gated text for buyers.</p>' }],
    });
    await loginAs('user');

    // The buyer buys the course on its page, then a PDF in the shop.
    await page.goto(`/course/${course.id}`);
    await checkoutLoaded(page);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const coursePayment = await pay(page, '/api/pay/verify');
    await expect(page.getByText('Payment successful. Access granted for 30 days.')).toBeVisible();
    // Its one module is the whole course: opening it ends the refund, so it asks first.
    await openModuleAnyway(page, /^Module 1: Paid module/);
    await expect(page.getByText('Gated text for buyers.')).toBeVisible();

    await page.goto('/interview-prep-pdfs');
    await checkoutLoaded(page);
    const downloading = page.waitForEvent('download');
    await page
      .getByRole('article', { name: 'React Intermediate Notes' })
      .getByRole('button', { name: 'Buy Now' })
      .click();
    const pdfPayment = await pay(page, '/api/verify-razorpay-payment');
    await downloading;

    // Bought: the course runs, and the PDF downloads.
    await page.goto('/your-courses');
    const courseCard = page
      .getByRole('region', { name: 'Your courses' })
      .getByRole('article', { name: course.title });
    const pdfCard = page
      .getByRole('region', { name: 'Your PDFs' })
      .getByRole('article', { name: 'React Intermediate Notes' });
    await expect(courseCard.getByText(/^Access until /)).toBeVisible();
    const download = pdfCard.getByRole('link', { name: 'Download PDF' });
    const savedLink = (await download.getAttribute('href'))!;
    await expectPdf(await page.request.get(savedLink));
    // Each purchase has its tax invoice, a PDF.
    const invoices = page.getByRole('region', { name: 'Invoices' });
    const invoiceLinks = invoices.getByRole('link', { name: /^Tax invoice INV\// });
    await expect(invoiceLinks).toHaveCount(2);
    await expectPdf(await page.request.get((await invoiceLinks.first().getAttribute('href'))!));

    // Staff refund both orders in full.
    const courseRefunded = day(await refundInFull(adminRequest, coursePayment));
    const pdfRefunded = day(await refundInFull(adminRequest, pdfPayment));

    // Your Courses says when each was refunded; the course card leads only to the course's page.
    await page.reload();
    await expect(courseCard.getByText(`Refunded on ${courseRefunded}`)).toBeVisible();
    await expect(courseCard.getByText(/^Access (until|ended on) /)).toHaveCount(0);
    await expect(courseCard.getByText('Expired')).toHaveCount(0);
    await expect(courseCard.getByRole('link')).toHaveCount(1);
    await expect(courseCard.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/course/${course.id}`,
    );
    await expect(pdfCard.getByText(`Refunded on ${pdfRefunded}`)).toBeVisible();
    await expect(pdfCard.getByText(/^Bought on /)).toBeVisible();
    await expect(pdfCard.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
    await expect(pdfCard.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
    // Each refund has its credit note against the invoice.
    await expect(invoices.getByRole('link', { name: /^Credit note CN\// })).toHaveCount(2);
    await screenshots(page, 'your-courses-refunded');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The link saved before the refund no longer gives the PDF.
    const after = await page.request.get(savedLink);
    expect(after.status()).toBe(410);
    expect(((await after.json()) as { message: string }).message).toBe(
      'This purchase was refunded, so its download links no longer work.',
    );

    // The course's page offers it for sale again, without its content.
    await courseCard.getByRole('link', { name: 'View' }).click();
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    const buy = page.getByRole('complementary', { name: 'Buy this course' });
    await expect(buy.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    await expect(buy).toContainText(`Your access ended on ${courseRefunded}.`);
    await expect(page.getByRole('link', { name: 'Open the reader' })).toHaveCount(0);
    await expect(page.getByText('Gated text for buyers.')).toHaveCount(0);

    // The reader's address, kept from before, no longer opens the course.
    await page.goto(`/course/content?course=${course.id}`);
    await expect(page.getByText('You do not have access to this course.')).toBeVisible();
    await expect(page.getByText('Gated text for buyers.')).toHaveCount(0);
  });
});
