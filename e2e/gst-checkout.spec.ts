import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, expectPdf, screenshots, STOREFRONT, test, uniqueTitle } from './fixtures';
import { mailTo } from './mailbox';
import { checkoutLoaded } from './purchases';

/**
 * A buyer's GST details at checkout (product.md#invoices, decision 070): an optional GSTIN and
 * state behind a disclosure by Buy Now. A GSTIN the API refuses shows under its field and no
 * payment window opens; a right one and its state reach the order, whose invoice the buyer opens
 * from Your Courses, or a guest from the receipt mail. Payments are made in the sandbox's payment
 * window, as refunds-buyer.spec.ts pays.
 */

/** The sandbox's payment window (an iframe over the page). */
const PAYMENT_WINDOW = 'iframe[src*="/sandbox/pay"]';

type OrderTax = { adminOrders: { edges: { node: { buyerGstin: string; buyerState: string } }[] } };

/** The GST details staff see on the order a payment paid. */
async function orderTax(staff: APIRequestContext, paymentId: string) {
  const reply = await staff.post(`${ADMIN}/graphql`, {
    data: {
      query:
        'query OrderTax($q: String!) { adminOrders(filter: { q: $q }) { edges { node { buyerGstin buyerState } } } }',
      variables: { q: paymentId },
    },
  });
  const body = (await reply.json()) as { data?: OrderTax; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(body.data!.adminOrders.edges).toHaveLength(1);
  return body.data!.adminOrders.edges[0].node;
}

test.describe('GST details at checkout', () => {
  // The refused order's 400, as the browser logs it.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test('a buyer whose GSTIN is refused sees why under it and no checkout; with it fixed and a state, the order and its invoice carry them', async ({
    page,
    loginAs,
    createCourse,
    adminRequest,
  }) => {
    test.slow(); // a refusal, a purchase in the sandbox, the fields on two widths
    const course = await createCourse({
      title: uniqueTitle('GST Invoice Course'),
      price: 799,
      description: 'A course bought by a business that claims input tax credit.',
    });
    await loginAs('user');

    await page.goto(`/course/${course.id}`);
    await checkoutLoaded(page);
    const panel = page.getByRole('complementary', { name: 'Buy this course' });
    const disclosure = panel.getByRole('button', {
      name: 'Add GST details for a business invoice (optional)',
    });
    const gstin = panel.getByRole('textbox', { name: 'GSTIN' });
    const state = panel.getByRole('combobox', { name: 'State' });

    // Collapsed at first; opened, it shows the two fields.
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(gstin).toBeHidden();
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');

    // A GSTIN with a wrong check character (V is right), typed in lower case: upper-cased as
    // typed, refused under the field, and no payment window opens.
    await gstin.pressSequentially('27aapfu0939f1za');
    await expect(gstin).toHaveValue('27AAPFU0939F1ZA');
    const refused = page.waitForResponse('**/api/pay/order');
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    expect((await refused).status()).toBe(400);
    await expect(gstin).toHaveAccessibleDescription(/check character/);
    await expect(panel.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    await expect(page.locator(PAYMENT_WINDOW)).toHaveCount(0);

    // Fixed, with the GSTIN's state: both go with the order.
    await gstin.fill('27AAPFU0939F1ZV');
    await expect(gstin).not.toHaveAccessibleDescription(/check character/);
    await state.selectOption('Maharashtra');
    await expect(state).toHaveValue('Maharashtra');
    await screenshots(page, 'gst-details');
    await page.setViewportSize({ width: 1280, height: 900 });

    const ordered = page.waitForRequest('**/api/pay/order');
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    expect((await ordered).postDataJSON()).toEqual({
      courseId: course.id,
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
    });
    const verify = page.waitForRequest('**/api/pay/verify');
    await page.frameLocator(PAYMENT_WINDOW).getByRole('button', { name: 'Pay' }).click();
    const paymentId = ((await verify).postDataJSON() as { razorpay_payment_id: string })
      .razorpay_payment_id;
    await expect(page.getByText('Payment successful. Access granted for 30 days.')).toBeVisible();

    // The buyer's invoice is a PDF, reached from Your Courses.
    await page.goto('/your-courses');
    const invoiceLinks = page
      .getByRole('region', { name: 'Invoices' })
      .getByRole('link', { name: /^Tax invoice INV\// });
    await expect(invoiceLinks).toHaveCount(1);
    await expectPdf(await page.request.get((await invoiceLinks.first().getAttribute('href'))!));

    // Staff see the buyer's GSTIN and place of supply (Maharashtra, code 27) on the order.
    expect(await orderTax(adminRequest, paymentId)).toEqual({
      buyerGstin: '27AAPFU0939F1ZV',
      buyerState: '27',
    });
  });

  test('a guest in the PDF shop gives an email and a GSTIN: refused under its field, then the invoice in the receipt carries it', async ({
    page,
    adminRequest,
  }) => {
    test.slow(); // a refusal, a purchase in the sandbox, a mail
    const email = `gst.guest.${Date.now()}@example.com`;
    await page.goto('/interview-prep-pdfs');
    await checkoutLoaded(page);
    const disclosure = page.getByRole('button', {
      name: 'Add GST details for a business invoice (optional)',
    });
    const gstin = page.getByRole('textbox', { name: 'GSTIN' });
    const state = page.getByRole('combobox', { name: 'State' });
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())!;
    await page.getByLabel('Your email, for the receipt and download link').fill(email);

    await disclosure.click();
    await gstin.pressSequentially('29aagcb7383j1z5'); // 4 is the right check character
    const refused = page.waitForResponse('**/api/create-razorpay-order');
    await card.getByRole('button', { name: 'Buy Now' }).click();
    expect((await refused).status()).toBe(400);
    await expect(gstin).toHaveAccessibleDescription(/check character/);
    await expect(page.locator(PAYMENT_WINDOW)).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Buy Now' })).toBeEnabled();

    await gstin.fill('29AAGCB7383J1Z4');
    await state.selectOption('Karnataka');
    await screenshots(page, 'gst-details-pdf-shop');
    await page.setViewportSize({ width: 1280, height: 900 });
    const ordered = page.waitForRequest('**/api/create-razorpay-order');
    await card.getByRole('button', { name: 'Buy Now' }).click();
    expect((await ordered).postDataJSON()).toMatchObject({
      email,
      gstin: '29AAGCB7383J1Z4',
      state: 'Karnataka',
    });
    const verify = page.waitForRequest('**/api/verify-razorpay-payment');
    await page.frameLocator(PAYMENT_WINDOW).getByRole('button', { name: 'Pay' }).click();
    const paymentId = ((await verify).postDataJSON() as { razorpay_payment_id: string })
      .razorpay_payment_id;
    await expect(
      page.getByText('Payment Successful! Your PDF will download shortly.'),
    ).toBeVisible();

    // The guest's receipt links the tax invoice, a PDF.
    const receipt = await mailTo(email, /^Your DevJobs receipt$/);
    expect(receipt.text).toContain(title);
    expect(receipt.text).toMatch(/INV\/\d{2}-\d{2}\/\d{5}/);
    const link = /https?:\/\/\S+(\/api\/documents\/[\w.~-]+)/.exec(receipt.text)?.[1];
    expect(link, 'an invoice link in the receipt').toBeDefined();
    await expectPdf(await page.request.get(`${STOREFRONT}${link}`));

    // Staff see the GSTIN and place of supply (Karnataka, code 29: the seller's own state).
    expect(await orderTax(adminRequest, paymentId)).toEqual({
      buyerGstin: '29AAGCB7383J1Z4',
      buyerState: '29',
    });
  });
});
