import type { Page } from '@playwright/test';
import { keepResetMail, removeMail, sentResetMail } from './db';
import { openAdminSection, testRetryAfterFailure } from './admin-sections';
import { ADMIN, SANDBOXED_MAIL_READS, expect, screenshots, test } from './fixtures';

const outbox = (page: Page) =>
  page
    .getByRole('table', { name: 'Mail outbox' })
    .or(page.getByRole('list', { name: 'Mail outbox' }));

test.describe('the mail outbox', () => {
  const kept: string[] = [];
  test.afterEach(() => removeMail(kept.splice(0)));
  test.use({ allowConsoleErrors: [SANDBOXED_MAIL_READS] });

  test('a sent message says its body was erased after sending, in place of the frame', async ({
    page,
    loginAs,
  }) => {
    const to = `erased.${Date.now()}@example.com`;
    kept.push(sentResetMail(to));
    await loginAs('admin');
    await page.goto(`${ADMIN}/admin/outbox`);
    const row = outbox(page).getByRole('row').filter({ hasText: to });
    await row.getByRole('button', { name: `View Reset your DevJobs password to ${to}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`To ${to}`)).toBeVisible();
    await expect(dialog.getByText('Body erased after sending.')).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(0);
  });

  test('a kept password reset is listed on /admin/outbox and shows its HTML in a sandboxed frame and its text', async ({
    page,
    loginAs,
  }) => {
    test.slow(); // two filters, a dialog and screenshots at two widths: 30 s and more on a busy machine
    const to = `outbox.${Date.now()}@example.com`;
    const link = `https://devjobs.example/reset-password?token=${Date.now()}`;
    kept.push(keepResetMail(to, link));
    await loginAs('admin');
    await page.goto(`${ADMIN}/admin/dashboard`);
    await openAdminSection(page, 'Mail outbox', '/admin/outbox');

    const row = outbox(page).getByRole('row').filter({ hasText: to });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Reset your DevJobs password');
    await expect(row).toContainText('Password reset');
    await expect(row).toContainText('Kept (not sent)');

    // Only kept mail: the filter is in the address.
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Kept (not sent)' }).click();
    await expect(page).toHaveURL(`${ADMIN}/admin/outbox?status=kept`);
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: `View Reset your DevJobs password to ${to}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`To ${to}`)).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    const html = page.frameLocator('[role="dialog"] iframe');
    await expect(html.getByText('Hi E2E Reader,')).toBeVisible();
    await expect(html.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      link,
    );
    await expect(html.getByText('DevJobs, 1 MG Road, Bengaluru 560001, India')).toBeVisible();
    await screenshots(page, 'outbox-message');

    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('tab', { name: 'Text' }).click();
    await expect(dialog.getByLabel("The message's text")).toContainText(link);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(`${ADMIN}/admin/outbox?status=kept`);

    // No failed mail offline: the empty state, and Clear filters lists the message again.
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect(page.getByText('No messages match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(`${ADMIN}/admin/outbox`);
    await expect(page.getByText('No messages match these filters.')).toHaveCount(0);
    await expect(outbox(page).getByRole('row').nth(1)).toBeVisible();
    // Every other test's mail is newer than ours by now (signups mail a confirmation): by kind, it is there.
    await page.getByLabel('Kind').click();
    await page.getByRole('option', { name: 'Password reset' }).click();
    await expect(page).toHaveURL(`${ADMIN}/admin/outbox?kind=password-reset`);
    await expect(row).toHaveCount(1);
    await screenshots(page, 'outbox');
  });

  testRetryAfterFailure('the outbox', 'the page', {
    path: '/admin/outbox',
    operation: 'MailOutbox',
    message: 'Failed to fetch the outbox.',
    loaded: /Showing \d+ of \d+ messages?|No mail yet\./,
  });
});
