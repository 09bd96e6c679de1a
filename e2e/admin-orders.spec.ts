import type { Page } from '@playwright/test';
import { ADMIN, expect, failOperation, screenshots, test, uniqueTitle } from './fixtures';
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

const search = (page: Page) => page.getByRole('searchbox', { name: 'Order or payment id' });
const list = (page: Page) =>
  page.getByRole('table', { name: 'Orders' }).or(page.getByRole('list', { name: 'Orders' }));

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
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Orders' })
      .first()
      .click();
    await expect(page).toHaveURL(`${ADMIN}/admin/orders`);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
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

  test.describe('when the orders cannot be fetched', () => {
    test.use({ allowConsoleErrors: [/500 \(Internal Server Error\)/] });

    test("the list says 'Failed to fetch orders.' and Retry loads it", async ({
      page,
      loginAs,
    }) => {
      await loginAs('admin');
      const recover = await failOperation(page, 'AdminOrders');
      await page.goto(`${ADMIN}/admin/orders`);
      await expect(page.getByText('Failed to fetch orders.')).toBeVisible();
      recover();
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText(/Showing \d+ of \d+ orders?|No orders yet\./)).toBeVisible();
    });
  });
});
