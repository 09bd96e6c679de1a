import type { Locator, Page } from '@playwright/test';
import { openAdminSection, testRetryAfterFailure } from './admin-sections';
import { ADMIN, expect, expectPdf, screenshots, test, uniqueTitle } from './fixtures';
import { sentOperation } from './graphql-requests';
import { placeOrderEarlier } from './db';
import { buyCourse, buyerApi, buyPdf } from './purchases';

/** The query strings the page's address takes from now on (react-router changes it with `replaceState`). */
async function addressesFrom(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { addresses: string[] }).addresses = []);
    const replace = history.replaceState.bind(history);
    history.replaceState = (state, unused, url) => {
      replace(state, unused, url);
      seen.push(location.search);
    };
  });
  return () => page.evaluate(() => (window as unknown as { addresses: string[] }).addresses);
}

const search = (page: Page) =>
  page.getByRole('searchbox', { name: 'Order id, payment id or email' });
const list = (page: Page) =>
  page.getByRole('table', { name: 'Orders' }).or(page.getByRole('list', { name: 'Orders' }));

/**
 * Opens a document's link as the browser would (the page's request context, with the console's
 * origin as the base of the root-relative link): its PDF answers.
 */
async function expectPdfAt(page: Page, link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/documents\//);
  await expectPdf(await page.request.get(new URL(href, page.url()).href), href);
}

/** A sum of money on a dashboard card, in rupees: a labelled figure ('Refunds'), or the revenue in large type. */
async function rupeesOn(page: Page, card: string, label: string): Promise<number> {
  const region = page.getByRole('region', { name: card });
  const value =
    label === 'Revenue'
      ? region.getByText('Revenue', { exact: true }).locator('xpath=following-sibling::p[1]')
      : region.getByLabel(label, { exact: true });
  return Number((await value.innerText()).replace(/[^\d.]/g, ''));
}

test.describe('the admin order list', () => {
  test('an admin finds orders by payment id, status and kind, sees buyer or guest, amounts and refund eligibility', async ({
    page,
    loginAs,
    createCourse,
    createCustomer,
  }) => {
    test.slow(); // four purchases through the API, then the page on two widths
    const course = await createCourse({
      title: uniqueTitle('Orders Course'),
      price: 899,
      modules: Array.from({ length: 5 }, (_, i) => ({
        subTitle: `Part ${i + 1}`,
        blog: `<p>Part ${i + 1}.</p>`,
      })),
    });
    const customer = await createCustomer();
    const buyer = await buyerApi(customer);
    const guest = await buyerApi();
    const paidCourse = await buyCourse(buyer, course.id);
    const guestPdf = await buyPdf(guest, 'react-handwritten-notes');
    const failedPdf = await buyPdf(guest, 'react-intermediate-notes', 'failed');
    await Promise.all([buyer.dispose(), guest.dispose()]);

    await loginAs('admin');
    await page.goto(`${ADMIN}/admin/dashboard`);
    await openAdminSection(page, 'Orders', '/admin/orders');
    const showing = page.getByText(/Showing \d+ of \d+ orders?/);
    await expect(showing).toBeVisible();
    const ordersIn = async () => Number((await showing.textContent())!.match(/of (\d+)/)![1]);
    const everyOrder = await ordersIn();
    expect(everyOrder, 'our three orders are counted').toBeGreaterThanOrEqual(3);

    // The course order, found by its payment id: buyer, amount, paid, and eligible for a refund (nothing opened, day one).
    await search(page).fill(paidCourse.paymentId!);
    await expect(page).toHaveURL(new RegExp(`q=${paidCourse.paymentId}`));
    await expect(page.getByText('Showing 1 of 1 order')).toBeVisible();
    const row = list(page).getByRole('row').filter({ hasText: course.title });
    await expect(row).toContainText(customer.email);
    await expect(row).toContainText('₹899');
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(paidCourse.providerOrderId);
    await expect(row).toContainText('Eligible');
    await expect(row).toContainText('0 of 5 modules opened (0%)');
    await screenshots(page, 'orders-found');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The guest's PDF, by its order id.
    await search(page).fill(guestPdf.providerOrderId);
    const pdfRow = list(page).getByRole('row').filter({ hasText: 'React Handwritten Notes' });
    await expect(pdfRow).toContainText('Guest');
    await expect(pdfRow).toContainText('e2e.guest@example.com');
    await expect(pdfRow).toContainText('₹40');
    await expect(page.getByText('Showing 1 of 1 order')).toBeVisible();

    // Failed PDF orders: ours is there with the reason, the paid ones are not.
    await search(page).fill('');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'PDFs', exact: true }).click();
    await expect(page).toHaveURL(/status=FAILED/);
    await expect(page).toHaveURL(/kind=PDF/);
    await expect(list(page).getByText(failedPdf.providerOrderId)).toBeVisible();
    await expect(list(page).getByText('Your card was declined.').first()).toBeVisible();
    await expect(list(page).getByText(guestPdf.providerOrderId)).toHaveCount(0);
    await expect(list(page).getByText(paidCourse.providerOrderId)).toHaveCount(0);
    await screenshots(page, 'orders-failed-pdfs');
    await page.setViewportSize({ width: 1280, height: 900 });

    // An id that is no order: the empty state, and Clear filters brings every order back.
    await search(page).fill('pay_nosuchpayment');
    await expect(page.getByText('No orders match these filters.')).toBeVisible();
    await expect(page).toHaveURL(/q=pay_nosuchpayment/);
    const addresses = await addressesFrom(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(`${ADMIN}/admin/orders`);
    await expect(search(page)).toHaveValue('');
    // Past the typing delay, the cleared filters stay cleared: no address after the click put one back.
    await page.waitForTimeout(600);
    expect(await addresses(), 'every address since Clear filters').toEqual(['']);
    // Every order again (other tests running beside this one may have added more since, pushing ours
    // off the first page of 25, so the count is checked rather than our row).
    await expect.poll(ordersIn).toBeGreaterThanOrEqual(everyOrder);
    await expect(list(page).getByRole('row').nth(1)).toBeVisible();
  });

  test('a checkout left unpaid for a day is kept apart: out of the list, under Abandoned checkouts, found by the guest’s email', async ({
    page,
    loginAs,
  }) => {
    const guest = await buyerApi();
    const left = await buyPdf(guest, 'react-intermediate-notes', 'created');
    const fresh = await buyPdf(guest, 'react-handwritten-notes', 'created');
    await guest.dispose();
    placeOrderEarlier(left.providerOrderId, 25);

    await loginAs('admin');
    await page.goto(`${ADMIN}/admin/orders?q=${fresh.providerOrderId}`);
    const freshRow = list(page).getByRole('row').filter({ hasText: fresh.providerOrderId });
    await expect(freshRow).toContainText('Awaiting payment');
    await expect(freshRow).toContainText('e2e.guest@example.com');

    // Past 24 hours it is no order of the list any more…
    await search(page).fill(left.providerOrderId);
    await expect(page.getByText('No orders match these filters.')).toBeVisible();
    // …but the abandoned checkouts hold it.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Abandoned checkouts' }).click();
    await expect(page).toHaveURL(/status=ABANDONED/);
    const row = list(page).getByRole('row').filter({ hasText: left.providerOrderId });
    await expect(row).toContainText('Abandoned');
    await expect(row).toContainText('e2e.guest@example.com');
    await expect(page.getByText('Showing 1 of 1 order')).toBeVisible();

    // The guest's email finds their orders, any case; the fresh checkout among them.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await search(page).fill('E2E.Guest@example.com');
    await expect(
      list(page).getByRole('row').filter({ hasText: fresh.providerOrderId }),
    ).toBeVisible();
    await expect(list(page).getByText(left.providerOrderId)).toHaveCount(0);
    await screenshots(page, 'orders-by-email');
  });

  test('staff refund ₹1 of a paid course, then the rest; the order shows how its refunds stand, its invoice and credit notes, the Refund filter finds it and the dashboard counts them', async ({
    page,
    loginAs,
    createCourse,
    createCustomer,
  }) => {
    test.slow(); // a purchase, two refunds and a refused one, the filter and the dashboard
    const course = await createCourse({
      title: uniqueTitle('Refunded Course'),
      price: 499,
      modules: [
        { subTitle: 'Part 1', blog: '<p>Part 1.</p>' },
        { subTitle: 'Part 2', blog: '<p>Part 2.</p>' },
      ],
    });
    const customer = await createCustomer();
    const buyer = await buyerApi(customer);
    const purchase = await buyCourse(buyer, course.id, {
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
    });
    await buyer.dispose();

    await loginAs('admin');
    await page.goto(`${ADMIN}/admin/dashboard`);
    await expect(page.getByRole('region', { name: 'All time' })).toBeVisible();
    const refundsBefore = await rupeesOn(page, 'All time', 'Refunds');

    // Staff find the order and open its refund: all of it is offered, with the course's policy.
    await page.goto(`${ADMIN}/admin/orders?q=${purchase.paymentId}`);
    const row = list(page).getByRole('row').filter({ hasText: course.title });
    await expect(row).toContainText('Eligible');

    // The payment's tax invoice, with the buyer's GSTIN: its link opens the PDF in a new tab.
    await expect(row).toContainText('GSTIN 27AAPFU0939F1ZV');
    const documents = row
      .getByRole('list', { name: 'Invoices and credit notes' })
      .getByRole('link');
    const creditNotes = row.getByRole('link', { name: /^Credit note / });
    await expect(documents).toHaveCount(1);
    await expect(documents.first()).toHaveText(/^Invoice INV\/\d{2}-\d{2}\/\d{5}$/);
    await expectPdfAt(page, documents.first());

    const refundButton = row.getByRole('button', { name: `Refund ${course.title}` });
    await refundButton.click();
    const dialog = page.getByRole('dialog', { name: 'Refund order' });
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue('499');
    await expect(dialog.getByText('Up to ₹499')).toBeVisible();
    await expect(dialog).toContainText(`${course.title}, ₹499 paid by ${customer.email}.`);
    await expect(dialog).toContainText('Eligible: 0 of 2 modules opened (0%)');

    // ₹1 back, with a reason: the row says partly refunded and lists the refund.
    await amount.fill('1');
    await reason.fill('Charged ₹1 too much at checkout');
    await screenshots(page, 'refund-dialog');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByText('Refunded ₹1', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Partly refunded ₹1');
    const refunds = list(page).getByRole('list', { name: 'Refunds' }).getByRole('listitem');
    await expect(refunds).toHaveCount(1);
    await expect(refunds.first()).toContainText('₹1');
    await expect(refunds.first()).toContainText('Processed');
    await expect(refunds.first()).toContainText('Charged ₹1 too much at checkout');
    await expect(refunds.first()).toContainText('e2e-admin@devjobs.local');
    // Its credit note, after the invoice.
    await expect(creditNotes).toHaveCount(1);
    await expect(creditNotes.first()).toHaveText(/^Credit note CN\/\d{2}-\d{2}\/\d{5}$/);
    await expect(documents.first()).toHaveText(/^Invoice /);
    await expectPdfAt(page, creditNotes.first());

    // More than is left: refused under the amount, and nothing changes.
    await refundButton.click();
    await expect(amount).toHaveValue('498');
    await amount.fill('600');
    await reason.fill('A mistyped amount');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(
      dialog.getByText('At most ₹498 of this order can be refunded (₹499 paid, ₹1 refunded).'),
    ).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(row).toContainText('Partly refunded ₹1');
    await expect(refunds).toHaveCount(1);

    // The rest, as offered: one request however fast the button is pressed, and the order is refunded.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (sentOperation(request)?.name === 'RefundOrder') sent.push(request.url());
    });
    await refundButton.click();
    await expect(amount).toHaveValue('498');
    await reason.fill('Course cancelled at the buyer’s request');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).dblclick();
    await expect(page.getByText('Refunded ₹498', { exact: true })).toBeVisible();
    expect(sent).toHaveLength(1);
    await expect(row).toContainText(/Refunded on \d{1,2} [A-Z][a-z]{2,3} \d{4}/);
    await expect(refundButton).toHaveCount(0);
    await expect(refunds).toHaveCount(2);
    await expect(refunds.nth(1)).toContainText('₹498');
    await expect(refunds.nth(1)).toContainText('Course cancelled at the buyer’s request');
    await expect(creditNotes).toHaveCount(2);
    await expect(documents).toHaveCount(3);
    await screenshots(page, 'refunded-order');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The Refund filter: the order is among the refunded ones, not the partly refunded.
    await search(page).fill('');
    await page.getByRole('combobox', { name: 'Refund' }).click();
    await page.getByRole('option', { name: 'Refunded', exact: true }).click();
    await expect(page).toHaveURL(/refund=REFUNDED/);
    await expect(page).not.toHaveURL(/q=/);
    await expect(list(page).getByRole('row').filter({ hasText: course.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Refund' })).toHaveText('Refunded');
    await expect(list(page).getByRole('row').filter({ hasText: course.title })).toBeVisible();
    await page.getByRole('combobox', { name: 'Refund' }).click();
    await page.getByRole('option', { name: 'Partly refunded' }).click();
    await expect(page).toHaveURL(/refund=PARTIAL/);
    await expect(list(page).getByText(course.title)).toHaveCount(0);

    // The dashboard: revenue stays gross; refunds and the net revenue left are beside it.
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Dashboard' })
      .first()
      .click();
    for (const card of ['Today', 'This month', 'All time']) {
      const region = page.getByRole('region', { name: card });
      await expect(region.getByLabel('Refunds', { exact: true })).toHaveText(/^−₹[\d,.]+$/);
      await expect(region.getByLabel('Net revenue', { exact: true })).toHaveText(/^₹[\d,.]+$/);
    }
    const [revenue, refunded, net] = [
      await rupeesOn(page, 'All time', 'Revenue'),
      await rupeesOn(page, 'All time', 'Refunds'),
      await rupeesOn(page, 'All time', 'Net revenue'),
    ];
    expect(refunded).toBeGreaterThanOrEqual(refundsBefore + 499);
    expect(net).toBeCloseTo(revenue - refunded, 2);
  });

  test('when another staff member refunded the order first, Refund says so and the row shows their refund', async ({
    page,
    loginAs,
    adminRequest,
  }) => {
    const guest = await buyerApi();
    const purchase = await buyPdf(guest, 'react-handwritten-notes');
    await guest.dispose();

    await loginAs('admin');
    await page.goto(`${ADMIN}/admin/orders?q=${purchase.paymentId}`);
    const row = list(page).getByRole('row').filter({ hasText: purchase.providerOrderId });
    const orderId = (await row.getByRole('definition').last().innerText()).trim(); // "Ours"
    await row.getByRole('button', { name: 'Refund React Handwritten Notes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund order' });
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('40');
    await expect(dialog).toContainText(
      'Refunding all that is left stops the PDF’s download links.',
    );
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Bought the wrong PDF');

    // Meanwhile a colleague refunds all of it.
    const other = await adminRequest.post(`${ADMIN}/graphql`, {
      data: {
        query:
          'mutation($input: RefundOrderInput!) { refundOrder(input: $input) { id refundStatus } }',
        variables: { input: { orderId, reason: 'Refunded by a colleague' } },
      },
    });
    expect(await other.json()).toMatchObject({
      data: { refundOrder: { refundStatus: 'REFUNDED' } },
    });

    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByText('This order was refunded in full already.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText(/Refunded on \d{1,2} [A-Z][a-z]{2,3} \d{4}/);
    await expect(row.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
    const refunds = list(page).getByRole('list', { name: 'Refunds' }).getByRole('listitem');
    await expect(refunds).toHaveCount(1);
    await expect(refunds.first()).toContainText('Refunded by a colleague');
  });

  testRetryAfterFailure('the orders', 'the list', {
    path: '/admin/orders',
    operation: 'AdminOrders',
    message: 'Failed to fetch orders.',
    loaded: /Showing \d+ of \d+ orders?|No orders yet\./,
  });
});
