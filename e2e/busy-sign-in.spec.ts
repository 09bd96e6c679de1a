import { adminLogin, expect, refuseAsBusy, test } from './fixtures';
import { submitLogin, submitSignup } from './sign-in-forms';

/**
 * A sign-in the API refuses as busy (503 BUSY, Retry-After) is tried once more by the app itself,
 * with a visible "busy, retrying" message; a second refusal is shown and the form keeps what was
 * typed (decision 045). The refusals are injected at the network, as the API sends them.
 */
test.describe('signing in while the server is busy', () => {
  // Chromium logs each refused request's 503.
  test.use({ allowConsoleErrors: [/status of 503/] });

  test('a storefront login refused once says the server is busy, retries by itself and signs in', async ({
    page,
    createCustomer,
  }) => {
    const account = await createCustomer();
    // Come back in 3 s (the apps' longest wait), so the wait is long enough to look at the button.
    const logins = await refuseAsBusy(page, 'Login', 1, 3);
    await page.goto('/login');
    await submitLogin(page, account);
    await expect(page.getByText('The server is busy, retrying…')).toBeVisible();
    // Busy until the retry is answered: a second click cannot send a second login meanwhile.
    await expect(page.locator('form button[type="submit"]')).toBeDisabled();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(logins()).toBe(2);
  });

  test('a signup refused twice shows why, makes no third try, and keeps what was typed', async ({
    page,
    newAccount,
  }) => {
    const account = newAccount('Busy Signup', 'busy-password-1');
    const signups = await refuseAsBusy(page, 'Signup', 2);
    await submitSignup(page, account);
    await expect(page.getByText('The server is busy, retrying…')).toBeVisible();
    await expect(
      page.getByText('Too many sign-ins at once. Please try again in a moment.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('Name')).toHaveValue('Busy Signup');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Password')).toHaveValue('busy-password-1');
    await page.waitForTimeout(1500); // long enough for a third try, were one made
    expect(signups()).toBe(2);
  });

  test('an admin login refused once says the server is busy, retries by itself and opens the dashboard', async ({
    page,
  }) => {
    const logins = await refuseAsBusy(page, 'Login', 1);
    await adminLogin(page);
    await expect(page.getByText('The server is busy, retrying…')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(logins()).toBe(2);
  });
});
