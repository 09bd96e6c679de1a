import { expect, test } from './fixtures';
import { submitLogin, submitSignup } from './sign-in-forms';

test.describe('customer accounts on the storefront', () => {
  test('a visitor signs up signed in, logs out, logs in, stays signed in after a reload, and logs out', async ({
    page,
    newAccount,
  }) => {
    const account = newAccount('Priya Sharma', 'priya-password-1');

    await submitSignup(page, account);
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByText('Account created. You are signed in.')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();

    await page.goto('/login');
    await submitLogin(page, account);
    await expect(page).toHaveURL(/\/courses$/);

    await page.reload();
    const logout = page.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    // A customer is not staff: no Dashboard link.
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    await logout.click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login', exact: true }).first()).toBeVisible();
  });

  test('signup with a short password shows the error on the field and keeps what was typed', async ({
    page,
    newAccount,
  }) => {
    await submitSignup(page, newAccount('Short Password', 'short'));
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('Name')).toHaveValue('Short Password');
  });

  test('a wrong password shows "Invalid credentials" and does not sign in', async ({
    page,
    createCustomer,
  }) => {
    const account = await createCustomer();
    await page.goto('/login');
    await submitLogin(page, { email: account.email, password: 'not-the-password' });
    await expect(page.getByText('Invalid credentials').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test.describe('an unknown path', () => {
    // Rendered by the server as a 404 page (decision 030); Chromium logs the document's 404.
    test.use({ allowConsoleErrors: [/status of 404/] });
    test('shows the not-found page', async ({ page }) => {
      const reply = await page.goto('/no-such-page');
      expect(reply?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu opens and holds the same links', async ({ page }) => {
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Jobs', 'Login', 'Signup'])
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Signup', exact: true }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
