import fs from 'node:fs';
import { ADMIN, expect, expectPdf, screenshots, STOREFRONT, test } from './fixtures';
import { mailTo } from './mailbox';
import { paymentWindow } from './purchases';

/**
 * Receipts (product.md#receipts): a guest buying a PDF gives an address before checkout, the
 * receipt reaches that address (the suite's SMTP server) and staff see it in the outbox, with a
 * link that downloads the PDF; "Email me my downloads" answers the same for any address and mails
 * fresh links to the buyer.
 */

// The receipt's HTML is read in the console's sandboxed frame, where Chromium reports Playwright's
// own reads as blocked scripts (admin-outbox.spec.ts).
test.use({
  allowConsoleErrors: [
    /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
  ],
});

test('a guest gives an email, pays in the sandbox, and the receipt and downloads mails have working links', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const email = `receipt.guest.${Date.now()}@example.com`;
  await page.goto('/interview-prep-pdfs');
  await page.waitForFunction(() => 'Razorpay' in window);
  const field = page.getByLabel('Your email, for the receipt and download link');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!;

  // No address: nothing is ordered, the field says why and has the focus.
  await card.getByRole('button', { name: 'Buy Now' }).click();
  await expect(
    page.getByText('Enter your email first: the receipt and download link are sent there.'),
  ).toBeVisible();
  await expect(field).toBeFocused();
  await expect(page.locator('iframe[src*="/sandbox/pay"]')).toHaveCount(0);

  await field.fill(email);
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Buy Now' }).click();
  await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment Successful! Your PDF will download shortly.')).toBeVisible();
  await downloading;

  // Email me my downloads: the same answer for this address and for one that bought nothing.
  const form = page.getByRole('region', { name: 'Email me my downloads' });
  for (const address of [email, `nobody.${Date.now()}@example.com`]) {
    await form.getByLabel('Email').fill(address);
    await form.getByRole('button', { name: 'Email me my downloads' }).click();
    await expect(
      form.getByText(
        'If PDFs were bought with this address, a mail with fresh download links is on its way to it.',
      ),
    ).toBeVisible();
  }
  await form.getByLabel('Email').fill('not an address');
  await form.getByRole('button', { name: 'Email me my downloads' }).click();
  await expect(
    form.getByText('Email must be one valid email address, like name@example.com.'),
  ).toBeVisible();
  await screenshots(page, 'pdf-shop-receipts');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Both mails reached the guest: the receipt naming the PDF, and fresh links that download it.
  expect((await mailTo(email, /^Your DevJobs receipt$/)).text).toContain(title);
  const downloads = await mailTo(email, /^Your DevJobs PDF downloads$/);
  const fresh = /https?:\/\/\S+(\/api\/downloads\/[\w.~-]+)/.exec(downloads.text)?.[1];
  expect(fresh, 'a download link in the mail').toBeDefined();
  await expectPdf(await page.context().request.get(`${STOREFRONT}${fresh}`));

  // The receipt's own link downloads the PDF. Staff see that it was sent, not its body, which
  // held that link (decision 078).
  const receipt = await mailTo(email, /^Your DevJobs receipt$/);
  const link = /https?:\/\/\S+(\/api\/downloads\/[\w.~-]+)/.exec(receipt.text)?.[1];
  expect(link, 'a download link in the receipt').toBeDefined();
  await loginAs('admin');
  await page.goto(`${ADMIN}/admin/outbox?kind=receipt`);
  const row = page
    .getByRole('table', { name: 'Mail outbox' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Your DevJobs receipt');
  await expect(row).toContainText('Sent');
  await row.getByRole('button', { name: `View Your DevJobs receipt to ${email}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Body erased after sending.');
  await screenshots(page, 'outbox-receipt');

  const bytes = await expectPdf(await page.context().request.get(`${STOREFRONT}${link}`));
  fs.writeFileSync(test.info().outputPath('receipt.pdf'), bytes);
});
