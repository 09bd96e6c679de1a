import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { endAccessIn } from './db';
import { expect, STOREFRONT, test, uniqueTitle, type CourseFields } from './fixtures';
import { checkoutLoaded, openModuleAnyway, paymentWindow } from './purchases';

/**
 * Payments (decisions 025-027) in the browser, through the API's built-in Razorpay sandbox (no network): its checkout.js
 * opens the local payment page in an iframe, whose Pay answers a signed payment and posts the signed
 * webhooks, and whose Fail reports a failed payment.
 */

const DAY = 24 * 60 * 60 * 1000;
const PDF_FILES = path.resolve(__dirname, '..', 'graphql-api', 'assets', 'pdfs');

const course = (label: string): CourseFields => ({
  title: uniqueTitle(label),
  price: 799,
  description: 'A course bought through the sandbox.',
  modules: [{ subTitle: 'Paid module', blog: '<p>Gated text for buyers.</p>' }],
});

/** Whether the browser's signed-in user may read the course, as the API says. */
async function hasAccess(api: APIRequestContext, courseId: string): Promise<boolean> {
  const reply = await api.get(`${STOREFRONT}/api/enrollments/access/${courseId}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { hasAccess: boolean }).hasAccess;
}

test.describe('payments in the storefront', () => {
  test('a visitor buys a PDF without an account, and the PDF itself downloads', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Interview Prep PDFs' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Interview Prep PDFs' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Interview Prep PDFs | DevJobs');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    const card = cards.first();
    const title = (await card.getByRole('heading').textContent())!;
    await expect(card.getByText(/^Price: ₹\d+$/)).toBeVisible();
    await expect(card.getByText(/^PDF, \d+ pages$/)).toBeVisible();

    // A double click makes one order: the button is busy from the first.
    const orders: string[] = [];
    page.on(
      'request',
      (request) =>
        request.url().endsWith('/api/create-razorpay-order') && orders.push(request.url()),
    );
    await checkoutLoaded(page);
    // Without an account the receipt's address is asked first (product.md#receipts).
    await page
      .getByLabel('Your email, for the receipt and download link')
      .fill(`pdf.guest.${Date.now()}@example.com`);
    await card.getByRole('button', { name: 'Buy Now' }).dblclick();
    const payment = paymentWindow(page);
    await expect(payment.getByText(title)).toBeVisible();
    expect(orders).toHaveLength(1);
    const downloading = page.waitForEvent('download');
    await payment.getByRole('button', { name: 'Pay' }).click();
    await expect(
      page.getByText('Payment Successful! Your PDF will download shortly.'),
    ).toBeVisible();

    const download = await downloading;
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const shipped = fs
      .readdirSync(PDF_FILES)
      .map((file) => fs.readFileSync(path.join(PDF_FILES, file)));
    expect(
      shipped.some((file) => file.equals(bytes)),
      'the download is one of the shipped PDFs, byte for byte',
    ).toBe(true);
    const link = card.getByRole('link', { name: `Download ${title}` });
    await expect(link).toBeVisible();

    // On a phone the link wraps, and nothing after it is left alone on a line of its own.
    await page.setViewportSize({ width: 360, height: 740 });
    const [linkBox, messageBox] = [
      await link.boundingBox(),
      await card.locator('.MuiAlert-message').boundingBox(),
    ];
    expect(linkBox!.height, 'the link wraps at 360 px').toBeGreaterThan(30);
    const below = messageBox!.y + messageBox!.height - (linkBox!.y + linkBox!.height);
    expect(below, "no line below the link's, only the message's 8 px of padding").toBeLessThan(12);
  });

  test('Buy Now before the checkout script has loaded says to try again in a moment, and works once it has', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/sandbox/checkout.js', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/interview-prep-pdfs');
    const buy = page.getByRole('article').first().getByRole('button', { name: 'Buy Now' });
    await buy.click();
    await expect(
      page.getByText('The payment system is still loading. Please try again in a moment.'),
    ).toBeVisible();
    await expect(buy).toBeEnabled();

    release();
    await page.waitForFunction(() => 'Razorpay' in window);
    await page
      .getByLabel('Your email, for the receipt and download link')
      .fill('early.buyer@example.com');
    await buy.click();
    await expect(paymentWindow(page).getByRole('button', { name: 'Pay' })).toBeVisible();
    await paymentWindow(page).getByRole('button', { name: 'Close' }).click();
    await expect(buy).toBeEnabled();
  });

  test('a signed-in buyer finds the PDF again on Your Courses, with a download link that works', async ({
    page,
    loginAs,
  }) => {
    await loginAs('user');
    await page.goto('/your-courses');
    await expect(page.getByText('You have not bought any PDFs yet.')).toBeVisible();

    await page.goto('/interview-prep-pdfs');
    const card = page.getByRole('article').last();
    const title = (await card.getByRole('heading').textContent())!;
    const firstDownload = page.waitForEvent('download');
    await checkoutLoaded(page);
    await card.getByRole('button', { name: 'Buy Now' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
    await firstDownload;

    await page.goto('/your-courses'); // the toasts cover the navbar's account links for a while
    const yours = page
      .getByRole('region', { name: 'Your PDFs' })
      .getByRole('article', { name: title });
    await expect(yours.getByText(/^Bought on \d+ \w+ \d{4}$/)).toBeVisible();
    const again = page.waitForEvent('download');
    await yours.getByRole('link', { name: 'Download PDF' }).click();
    const bytes = fs.readFileSync(await (await again).path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('a customer buys a course: the content unlocks without a reload, and Your Courses lists it', async ({
    page,
    createCourse,
    loginAs,
  }) => {
    test.slow(); // two purchases in the sandbox, and a module opened between them
    const created = await createCourse(course('Paid Course'));
    const buyer = await loginAs('user');
    await page.goto(`/course/${created.id}`);
    await expect(page.getByText('Gated text for buyers.')).toHaveCount(0);
    await page.evaluate(() => Object.assign(window, { samePage: true })); // gone if the page reloads

    await checkoutLoaded(page);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const payment = paymentWindow(page);
    await expect(payment.getByText('₹799')).toBeVisible();
    await payment.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Payment successful. Access granted for 30 days.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Course Content' })).toBeVisible();
    // Its one module is the whole course: opening it ends the refund, so it asks first.
    await openModuleAnyway(page, /^Module 1: Paid module/);
    await expect(page.getByText('Gated text for buyers.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );

    // Right after buying there is nothing to extend yet: 'Extend access' waits for the last 3 days.
    const access = page.getByRole('complementary', { name: 'Your access' });
    await expect(access).toContainText('You can extend your access in its last 3 days.');
    await expect(page.getByRole('button', { name: 'Extend access' })).toHaveCount(0);

    // In the last 3 days it is offered (the end moved in the database, as the reminder sweep sees it).
    endAccessIn(buyer.email, created.id, 2 * DAY);
    await page.reload();
    const until = page.getByText(/^Access until /);
    const before = await until.textContent();
    await expect(access).not.toContainText('You can extend your access');
    // Bought again while access runs: the order says it extends access, and the end moves 30 days on.
    await page.getByRole('button', { name: 'Extend access' }).click();
    await expect(
      page.getByText(/^You already have access until .+ extends it by 30 days\.$/),
    ).toBeVisible();
    await payment.getByRole('button', { name: 'Pay' }).click();
    await expect(until).not.toHaveText(before!);
    const days = (text: string) => Date.parse(text.replace(/^Access until (.+)\.$/, '$1')) / DAY;
    expect(days((await until.textContent())!) - days(before!)).toBe(30);

    await page.goto('/your-courses'); // the toasts cover the navbar's account links for a while
    await expect(
      page.getByRole('article', { name: created.title }).getByText(/^Access until /),
    ).toBeVisible();
  });

  test('Fail in the payment window: the reason is shown and nothing is granted', async ({
    page,
    createCourse,
    loginAs,
  }) => {
    const created = await createCourse(course('Failed Course'));
    await loginAs('user');
    await page.goto(`/course/${created.id}`);
    await checkoutLoaded(page);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByText('Payment failed (sandbox).')).toBeVisible();
    await expect(page.locator('iframe[src*="/sandbox/pay"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    await expect(page.getByText('Gated text for buyers.')).toHaveCount(0);
    expect(await hasAccess(page.context().request, created.id)).toBe(false);
  });

  test.describe('when the browser never confirms the payment', () => {
    test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

    test('the webhook still grants the course', async ({ page, createCourse, loginAs }) => {
      const created = await createCourse(course('Webhook Course'));
      await loginAs('user');
      const api = page.context().request;
      await page.goto(`/course/${created.id}`);
      // The page never reaches the server's verify: the buyer's connection drops after paying.
      await page.route('**/api/pay/verify', (route) => route.abort('failed'));
      const paid = page.waitForRequest('**/api/pay/verify'); // checkout has the signed payment by then
      await checkoutLoaded(page);
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
      await paid;
      await page.close();

      await expect.poll(() => hasAccess(api, created.id), { timeout: 10_000 }).toBe(true);
    });
  });
});

test.describe('payments on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the PDF shop fits the screen, Buy Now inside each card', async ({ page }) => {
    await page.goto('/interview-prep-pdfs');
    await expect(page.getByRole('article')).toHaveCount(2);
    for (const card of await page.getByRole('article').all()) {
      const [box, buy] = [
        await card.boundingBox(),
        await card.getByRole('button', { name: 'Buy Now' }).boundingBox(),
      ];
      expect(buy!.x).toBeGreaterThanOrEqual(box!.x);
      expect(buy!.x + buy!.width).toBeLessThanOrEqual(box!.x + box!.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
