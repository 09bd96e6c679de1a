import { openAdminSection, testRetryAfterFailure } from './admin-sections';
import { ADMIN, expect, screenshots, test, uniqueTitle } from './fixtures';
import { PORTS } from './env';

/** The API's own origin, where integrators send their tokens (decision 100). */
const API = `http://localhost:${PORTS.api}`;

test.describe('API tokens', () => {
  test('staff make a token, see it once, watch it used, and revoke it', async ({
    page,
    loginAs,
    request,
  }) => {
    test.slow(); // two dialogs, API calls in between and screenshots at two widths
    const name = uniqueTitle('Stats feed');
    const stats = (secret: string) =>
      request.get(`${API}/api/admin/stats`, { headers: { authorization: `Bearer ${secret}` } });
    await loginAs('admin');
    await page.goto(`${ADMIN}/admin/dashboard`);
    await openAdminSection(page, 'API tokens', '/admin/api-tokens');

    // Nothing filled in: each field says what it needs, and no token is made.
    await page.getByRole('button', { name: 'New token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API token' });
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await expect(dialog.getByText('Say what the token is for')).toBeVisible();
    await expect(dialog.getByText('Choose at least one scope')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await screenshots(page, 'api-token-new');
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('checkbox', { name: 'Read stats (stats:read)' }).check();
    await dialog.getByLabel('Expires after').click();
    await page.getByRole('option', { name: '90 days' }).click();
    await dialog.getByRole('button', { name: 'Create token' }).click();

    // Shown once, with its prefix.
    const shown = page.getByRole('dialog', { name: `Token “${name}” created` });
    await expect(shown.getByText('Copy it now: it will not be shown again.')).toBeVisible();
    const secret = await shown.getByLabel('Token').inputValue();
    expect(secret).toMatch(/^devjobs_pat_[A-Za-z0-9_-]{43}$/);
    await screenshots(page, 'api-token-secret');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(secret)).toHaveCount(0);

    // A program uses it; the list shows when and from where.
    expect((await stats(secret)).status()).toBe(200);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('stats:read');
    await expect(row).toContainText('Active');
    await expect(row.getByText('127.0.0.1').or(row.getByText('::1'))).toBeVisible();
    await screenshots(page, 'api-tokens');

    // Revoked: the row says so and the next request is refused.
    await page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke token' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Token revoked.')).toBeVisible();
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
    expect((await stats(secret)).status()).toBe(401);
  });

  testRetryAfterFailure('the tokens', 'the page', {
    path: '/admin/api-tokens',
    operation: 'AdminApiTokens',
    message: 'Failed to fetch API tokens.',
    loaded: /Showing \d+ of \d+ tokens?|No API tokens yet\./,
  });
});
