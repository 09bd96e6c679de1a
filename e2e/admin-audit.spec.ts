import type { Page } from '@playwright/test';
import { openAdminSection, testRetryAfterFailure } from './admin-sections';
import { ADMIN, E2E_ADMIN, expect, screenshots, test, uniqueTitle } from './fixtures';

const log = (page: Page) =>
  page.getByRole('table', { name: 'Audit log' }).or(page.getByRole('list', { name: 'Audit log' }));

test.describe('the audit log', () => {
  test('staff edit a job, then find the entry on /admin/audit and filter it by kind and staff member', async ({
    page,
    loginAs,
    createJob,
  }) => {
    test.slow(); // a job edit, the log on two widths and two filters: 31 to 34 s on a busy two-core machine
    const job = await createJob({ title: uniqueTitle('Audited Role'), salary: '₹10 LPA' });
    await loginAs('admin');
    await page.goto(`${ADMIN}/admin/jobs`);
    await page.getByLabel('Search jobs').fill(job.title);
    await page.getByRole('button', { name: `Edit ${job.title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Salary').fill('₹12-15 LPA');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Update Job' }).click();
    await expect(page.getByText('Job updated successfully!')).toBeVisible();

    await openAdminSection(page, 'Audit log', '/admin/audit');

    // The edit, newest first: who, what, the job, and the one field that changed.
    const edit = log(page)
      .getByRole('row')
      .filter({ hasText: job.title })
      .filter({ hasText: 'Job edited' });
    await expect(edit).toHaveCount(1);
    await expect(edit).toContainText(E2E_ADMIN.email);
    await expect(edit).toContainText('salary: ₹10 LPA → ₹12-15 LPA');
    await expect(edit.getByText('127.0.0.1').or(edit.getByText('::1'))).toBeVisible();
    // Posting it is there too, below the edit.
    await expect(
      log(page).getByRole('row').filter({ hasText: job.title }).filter({ hasText: 'Job posted' }),
    ).toHaveCount(1);

    // Only edits: the address keeps the filter, and the posting is gone.
    await page.getByLabel('Kind').click();
    await page.getByRole('option', { name: 'Job edited' }).click();
    await expect(page).toHaveURL(`${ADMIN}/admin/audit?kind=job.update`);
    await expect(edit).toHaveCount(1);
    await expect(
      log(page).getByRole('row').filter({ hasText: 'Job posted' }),
      'no other kind is listed',
    ).toHaveCount(0);

    // …by this staff member: both filters in the address, and a reload keeps them.
    await page.getByLabel('Staff member').click();
    await page.getByRole('option', { name: E2E_ADMIN.email }).click();
    await expect(page).toHaveURL(/[?&]actor=[^&]+/);
    await expect(page).toHaveURL(/[?&]kind=job.update/);
    await page.reload();
    await expect(edit).toHaveCount(1);
    await expect(page.getByLabel('Kind')).toContainText('Job edited');

    await screenshots(page, 'audit-log');

    // A kind nobody has done yet: the empty state, and Clear filters shows every entry again.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Kind').click();
    await page.getByRole('option', { name: 'Admin removed' }).click();
    await expect(page.getByText('No entries match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(`${ADMIN}/admin/audit`);
    await expect(edit).toHaveCount(1);
  });

  testRetryAfterFailure('the log', 'the page', {
    path: '/admin/audit',
    operation: 'AuditLog',
    message: 'Failed to fetch the audit log.',
    loaded: /Showing \d+ of \d+ entr(y|ies)|No staff changes yet\./,
  });
});
